import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.md,
});
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: '140px minmax(0, 1fr)', gap: vars.space.lg },
  },
});
export const label = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });
export const value = style({ margin: 0, fontSize: vars.font.size.sm, whiteSpace: 'pre-line' });
