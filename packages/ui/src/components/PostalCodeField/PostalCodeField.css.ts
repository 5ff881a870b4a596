import { style } from '@vanilla-extract/css';

/** Eight characters (123-4567) and some room. */
export const input = style({ maxWidth: '12em' });
