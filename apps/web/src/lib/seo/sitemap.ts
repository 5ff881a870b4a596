import { toJstDateString } from '@jobsite/domain/formatters';

/** Sitemaps (sitemaps.org 0.9): an index and url sets, as XML strings. */

export type SitemapUrl = { loc: string; lastmod?: string };

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function entry(tag: 'url' | 'sitemap', url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(url.loc)}</loc>${lastmod}</${tag}>`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => entry('url', u)).join('')}</urlset>\n`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}

/** Jobs per job sitemap file (the protocol allows 50,000; smaller files regenerate faster). */
export const JOBS_PER_SITEMAP = 5000;

/** The newest of some instants as a JST date (a `lastmod`), or undefined when there is none. */
export function newestDay(instants: ReadonlyArray<string | null | undefined>): string | undefined {
  let newest: number | undefined;
  for (const instant of instants) {
    const time = instant ? Date.parse(instant) : Number.NaN;
    if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
  }
  return newest === undefined ? undefined : toJstDateString(new Date(newest).toISOString());
}

/**
 * The day each page whose text lives in this repository was last revised: the sitemap's
 * `lastmod` of those pages. Change the date with the page's text.
 */
export const FIXED_PAGE_REVISIONS = {
  '/faq': '2026-11-01',
  '/terms': '2026-11-01',
  '/mission': '2026-11-01',
  '/privacy-policy': '2026-11-01',
} as const;
