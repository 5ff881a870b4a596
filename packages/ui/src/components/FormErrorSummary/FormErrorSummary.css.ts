import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Focused by script after a submit; the messages inside carry the visible emphasis. */
export const summary = style({ display: 'grid', gap: vars.space.sm, outline: 'none' });
