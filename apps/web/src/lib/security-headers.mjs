/**
 * Security headers and the Content-Security-Policy of every web response
 * (docs/decisions/0017-content-security-policy.md). Plain JavaScript: besides next.config.ts and
 * src/proxy.ts, the ISR cache handler (src/server/cache-handler.mjs), loaded untranspiled, builds
 * the policy of each cached page from it. Types: security-headers.d.mts.
 */
import { createHash } from 'node:crypto';
import { EMBED_ORIGINS } from '@jobsite/ui/rich-text/embed-origins';

/**
 * The Content-Security-Policy. Inline `<script>` elements are allowed by exactly one of:
 * - `hashes`: the SHA-256 sources of the inline scripts of one HTML body (`scriptHashes`), for
 *   pages served from the ISR cache (cache-handler.mjs stores the policy with the page);
 * - `nonce`: the request's nonce, for pages rendered per request (src/proxy.ts `takesNonce`);
 * - neither: `'unsafe-inline'`, the baseline next.config.ts sends with every response, which
 *   the two above replace (server.mjs); an HTML page keeps it only when its render failed
 *   (a 5xx never reaches the cache) and under `next dev` (nothing is cached).
 * Always refused: inline event handlers, `javascript:` URLs, eval, plugins, other script hosts,
 * `<base>` rewrites and framing. `'unsafe-eval'` only under `next dev` (React's dev tooling).
 *
 * @param {{ development?: boolean, nonce?: string, hashes?: string[] }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ development = false, nonce, hashes } = {}) {
  // No 'strict-dynamic': every script of the site is this origin's, so a script another
  // script adds (e.g. an injected one from a foreign host) still has to be from 'self'.
  const inline = nonce ? [`'nonce-${nonce}'`] : (hashes ?? ["'unsafe-inline'"]);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...(development ? ["'unsafe-eval'"] : [])],
    'script-src-attr': ["'none'"],
    // vanilla-extract CSS is inlined in <head> (experimental.inlineCss) and a few components
    // set style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': EMBED_ORIGINS,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A `<script …>…</script>` element: its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** `type` values of scripts the browser runs; others (JSON-LD, JSON) are data, outside CSP. */
const SCRIPT_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The CSP hash sources (`'sha256-…'`, each once, in document order) of the inline scripts the
 * browser would run in `html`: script elements without `src` whose type is JavaScript. A hash is
 * over the element's text as the parser sees it (raw text, line breaks normalised to `\n`).
 *
 * @param {string} html
 * @returns {string[]}
 */
export function scriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (value && !SCRIPT_TYPE.test(value)) continue;
    const source = text.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of one rendered HTML page: its own inline scripts by hash, nothing else inline.
 *
 * @param {string} html
 * @param {{ development?: boolean }} [options]
 * @returns {string}
 */
export function pagePolicy(html, { development = false } = {}) {
  return contentSecurityPolicy({ development, hashes: scriptHashes(html) });
}

/**
 * Features the site never uses, denied to it and to every embedded frame; the position only to
 * the site's own pages (the search sheet's 「現在地から」 asks for it on the seeker's tap).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * name → value of every header; HSTS is ignored by browsers on plain http (RFC 6797 §8.1).
 *
 * @param {{ development?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ development = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ development }),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
