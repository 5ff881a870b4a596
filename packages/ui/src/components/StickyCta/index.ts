export type { StickyCtaProps } from './StickyCta';
export { isStickyCtaVisible, StickyCta } from './StickyCta';
