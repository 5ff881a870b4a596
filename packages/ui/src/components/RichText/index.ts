export type { RichTextProps } from './RichText';
export { RichText } from './RichText';
export type { SafeHtml } from './safe-html';
export { sanitizeRichText } from './safe-html';
