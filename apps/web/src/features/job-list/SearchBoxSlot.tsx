/**
 * THE SEARCH BOX SPOT at the top of every list (and of /search results): the keyword + place
 * SearchBox with suggestions (features/search/, packages/ui search-box) goes here when the two
 * branches meet:
 *
 *   return <SearchBox keyword={keyword} place={place} occupation={occupation} />;
 *
 * Until then it renders nothing. `keyword` is the list's cleaned keyword (null: none), `place`
 * the prefecture slug of the list (null: 全国), `occupation` the occupation slug (null: all
 * occupations, /search).
 */
export function SearchBoxSlot(_props: {
  keyword: string | null;
  place: string | null;
  occupation: string | null;
}) {
  return null;
}
