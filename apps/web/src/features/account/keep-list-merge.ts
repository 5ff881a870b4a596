import { KEEP_LIST } from '@jobsite/domain/constants';

/**
 * Spec §4: on sign-in or sign-up the visitor's cookie saved list (keepList) moves into the
 * member's favourites (addFavorites); nothing saved may be lost.
 *
 * addFavorites saves the published jobs that fit (at most KEEP_LIST.maxItems favourites) and
 * answers which of the ids sent are now favourites. What the cookie keeps afterwards:
 * - ids that are favourites now: removed (moved);
 * - ids not saved while the favourites are full: kept, so the member can make room and
 *   nothing is lost;
 * - ids not saved while there was room: the job is no longer published, so dropped;
 * - ids added to the cookie meanwhile (another tab) and not sent: kept.
 */
export function keepListAfterMerge(
  current: readonly string[],
  sent: readonly string[],
  saved: ReadonlySet<string>,
  favoriteJobCount: number,
  maxItems: number = KEEP_LIST.maxItems,
): { remaining: string[]; full: boolean } {
  const full = favoriteJobCount >= maxItems;
  const sentIds = new Set(sent);
  const remaining = current.filter((id) => !sentIds.has(id) || (full && !saved.has(id)));
  const leftOver = remaining.some((id) => sentIds.has(id));
  return { remaining, full: full && leftOver };
}
