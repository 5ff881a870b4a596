import '@jobsite/ui/global-styles';
import { style } from '@vanilla-extract/css';

/**
 * The document body. Importing the design system's global styles from here (a module the
 * root layout takes a named export from) keeps Turbopack from dropping them: a bare
 * side-effect import of a `.css.ts` module from the layout emits no CSS.
 */
export const documentBody = style({});
