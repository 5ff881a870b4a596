import { graphql } from '../../graphql/generated/browser';

/**
 * Suggestions while typing in the search box, sent by the browser (codegen puts this in the
 * browser output, generated/browser/). Public and anonymous: the BFF answers it for anyone.
 */
export const searchSuggestionsDocument = graphql(`
  query SearchSuggestions($prefix: String!, $place: Boolean, $limit: Int) {
    searchSuggestions(prefix: $prefix, place: $place, limit: $limit) {
      kind
      id
      label
      jobCount
    }
  }
`);
