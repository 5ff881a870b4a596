/** Kept apart from the component so the suggestion script can use them without it. */

/** Screen text of the box (decision 0032). */
export const SEARCH_BOX_TEXT = Object.freeze({
  form: '求人検索',
  keyword: 'キーワード',
  keywordPlaceholder: '職種・会社名・仕事内容・資格など',
  place: '勤務地',
  placePlaceholder: '都道府県・市区町村',
  submit: '検索',
  keywordSuggestions: 'キーワードの候補',
  placeSuggestions: '勤務地の候補',
});

/** Names of the fields /search/go reads. */
export const SEARCH_BOX_FIELDS = Object.freeze({
  keyword: 'keyword',
  place: 'place',
  occupation: 'occupation',
  prefecture: 'pref',
  city: 'city',
  feature: 'feature',
});
