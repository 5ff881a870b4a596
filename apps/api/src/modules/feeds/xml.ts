/**
 * XML text for the job feed: characters XML 1.0 does not allow are removed (C0 controls but
 * tab, line feed and carriage return; lone surrogates; U+FFFE and U+FFFF), then the text is
 * escaped, or wrapped in CDATA with `]]>` split across two sections.
 */

const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text with the characters XML 1.0 cannot carry removed. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Escaped for element content and attribute values. */
export function escapeXml(text: string): string {
  return xmlSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A CDATA section of the text; a `]]>` inside ends one section and starts the next. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlSafe(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
