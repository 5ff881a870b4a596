import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * Phones: a full-screen modal sheet. From the desktop width, the closed dialog is shown in place
 * (the side column of a list) with the same form, so one form serves both layouts.
 */
export const sheet = style({
  padding: 0,
  border: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[open]': {
      position: 'fixed',
      inset: 0,
      width: '100%',
      maxWidth: '100%',
      height: '100dvh',
      maxHeight: '100dvh',
      margin: 0,
    },
    '&::backdrop': { backgroundColor: vars.color.overlay },
    '&:focus-visible': { outline: 'none' },
  },
  '@media': {
    [media.desktopUp]: {
      selectors: {
        '&:not([open])': {
          display: 'block',
          position: 'static',
          width: 'auto',
          borderRadius: vars.radius.md,
          border: `1px solid ${vars.color.border}`,
        },
        '&[open]': {
          inset: 'auto',
          width: 'min(560px, calc(100vw - 32px))',
          height: 'auto',
          maxHeight: 'calc(100dvh - 32px)',
          margin: 'auto',
          borderRadius: vars.radius.lg,
        },
      },
    },
  },
});

// The page behind an open sheet does not scroll (no script needed).
globalStyle(`html:has(${sheet}[open])`, { overflow: 'hidden' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  maxHeight: 'inherit',
});

export const header = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.touchTarget,
  height: vars.layout.touchTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    [`${sheet}:not([open]) &`]: { display: 'none' },
  },
});

export const body = style({
  flex: '1 1 auto',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const opener = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
