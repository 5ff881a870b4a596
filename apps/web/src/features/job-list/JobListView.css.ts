import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const summary = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const total = style({
  marginRight: vars.space.xxs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
});

export const asideTitle = style({
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const chipLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const region = style({ marginBottom: vars.space.sm });
export const regionName = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const inlineLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

/** On phones the filters sit above the list, folded; from the desktop width, in the side column. */
export const phoneFilters = style({
  marginTop: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.desktopUp]: { display: 'none' } },
});
export const phoneFiltersSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktopUp]: { display: 'block' } },
});
