import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.font.size.xs,
  // Phones scroll the trail sideways instead of wrapping it over several lines.
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  '@media': { [media.tabletUp]: { flexWrap: 'wrap', whiteSpace: 'normal' } },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: {
    '&:not(:first-child)::before': { content: '"›"', color: vars.color.textMuted },
  },
});

export const link = style({ color: vars.color.link });

export const current = style({ color: vars.color.text });
