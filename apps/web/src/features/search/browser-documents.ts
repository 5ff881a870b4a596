import { graphql } from '../../graphql/generated/lazy';

/**
 * Suggestions while typing in the search box, sent by the browser (codegen puts this in its
 * own output, generated/lazy/, loaded only with the suggestion script). Public and anonymous.
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
