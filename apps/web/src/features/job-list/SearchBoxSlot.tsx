import { findPrefectureBySlug } from '@jobsite/domain/masters';
import { SiteSearchBox } from '@/features/search/SiteSearchBox';

/**
 * The keyword + place box at the top of every list (decision 0032), filled with the list's
 * keyword and prefecture: a new search starts from the one shown.
 */
export function SearchBoxSlot({
  keyword,
  place,
  occupation,
}: {
  /** The list's cleaned keyword (null: none). */
  keyword: string | null;
  /** The list's prefecture slug (null: 全国). */
  place: string | null;
  /** The occupation slug. */
  occupation: string;
}) {
  return (
    <SiteSearchBox
      id="list-search"
      occupation={occupation}
      {...(keyword ? { defaultKeyword: keyword } : {})}
      {...(place ? { defaultPlace: findPrefectureBySlug(place)?.name ?? '' } : {})}
    />
  );
}
