import { findPrefectureBySlug } from '@jobsite/domain/masters';
import { SEARCH_BOX_FIELDS } from '@jobsite/ui/search-box';
import * as css from './SearchForm.css';
import { SiteSearchBox } from './SiteSearchBox';
import { cleanKeyword } from './search-input';
import { NOTICE_PARAM, searchNoticeMessages } from './search-target';

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 200);

/**
 * The search form of /search: the keyword + place box filled with the search shown, and the
 * notice of /search/go when it had to cut or drop characters (decision 0032). Place the
 * results under it. `searchParams` is the page's, as given to the page.
 */
export function SearchForm({
  searchParams,
  placeText,
}: {
  searchParams: Params;
  /**
   * What the place box shows, e.g. 「大阪府 大阪市北区」 when the page knows the names of its
   * `city` codes; by default the name of the `pref` prefecture.
   */
  placeText?: string;
}) {
  const messages = searchNoticeMessages(searchParams[NOTICE_PARAM]);
  const occupation = first(searchParams[SEARCH_BOX_FIELDS.occupation]);
  const prefecture = findPrefectureBySlug(first(searchParams[SEARCH_BOX_FIELDS.prefecture]));
  return (
    <div className={css.wrapper}>
      {messages.length > 0 && (
        <div className={css.notice} role="status">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <SiteSearchBox
        id="search-page-box"
        defaultKeyword={cleanKeyword(first(searchParams[SEARCH_BOX_FIELDS.keyword])).text}
        defaultPlace={placeText ?? prefecture?.name}
        occupation={occupation && /^[a-z_]{1,40}$/.test(occupation) ? occupation : undefined}
      />
    </div>
  );
}
