import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.skeleton,
    animation: `${pulse} 1.5s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
