import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSubtle } },
      },
      accent: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        minHeight: '36px',
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.layout.touchTarget,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: '52px',
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A ring with one open side that turns while the action is pending. With reduced motion it
 * stands still (the open side still reads as "in progress", and the label says so too).
 */
export const spinner = style({
  flex: 'none',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
