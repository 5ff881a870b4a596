import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.lg, marginBottom: vars.space.xl });
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });
export const text = style({ whiteSpace: 'pre-line' });
