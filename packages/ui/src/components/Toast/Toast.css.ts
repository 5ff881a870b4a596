import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideUp = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    maxWidth: '560px',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.sm,
    pointerEvents: 'auto',
    animation: `${slideUp} ${vars.duration.normal} ease-out`,
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.color.accentSubtle,
        borderColor: vars.color.accent,
        color: vars.color.accent,
      },
      success: {
        backgroundColor: vars.color.successSubtle,
        borderColor: vars.color.success,
        color: vars.color.success,
      },
      error: {
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.danger,
        color: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({ flex: 1, fontWeight: vars.font.weight.bold });

export const action = style({
  flexShrink: 0,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const close = style([action, { textDecoration: 'none', minWidth: '36px' }]);
