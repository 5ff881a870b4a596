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
} as const;
