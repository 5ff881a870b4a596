import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const count = style({
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  marginInline: vars.space.xxs,
});

export const list = style({ display: 'grid', gap: vars.space.md });
