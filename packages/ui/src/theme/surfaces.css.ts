import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A bordered box on the page: the base that page styles compose (`style([boxed, {...}])`) for
 * cards that are list items or links, where the Card component's own element does not fit.
 */
export const boxed = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
