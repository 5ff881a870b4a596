import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.stickyCta,
  padding: `${vars.space.md} ${vars.space.lg} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  transition: `transform ${vars.duration.normal} ease-out, visibility ${vars.duration.normal}`,
  selectors: {
    '&[data-visible="false"]': { transform: 'translateY(100%)', visibility: 'hidden' },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  '@media': {
    [media.tabletUp]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.lg,
    },
  },
});

export const text = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});
