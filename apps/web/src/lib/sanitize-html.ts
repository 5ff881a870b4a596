import { escapeAttrValue, FilterXSS } from 'xss';

/**
 * Rich text from the CMS and the api (magazine bodies, news, job article sections) is
 * sanitised again here before it is injected: an allowlist of text, media and table tags.
 * Embedded media is forced to the light theme (spec §2 Magazine): embeds that read a theme
 * (X/Twitter, Instagram blockquotes, YouTube/Vimeo iframes) get it, iframes get
 * `color-scheme: light`, and every iframe is lazy with a title.
 */

const EMBED_HOSTS =
  /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|player\.vimeo\.com|platform\.twitter\.com|www\.instagram\.com)\//;
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;

const text = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'sup', 'sub', 'hr'];
const blocks = [
  'h2',
  'h3',
  'h4',
  'h5',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'div',
];
const tables = ['table', 'thead', 'tbody', 'tr', 'caption'];

const filter = new FilterXSS({
  whiteList: {
    ...Object.fromEntries([...text, ...blocks, ...tables].map((tag) => [tag, []])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    blockquote: ['class', 'cite', 'data-theme'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'object', 'embed'],
  onTagAttr(tag, name, value) {
    if ((name === 'href' || name === 'src') && !SAFE_URL.test(value.trim())) return '';
    if (tag === 'a' && name === 'target') {
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    }
    if (tag === 'a' && name === 'rel') return '';
    if (tag === 'iframe' && name === 'src') {
      if (!EMBED_HOSTS.test(value)) return 'src="about:blank"';
      const url = new URL(value);
      if (/youtube|vimeo/.test(url.hostname)) url.searchParams.set('theme', 'light');
      return `src="${escapeAttrValue(url.toString())}" style="color-scheme: light"`;
    }
    if (tag === 'blockquote' && name === 'data-theme') return 'data-theme="light"';
    if ((tag === 'img' || tag === 'iframe') && name === 'loading') return '';
    return undefined;
  },
});

/** Adds fixed attributes to the already-filtered HTML (images and iframes lazy, light embeds). */
function finish(html: string): string {
  return html
    .replace(/<img /g, '<img loading="lazy" decoding="async" ')
    .replace(/<iframe /g, '<iframe loading="lazy" ')
    .replace(
      /<blockquote class="([^"]*\b(?:twitter-tweet|instagram-media)\b[^"]*)"(?![^>]*data-theme)/g,
      '<blockquote class="$1" data-theme="light"',
    );
}

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? finish(filter.process(html)) : '';
}
