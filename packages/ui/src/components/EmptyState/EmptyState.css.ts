import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.borderStrong });

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
