import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
});

const cell = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.touchTarget,
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
} as const;

export const link = style({
  ...cell,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const current = style({
  ...cell,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
});

export const ellipsis = style({ ...cell, color: vars.color.textMuted });
