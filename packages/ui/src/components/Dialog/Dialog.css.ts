import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const dialog = style({
  width: 'min(480px, calc(100vw - 32px))',
  maxHeight: 'calc(100dvh - 32px)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&::backdrop': { backgroundColor: vars.color.overlay },
    // The dialog itself takes focus on open so its title is read; no ring around the box.
    '&:focus-visible': { outline: 'none' },
  },
});

export const content = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.xl });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.layout.touchTarget,
  height: vars.layout.touchTarget,
  margin: `calc(${vars.space.md} * -1) calc(${vars.space.md} * -1) 0 0`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const body = style({ fontSize: vars.font.size.md });

export const actions = style({ display: 'grid', gap: vars.space.sm });
