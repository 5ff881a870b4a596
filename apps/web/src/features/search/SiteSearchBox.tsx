import { SearchBox, type SearchBoxProps } from '@jobsite/ui/search-box';
import { SearchSuggestionsLoader } from './SearchSuggestionsLoader';

export type SiteSearchBoxProps = Omit<SearchBoxProps, 'suggestions' | 'children' | 'action'>;

/**
 * The site's keyword + place box (decision 0032): the server-rendered GET form to
 * /search/go, with suggestions loaded on first focus. Usable from server and client
 * components; `id` must be unique on the page.
 */
export function SiteSearchBox(props: SiteSearchBoxProps) {
  return (
    <SearchBox {...props} action="/search/go" suggestions>
      <SearchSuggestionsLoader formId={props.id} />
    </SearchBox>
  );
}
