import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.lg });

export const item = style({ display: 'grid', gap: vars.space.xs });

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.touchTarget,
  fontSize: vars.font.size.sm,
});

export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const clear = style({
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  minHeight: vars.layout.touchTarget,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
