import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent,
});

export const markFill = style({ fill: vars.color.brand });
