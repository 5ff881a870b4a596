import { style } from '@vanilla-extract/css';

/** Company facts may hold line breaks (主要取引先 lists, 会社紹介). */
export const text = style({ whiteSpace: 'pre-line' });
