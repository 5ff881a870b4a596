import { media, tinted, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style([
  tinted,
  { display: 'grid', gap: vars.space.md, borderRadius: vars.radius.lg },
]);

export const text = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const desktopText = style({
  display: 'none',
  '@media': { [media.tabletUp]: { display: 'inline' } },
});

export const mobileText = style({
  '@media': { [media.tabletUp]: { display: 'none' } },
});
