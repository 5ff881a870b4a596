import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** A short message in a tinted box; each tone's text/background pair is in theme.test. */
export const alert = recipe({
  base: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
      info: { backgroundColor: vars.color.accentSubtle, color: vars.color.accent },
    },
  },
  defaultVariants: { tone: 'danger' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
