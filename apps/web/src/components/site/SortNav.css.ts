import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0`,
  fontSize: vars.font.size.sm,
});

export const label = style({ color: vars.color.textMuted });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A finger-sized target on phones (WCAG 2.5.5).
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const link = style([item, { color: vars.color.link, textDecoration: 'none' }]);
export const current = style([
  item,
  {
    backgroundColor: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.font.weight.bold,
  },
]);
