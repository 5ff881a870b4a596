'use client';

import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import { notifyCookieChange } from '@/lib/client-state/cookie-store';
import { emitSavedJobsEvent } from '@/lib/client-state/events';
import { loadMemberState } from '@/lib/client-state/saved-jobs';
import { loadAccountApi } from './lazy';

const MERGE_FAILED_MESSAGE =
  '気になるリストの求人を会員情報に移せませんでした。リストはそのまま残っています。';

/**
 * After a sign-in or a completed sign-up: the header learns the new state, the keepList
 * cookie moves into the favourites (spec §4; the cookie is kept when that fails or does not
 * fit, with a message), and the header's counts load again.
 */
export async function finishSignIn(): Promise<void> {
  notifyCookieChange();
  try {
    const { mergeKeepListIntoFavorites } = await loadAccountApi();
    const outcome = await mergeKeepListIntoFavorites();
    if (outcome.full) emitSavedJobsEvent({ type: 'refused', message: KEEP_LIST_FULL_MESSAGE });
  } catch {
    emitSavedJobsEvent({ type: 'failed', message: MERGE_FAILED_MESSAGE });
  }
  await loadMemberState(true);
}
