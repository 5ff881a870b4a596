import { vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl });

export const nav = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl });
export const search = style({ display: 'grid', gap: vars.space.xs });
export const searchLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
export const searchRow = style({ display: 'flex', gap: vars.space.sm });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
});
export const searchButton = style({
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: 0,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const category = style({
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

export const articleHeader = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const hero = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '43 / 32',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  maxWidth: '760px',
});
/** Embedded media keeps the light theme whatever the reader's system theme is. */
export const body = style({ colorScheme: 'light' });
globalStyle(`${body} iframe`, { maxWidth: '100%', border: 0, colorScheme: 'light' });
