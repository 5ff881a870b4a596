import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', alignItems: 'end' },
  },
});
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const select = style({
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.md,
});
export const submit = style({
  minHeight: '48px',
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  border: 0,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
export const region = style({ marginTop: vars.space.md });
export const regionName = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });
