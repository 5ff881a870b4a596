import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.brandSubtleBorder}`,
  backgroundColor: vars.color.brandSubtle,
});

export const text = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const desktopText = style({
  display: 'none',
  '@media': { [media.tabletUp]: { display: 'inline' } },
});

export const mobileText = style({
  '@media': { [media.tabletUp]: { display: 'none' } },
});
