import { describe, expect, it } from 'vitest';
import { FIXED_PAGE_REVISIONS, newestDay, sitemapIndexXml, urlSetXml } from './sitemap';

describe('sitemap lastmod', () => {
  it('is the newest instant as a JST date, and absent without one', () => {
    expect(newestDay(['2026-11-20T10:00:00Z', '2026-11-26T15:30:00Z', null, 'not a date'])).toBe(
      '2026-11-27',
    );
    expect(newestDay(['2026-11-01', undefined])).toBe('2026-11-01');
    expect(newestDay([null, undefined])).toBeUndefined();
  });

  it('is written on index entries and url entries that carry one', () => {
    expect(
      sitemapIndexXml([{ loc: 'https://x.example/sitemaps/static.xml', lastmod: '2026-11-27' }]),
    ).toContain(
      '<sitemap><loc>https://x.example/sitemaps/static.xml</loc><lastmod>2026-11-27</lastmod></sitemap>',
    );
    expect(urlSetXml([{ loc: 'https://x.example/terms' }])).toContain(
      '<url><loc>https://x.example/terms</loc></url>',
    );
  });

  it('knows a revision date for every fixed page whose text is in the repository', () => {
    for (const day of Object.values(FIXED_PAGE_REVISIONS))
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
