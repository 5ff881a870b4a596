import { escapeAttrValue, FilterXSS, parseAttr } from 'xss';
import { EMBED_ORIGINS } from './embed-origins.mjs';

/**
 * Editors' HTML (magazine bodies, news, FAQ answers, job article sections) becomes DOM in one
 * place: `RichText`, which takes only `SafeHtml`, which only `sanitizeRichText` makes. One
 * library (js-xss: small enough for the browser, where FAQ answers also render) and one
 * allow-list (docs/decisions/0044-one-rich-text-boundary.md):
 * - text, headings, lists, tables, links, images, figures and quotes;
 * - iframes of the embed origins only (others go whole); embeds are forced to the light theme
 *   (spec §2 Magazine) and are lazy;
 * - only http(s), site-relative, fragment, mailto and tel URLs;
 * - scripts, styles, handlers and every other tag or attribute go, script and style bodies too.
 */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;
const THEMED_EMBED = /\b(?:twitter-tweet|instagram-media)\b/;

const TEXT = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'sup', 'sub', 'hr'];
const BLOCKS = ['h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption'];
const TABLES = ['table', 'thead', 'tbody', 'tr', 'caption'];

function isEmbedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && EMBED_ORIGINS.includes(url.origin);
  } catch {
    return false;
  }
}

/** Whether each open `<iframe>` of the document being filtered was kept (frames do not nest). */
const framesKept: boolean[] = [];

/** The src of an `<img …>` or `<iframe …>` tag as written, or undefined. */
function srcOf(tag: string): string | undefined {
  let src: string | undefined;
  parseAttr(tag.replace(/^<[a-z]+\b|\/?>$/gi, ''), (name, value) => {
    if (name.toLowerCase() === 'src') src = value;
    return '';
  });
  return src;
}

const filter = new FilterXSS({
  whiteList: {
    ...Object.fromEntries([...TEXT, ...BLOCKS, ...TABLES, 'div'].map((tag) => [tag, []])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    blockquote: ['class', 'cite'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'object', 'embed', 'noscript'],
  onTag(tag, html, { isClosing }) {
    // A picture without a safe address, or a frame of another origin, is nothing to show:
    // the whole tag goes (a frame's closing tag too).
    if (tag === 'img' && !isClosing && !SAFE_URL.test(srcOf(html)?.trim() ?? '')) return '';
    if (tag === 'iframe') {
      if (isClosing) return framesKept.pop() ? undefined : '';
      const kept = isEmbedUrl(srcOf(html)?.trim() ?? '');
      framesKept.push(kept);
      return kept ? undefined : '';
    }
    return undefined;
  },
  onTagAttr(tag, name, value) {
    if ((name === 'href' || name === 'src' || name === 'cite') && !SAFE_URL.test(value.trim())) {
      return '';
    }
    if (tag === 'a' && name === 'target') {
      // Links opening a new tab never hand the opener to the target page.
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    }
    if (tag === 'a' && name === 'rel') return '';
    // Fixed attributes ride on the one attribute every kept element has.
    if (tag === 'img' && name === 'src') {
      return `src="${escapeAttrValue(value)}" loading="lazy" decoding="async"`;
    }
    if (tag === 'iframe' && name === 'src') {
      const url = new URL(value);
      if (/youtube|vimeo/.test(url.hostname)) url.searchParams.set('theme', 'light');
      return `src="${escapeAttrValue(url.toString())}" style="color-scheme: light" loading="lazy"`;
    }
    if (tag === 'blockquote' && name === 'class') {
      const kept = `class="${escapeAttrValue(value)}"`;
      return THEMED_EMBED.test(value) ? `${kept} data-theme="light"` : kept;
    }
    return undefined;
  },
});

/** The only way to make SafeHtml. Null and empty give an empty string. */
export function sanitizeRichText(html: string | null | undefined): SafeHtml {
  framesKept.length = 0;
  return (html ? filter.process(html) : '') as SafeHtml;
}
