import { vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import * as controls from '@/styles/controls.css';

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
export const searchButton = style([controls.accentSubmit, { padding: `0 ${vars.space.lg}` }]);
export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const category = controls.chipLink;

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
