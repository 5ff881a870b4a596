import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';
import * as controls from '@/styles/controls.css';

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
export const chipLink = controls.chipLink;

export const region = style({ marginBottom: vars.space.sm });
export const regionName = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const inlineLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

export const notices = style({
  margin: `${vars.space.sm} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  fontSize: vars.font.size.sm,
});

/** The 「絞り込み」 opener: phones and tablets (from the desktop width the form is in the side column). */
export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  '@media': { [media.desktopUp]: { display: 'none' } },
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});
export const appliedList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const appliedChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  border: `1px solid ${vars.color.brandSubtleBorder}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
});
export const appliedRemove = style({ color: vars.color.textMuted });
export const clearLink = style({
  fontSize: vars.font.size.sm,
  color: vars.color.link,
  minHeight: '36px',
  display: 'inline-flex',
  alignItems: 'center',
});
export const reduce = style({ marginTop: vars.space.lg });
export const reduceList = style({ display: 'grid', gap: vars.space.xs });
