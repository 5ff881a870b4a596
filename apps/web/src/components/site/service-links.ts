import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';
import { SITE_TRADEMARK_ID } from '@/lib/site-config';

const siteTrademarkQuery = graphql(`
  query SiteTrademark($id: ID!) {
    trademark(id: $id) {
      id
      displayServiceLinks
    }
  }
`);

/**
 * Whether the site's brand shows the service links (spec §3 `Trademark.displayServiceLinks`;
 * decision 0054): an unknown brand, or an api that cannot be reached (e.g. pages prerendered
 * at build time, decision 0013), keeps them, as the site did before the brand was read.
 */
export function serviceLinksShown(trademark: { displayServiceLinks: boolean } | null): boolean {
  return trademark?.displayServiceLinks ?? true;
}

/** The site brand's choice, cached like other master data. */
export async function loadServiceLinksShown(): Promise<boolean> {
  try {
    const data = await cachedQuery(
      siteTrademarkQuery,
      { id: SITE_TRADEMARK_ID },
      { revalidate: REVALIDATE.master, tags: [CacheTag.master] },
    );
    return serviceLinksShown(data.trademark ?? null);
  } catch {
    return serviceLinksShown(null);
  }
}
