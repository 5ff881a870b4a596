import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '640px' });
export const done = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '640px',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.successSubtle,
  outline: 'none',
});
export const doneTitle = style({ color: vars.color.success, fontWeight: vars.font.weight.bold });
