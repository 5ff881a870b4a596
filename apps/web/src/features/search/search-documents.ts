import { graphql } from '@/graphql/generated';

/**
 * What /search/go asks the BFF to read place words: a prefecture's municipalities (master
 * data, cached an hour) and, for a city typed without its prefecture, place suggestions.
 */
export const prefectureMunicipalitiesDocument = graphql(`
  query SearchPlaceMunicipalities($prefecture: String!) {
    searchMunicipalities(prefectureNameEn: $prefecture) {
      id
      name
    }
  }
`);

export const placeSuggestionsDocument = graphql(`
  query PlaceSuggestions($prefix: String!, $limit: Int) {
    searchSuggestions(prefix: $prefix, place: true, limit: $limit) {
      kind
      id
      label
    }
  }
`);
