'use client';

import { KEEP_LIST } from '@jobsite/domain/constants';
import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../cookies/browser';
import { serializeIdList } from '../cookies/id-list';
import {
  addToKeepList,
  KEEP_LIST_COOKIE,
  parseKeepList,
  removeFromKeepList,
} from '../cookies/keep-list';
import { GraphQLRequestError } from '../graphql/request-error';
import { notifyCookieChange } from './cookie-store';
import { emitSavedJobsEvent } from './events';

/**
 * Saving jobs. Visitors keep them in the keepList cookie (at most 20, two weeks, spec §4/§5);
 * members on the server (addFavorite / removeFavorite). Either way the header count and
 * every save button follow, and the 'Added to list!' dialog hears about additions.
 */

const SAVE_FAILED_MESSAGE = '保存できませんでした。時間をおいて再度お試しください。';

function writeKeepList(ids: readonly string[]): void {
  writeCookie(KEEP_LIST_COOKIE, serializeIdList(ids), KEEP_LIST.lifetimeSeconds);
  notifyCookieChange();
}

/** Visitor: saves or unsaves in the cookie. Returns false when the list is full. */
export function toggleKeepListJob(jobId: string, save: boolean): boolean {
  const current = parseKeepList(readCookie(KEEP_LIST_COOKIE));
  if (!save) {
    writeKeepList(removeFromKeepList(current, jobId));
    return true;
  }
  const change = addToKeepList(current, jobId);
  if (!change.ok) {
    emitSavedJobsEvent({ type: 'refused', message: change.message });
    return false;
  }
  if (change.added) {
    writeKeepList(change.ids);
    emitSavedJobsEvent({ type: 'added', jobId });
  }
  return true;
}

// ---- Members: saved ids and header counts from the BFF, kept in memory for this tab ----

export type MemberState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  favoriteIds: ReadonlySet<string>;
  favoriteJobCount: number;
  messageCount: number;
  /** New matches of the member's saved searches (the my page badge). */
  newMatchCount: number;
  /** Jobs the member applied to (応募済み). */
  enteredIds: ReadonlySet<string>;
};

const MEMBER_FAVORITES_PAGE = 100;
let memberState: MemberState = {
  status: 'idle',
  favoriteIds: new Set(),
  favoriteJobCount: 0,
  messageCount: 0,
  newMatchCount: 0,
  enteredIds: new Set(),
};
const memberListeners = new Set<() => void>();

function setMemberState(next: Partial<MemberState>): void {
  memberState = { ...memberState, ...next };
  for (const listener of memberListeners) listener();
}

function subscribeMember(listener: () => void): () => void {
  memberListeners.add(listener);
  return () => {
    memberListeners.delete(listener);
  };
}

const idleState = memberState;

export function useMemberState(): MemberState {
  return useSyncExternalStore(
    subscribeMember,
    () => memberState,
    () => idleState,
  );
}

/** Loads the member's counts and saved ids once per tab (again with `force`). */
export async function loadMemberState(force = false): Promise<void> {
  if (!force && memberState.status !== 'idle') return;
  setMemberState({ status: 'loading' });
  try {
    const { fetchMemberState } = await import('./member-api');
    const state = await fetchMemberState(MEMBER_FAVORITES_PAGE);
    setMemberState({
      status: 'ready',
      ...state,
      favoriteIds: new Set(state.favoriteIds),
      enteredIds: new Set(state.enteredIds),
    });
  } catch {
    setMemberState({ status: 'error' });
  }
}

/**
 * Member: the unread message count the api reported after a read or a send (the header
 * badge follows it without loading everything again).
 */
export function setMemberMessageCount(messageCount: number): void {
  if (memberState.messageCount !== messageCount) setMemberState({ messageCount });
}

/** Member: saves or unsaves on the server, updating the count and saved ids. */
export async function toggleMemberFavorite(jobId: string, save: boolean): Promise<boolean> {
  const ids = new Set(memberState.favoriteIds);
  try {
    const api = await import('./member-api');
    if (save) {
      const favoriteJobCount = await api.addFavorite(jobId);
      ids.add(jobId);
      setMemberState({ favoriteIds: ids, favoriteJobCount });
      emitSavedJobsEvent({ type: 'added', jobId });
    } else {
      const favoriteJobCount = await api.removeFavorite(jobId);
      ids.delete(jobId);
      setMemberState({ favoriteIds: ids, favoriteJobCount });
    }
    return true;
  } catch (error) {
    const full = error instanceof GraphQLRequestError && error.code === 'FAVORITE_LIST_FULL';
    emitSavedJobsEvent(
      full
        ? { type: 'refused', message: KEEP_LIST_FULL_MESSAGE }
        : { type: 'failed', message: SAVE_FAILED_MESSAGE },
    );
    return false;
  }
}
