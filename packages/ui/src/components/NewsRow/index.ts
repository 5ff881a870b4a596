export type { NewsItem, NewsRowProps } from './NewsRow';
export { NewsRow } from './NewsRow';
