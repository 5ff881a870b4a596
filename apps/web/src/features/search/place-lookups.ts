import { CacheTag } from '@jobsite/domain/web-cache';
import { cachedQuery, REVALIDATE, requestGraphQL } from '@/lib/graphql/server';
import { placeSuggestionsDocument, prefectureMunicipalitiesDocument } from './search-documents';
import type { PlaceLookups } from './search-target';

/**
 * The BFF behind /search/go's place words. A prefecture's municipalities are master data,
 * cached like the other master queries; suggestions are asked uncached (any word may come)
 * and only for a city typed without its prefecture.
 */
export const bffPlaceLookups: PlaceLookups = {
  async municipalitiesOf(prefecture) {
    const data = await cachedQuery(
      prefectureMunicipalitiesDocument,
      { prefecture },
      { revalidate: REVALIDATE.master, tags: [CacheTag.master] },
    );
    return data.searchMunicipalities;
  },
  async placeSuggestions(word) {
    const data = await requestGraphQL(placeSuggestionsDocument, { prefix: word, limit: 20 });
    return data.searchSuggestions;
  },
};
