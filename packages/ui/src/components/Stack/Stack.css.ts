import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** A column of blocks with one gap between them (no margins on the children). */
export const stack = recipe({
  base: { display: 'grid', alignContent: 'start', minWidth: 0 },
  variants: {
    gap: {
      xs: { gap: vars.space.xs },
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
      xl: { gap: vars.space.xl },
      xxl: { gap: vars.space.xxl },
    },
  },
  defaultVariants: { gap: 'lg' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
