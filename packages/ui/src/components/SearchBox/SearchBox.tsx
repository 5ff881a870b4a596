import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import * as css from './SearchBox.css';
import { SEARCH_BOX_FIELDS, SEARCH_BOX_TEXT } from './text';

/** Which box a field belongs to, for the suggestion script (`data-search-box`). */
export type SearchBoxPart = 'keyword' | 'place' | 'status';

export type SearchBoxProps = {
  /** Unique on the page: the prefix of every id inside (two boxes may share a page). */
  id: string;
  /** The GET target (default `/search/go`). */
  action?: string;
  defaultKeyword?: string;
  defaultPlace?: string;
  /** The list the box narrows (occupation route slug), sent as a hidden field. */
  occupation?: string;
  /**
   * Mark the boxes up as WAI-ARIA comboboxes (role, aria-expanded, aria-controls) for the
   * suggestion script attached with `attachSearchBoxSuggestions`, and the form with
   * `data-search-suggestions` for whatever attaches it. Without it, plain text boxes.
   */
  suggestions?: boolean;
  /** `lg`: the home hero's larger boxes (56 px). */
  size?: 'md' | 'lg';
  /** `stacked` keeps one column at every width (the phone menu). */
  layout?: 'responsive' | 'stacked';
  /** Accessible name of the form (a search landmark); default 求人検索. */
  label?: string;
  /** Rendered inside the form, e.g. the component that loads the suggestion script. */
  children?: ReactNode;
};

/**
 * The keyword + place search box: a plain GET form (works without JavaScript) with a
 * keyword box, a place box and a 検索 button. Renders on the server; suggestions are an
 * enhancement attached later (`./combobox`).
 */
export function SearchBox({
  id,
  action = '/search/go',
  defaultKeyword,
  defaultPlace,
  occupation,
  suggestions = false,
  size = 'md',
  layout = 'responsive',
  label = SEARCH_BOX_TEXT.form,
  children,
}: SearchBoxProps) {
  const keywordId = `${id}-keyword`;
  const placeId = `${id}-place`;
  const combo = (listboxId: string) =>
    suggestions
      ? ({
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': false,
          'aria-controls': listboxId,
        } as const)
      : {};
  const listbox = (listboxId: string, name: string) =>
    suggestions ? (
      <div id={listboxId} role="listbox" aria-label={name} className={css.listbox} hidden />
    ) : null;
  const text = {
    type: 'text',
    inputMode: 'search',
    enterKeyHint: 'search',
    autoComplete: 'off',
    autoCorrect: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    className: css.input({ size }),
  } as const;

  return (
    // <search>: the search landmark, named by the form's label (two boxes may share a page).
    <search aria-label={label}>
      <form
        id={id}
        aria-label={label}
        action={action}
        method="get"
        className={css.form({ layout })}
        data-search-suggestions={suggestions ? '' : undefined}
      >
        <div className={css.field}>
          <label htmlFor={keywordId} className={css.label}>
            {SEARCH_BOX_TEXT.keyword}
          </label>
          <div className={css.combo}>
            <input
              {...text}
              {...combo(`${keywordId}-list`)}
              id={keywordId}
              name={SEARCH_BOX_FIELDS.keyword}
              placeholder={SEARCH_BOX_TEXT.keywordPlaceholder}
              defaultValue={defaultKeyword}
              maxLength={200}
              data-search-box="keyword"
            />
            {listbox(`${keywordId}-list`, SEARCH_BOX_TEXT.keywordSuggestions)}
          </div>
        </div>
        <div className={css.field}>
          <label htmlFor={placeId} className={css.label}>
            {SEARCH_BOX_TEXT.place}
          </label>
          <div className={css.combo}>
            <input
              {...text}
              {...combo(`${placeId}-list`)}
              id={placeId}
              name={SEARCH_BOX_FIELDS.place}
              placeholder={SEARCH_BOX_TEXT.placePlaceholder}
              defaultValue={defaultPlace}
              maxLength={100}
              data-search-box="place"
            />
            {listbox(`${placeId}-list`, SEARCH_BOX_TEXT.placeSuggestions)}
          </div>
        </div>
        <button type="submit" className={css.submit({ size })}>
          <SearchIcon />
          {SEARCH_BOX_TEXT.submit}
        </button>
        {/* Ids of a picked suggestion; disabled (not sent) until one is picked. */}
        <input
          type="hidden"
          name={SEARCH_BOX_FIELDS.occupation}
          defaultValue={occupation ?? ''}
          disabled={!occupation}
          data-default={occupation ?? ''}
        />
        <input type="hidden" name={SEARCH_BOX_FIELDS.prefecture} defaultValue="" disabled />
        <input type="hidden" name={SEARCH_BOX_FIELDS.city} defaultValue="" disabled />
        <input type="hidden" name={SEARCH_BOX_FIELDS.feature} defaultValue="" disabled />
        {suggestions && (
          <p className={visuallyHidden} role="status" aria-live="polite" data-search-box="status" />
        )}
        {children}
      </form>
    </search>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
