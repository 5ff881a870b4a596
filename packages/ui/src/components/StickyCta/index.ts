export type { StickyCtaProps } from './StickyCta';
export { isStickyCtaVisible, StickyCta } from './StickyCta';
/** The bar's look (fixed to the bottom, slid out while `data-visible="false"`), for other bars. */
export { root as stickyBar } from './StickyCta.css';
