/**
 * The data attributes by which the sheet's scripts (FilterSheetLive, live-count.ts) find the
 * parts of the server-rendered conditions form (ListControls): the form renders on the
 * server alone, and its scripts load late (decision 0064).
 */
export const SHEET_MARKS = {
  /** The number in 「この条件で◯件を見る」, inside the submit button. */
  liveCount: 'data-live-count',
  /** The 「現在地から」 button. */
  currentPosition: 'data-current-position',
  /** Where the outcome of 「現在地から」 is said (a status region). */
  positionStatus: 'data-position-status',
  /** 「もっと見る」 of a long list: a link to the list's every choice (decision 0069). */
  moreChoices: 'data-more-choices',
  /** A container of choices the rest are added to in place: the features' groups, etc. */
  choices: 'data-choices',
} as const;
