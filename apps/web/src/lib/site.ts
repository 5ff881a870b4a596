import {
  createLandingPages,
  type LandingPageConfig,
  landingPageFor,
} from '@jobsite/domain/masters';

export { EXTERNAL_URLS, SITE_DESCRIPTION, SITE_NAME } from './site-config';

/**
 * The public origin of the site, for canonical URLs, the sitemap and structured data. Read at
 * request time (pages render on demand), so one build serves any host.
 */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

/** An absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * An address as structured data wants it: kept when absolute (an image host, a CDN), else on
 * the site's origin (decision 0034: absolute URLs everywhere).
 */
export function toAbsoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : absoluteUrl(url);
}

/** The external landing pages on the configured host (spec §2 Landing pages). */
export function landingPages(): readonly LandingPageConfig[] {
  return createLandingPages(process.env.LANDING_PAGE_BASE_URL);
}

/** The landing page of an occupation or landing key; others get the sign-up page. */
export function landingPageOf(key: string): LandingPageConfig {
  return landingPageFor(key, landingPages());
}

/** Footer group 'landing pages per job category' (spec §2 Footer). */
export function footerLandingLinks() {
  const entries = [
    ['driver', 'ドライバー'],
    ['car_mechanic', '整備士'],
    ['manufacturing', '製造・工場'],
    ['construction_management_engineer', '施工管理'],
    ['chief_electrical_engineer', '電気主任技術者'],
  ] as const;
  return entries.map(([key, label]) => {
    const page = landingPageOf(key);
    return { label: `${label}の会員登録`, href: page.basePath, external: page.isExternal };
  });
}
