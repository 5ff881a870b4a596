import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A bordered box on the page background (no fill of its own): the base of list items and
 * links that page styles compose (`style([outlined, {...}])`).
 */
export const outlined = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/**
 * A bordered box on the page: the base that page styles compose (`style([boxed, {...}])`) for
 * cards that are list items or links, where the Card component's own element does not fit.
 */
export const boxed = style([outlined, { backgroundColor: vars.color.surface }]);

/** A box in the brand's light tint: a call to action or a locked teaser among the content. */
export const tinted = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brandSubtleBorder}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
});
