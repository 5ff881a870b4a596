import { media, outlined, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const item = style([outlined, { display: 'grid', gap: vars.space.xs }]);
export const title = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const salary = style({ color: vars.color.brand, fontWeight: vars.font.weight.bold });
