import { FilterXSS } from 'xss';

const LINK_ATTRS = ['href', 'title', 'target', 'rel'];

/**
 * Allowlist for rich text from the CMS (FAQ answers): text formatting, lists, links and
 * simple tables. Everything else is dropped; script/style bodies go with their tags.
 * `javascript:` and other unsafe URLs are removed by the filter's URL check.
 */
const filter = new FilterXSS({
  whiteList: {
    a: LINK_ATTRS,
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    span: [],
    small: [],
    ul: [],
    ol: [],
    li: [],
    dl: [],
    dt: [],
    dd: [],
    blockquote: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['scope'],
    td: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
  onTagAttr(tag, name, value) {
    // Links opening a new tab never hand the opener to the target page.
    if (tag === 'a' && name === 'target')
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    if (tag === 'a' && name === 'rel') return '';
    return undefined;
  },
});

/** HTML safe to inject with dangerouslySetInnerHTML, on the server and in the browser. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? filter.process(html) : '';
}
