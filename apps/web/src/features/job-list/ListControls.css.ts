import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';
import * as controls from '@/styles/controls.css';

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}` });
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.touchTarget,
  fontSize: vars.font.size.sm,
});
export const selectLabel = style({ display: 'grid' });
export const select = style({
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
});
export const submit = controls.accentSubmit;

export const group = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.sm });
export const groupName = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});
export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const secondary = style({
  minHeight: vars.layout.touchTarget,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});
export const clear = style({
  justifySelf: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.link,
});
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.touchTarget,
  fontSize: vars.font.size.sm,
  color: vars.color.link,
  // Hidden once the rest is loaded in place (more-choices.ts): `display` would override it.
  selectors: { '&[hidden]': { display: 'none' } },
});
