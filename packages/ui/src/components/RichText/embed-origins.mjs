/**
 * Origins whose players and posts editors' HTML may embed (magazine articles, job article
 * sections). The rich-text policy (safe-html.ts) keeps iframes of these origins only, and the
 * web's Content-Security-Policy (apps/web/src/lib/security-headers.mjs) allows exactly these as
 * frame sources. Plain JavaScript: the web's security headers load it untranspiled.
 */
export const EMBED_ORIGINS = Object.freeze([
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://platform.twitter.com',
  'https://www.instagram.com',
]);
