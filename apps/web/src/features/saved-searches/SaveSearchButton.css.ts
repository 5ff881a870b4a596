import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The save button's box: apart from SavedSearches.css.ts, whose classes (the outcome, the
 * saved searches page) a list page's first load does not need (docs/decisions/0064).
 */
export const saveBox = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  margin: `0 0 ${vars.space.lg}`,
});
