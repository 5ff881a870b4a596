import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ paddingTop: vars.space.xxl, textAlign: 'center' });
export const code = style({
  fontSize: '3rem',
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
  lineHeight: 1,
});
export const text = style({
  margin: `${vars.space.lg} auto`,
  maxWidth: '560px',
  color: vars.color.textMuted,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});
