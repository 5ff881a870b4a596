import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A bordered block on the page background: a form, a group of settings, a summary. */
export const card = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    '@media': { [media.tabletUp]: { padding: vars.space.xl } },
  },
  variants: {
    tone: {
      default: {},
      muted: { backgroundColor: vars.color.surfaceMuted },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
