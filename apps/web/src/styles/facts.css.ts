import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** A table of facts as dt/dd rows: label over value on a phone, side by side from a tablet. */
export const facts = style({
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.md,
});
export const factRow = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: '140px minmax(0, 1fr)', gap: vars.space.lg },
  },
});
export const factLabel = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, fontSize: vars.font.size.sm });
