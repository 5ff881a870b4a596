import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'auto auto 1fr' } },
});

export const label = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const title = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm,
  '@media': { [media.tabletUp]: { gridColumn: 'auto' } },
  selectors: { [`${row}:hover &`]: { textDecoration: 'underline' } },
});
