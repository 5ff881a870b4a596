import { HISTORY_LIST } from '@jobsite/domain/constants';
import { parseIdList } from './id-list';

/** Recently viewed jobs: the `historyList` cookie, newest first, capped. */
export const HISTORY_LIST_COOKIE = HISTORY_LIST.cookieName;

export function parseHistoryList(value: string | null | undefined): string[] {
  return parseIdList(value, HISTORY_LIST.maxItems);
}

/** Puts the viewed job first (moving it if it was there already) and drops the oldest. */
export function recordView(ids: readonly string[], jobId: string): string[] {
  return [jobId, ...ids.filter((id) => id !== jobId)].slice(0, HISTORY_LIST.maxItems);
}
