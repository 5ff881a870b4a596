/**
 * Security headers of every web response (docs/decisions/0017-content-security-policy.md).
 * One static set, applied by next.config.ts `headers()`, so cached (ISR) pages keep being
 * served from the cache: a per-request nonce would render every page per request.
 */

/** Hosts whose players and posts magazine articles may embed (see lib/sanitize-html.ts). */
const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://platform.twitter.com',
  'https://www.instagram.com',
];

/**
 * The Content-Security-Policy. Pages served from the cache (the public site): scripts only
 * from this origin's files, and inline `<script>` elements (Next.js streams the page's RSC
 * payload in inline scripts whose text differs per page, so neither a hash list nor SRI can
 * name them while pages are cached). Pages rendered per request for one person (`nonce`
 * given, src/proxy.ts): this origin's files and inline scripts carrying the request's nonce;
 * no inline script element without it. Both: inline event handlers,
 * `javascript:` URLs, eval, plugins, other script hosts, `<base>` rewrites and framing are
 * refused. `'unsafe-eval'` only under `next dev` (React's dev tooling).
 */
export function contentSecurityPolicy({
  development = false,
  nonce,
}: {
  development?: boolean;
  nonce?: string;
} = {}): string {
  // No 'strict-dynamic': every script of the site is this origin's, so a script another
  // script adds (e.g. an injected one from a foreign host) still has to be from 'self'.
  const scripts = nonce ? [`'nonce-${nonce}'`] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(development ? ["'unsafe-eval'"] : [])],
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

/** Features the site never uses, denied to it and to every embedded frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
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

/** name → value of every header; HSTS is ignored by browsers on plain http (RFC 6797 §8.1). */
export function securityHeaders({ development = false } = {}): Record<string, string> {
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
