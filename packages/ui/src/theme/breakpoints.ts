import { BREAKPOINTS } from '@jobsite/domain/constants';

/**
 * Media queries from the domain's breakpoints (CSS variables cannot be used in media
 * queries, so these are plain strings for `@media` keys in `.css.ts` files).
 * Below `mobile` (768 px) is the phone layout; from `desktop` up the large header shows.
 */
export const media = {
  /** 768 px and wider. */
  tabletUp: `screen and (min-width: ${BREAKPOINTS.mobile}px)`,
  /** Narrower than 768 px. */
  mobileOnly: `screen and (max-width: ${BREAKPOINTS.mobile - 0.02}px)`,
  /** The large desktop breakpoint and wider. */
  desktopUp: `screen and (min-width: ${BREAKPOINTS.desktop}px)`,
  /** Narrower than the large desktop breakpoint (the mobile header shows). */
  belowDesktop: `screen and (max-width: ${BREAKPOINTS.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
