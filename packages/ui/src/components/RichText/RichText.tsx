import type { SafeHtml } from './safe-html';

export type RichTextProps = {
  /** Editors' HTML, made safe by `sanitizeRichText` (nothing else makes a SafeHtml). */
  html: SafeHtml;
  className?: string;
};

/**
 * The one element editors' HTML is injected into (docs/decisions/0044-one-rich-text-boundary.md).
 * A `div`, since bodies hold block elements.
 */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml comes only from sanitizeRichText.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
