export type { PageLoadingBarProps } from './PageLoadingBar';
export { PageLoadingBar } from './PageLoadingBar';
export { trickle } from './progress';
