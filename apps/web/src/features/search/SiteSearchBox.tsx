import { SearchBox, type SearchBoxProps } from '@jobsite/ui/search-box';

export type SiteSearchBoxProps = Omit<SearchBoxProps, 'suggestions' | 'children' | 'action'>;

/**
 * The site's keyword + place box (decision 0032): the server-rendered GET form to
 * /search/go, with suggestions attached on first focus by the header's
 * useSearchBoxSuggestions. Usable from server and client components; `id` must be unique on
 * the page.
 */
export function SiteSearchBox(props: SiteSearchBoxProps) {
  return <SearchBox {...props} action="/search/go" suggestions />;
}
