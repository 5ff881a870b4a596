import { attachSearchBoxSuggestions, type SearchSuggestion } from '@jobsite/ui/search-box/combobox';
import { browserGraphQL } from '@/lib/graphql/browser';
import { searchSuggestionsDocument } from './browser-documents';

/** How many suggestions a box shows (fits a phone screen above the keyboard). */
const LIMIT = 8;

/**
 * The suggestion script of the search box, loaded on first focus (useSearchBoxSuggestions):
 * asks the BFF's public `searchSuggestions` like the other browser queries. A session that
 * ended is not this box's business, so it never redirects to login; errors show nothing.
 */
export function attachSuggestions(form: HTMLFormElement): () => void {
  return attachSearchBoxSuggestions(form, async (prefix, { place }) => {
    const data = await browserGraphQL(
      searchSuggestionsDocument,
      { prefix, place, limit: LIMIT },
      { onSessionExpired: 'throw' },
    );
    return data.searchSuggestions as readonly SearchSuggestion[];
  });
}
