'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { AUTH_RECORD_COOKIES, type AuthRecord, parseAuthRecord } from '../cookies/auth-record';
import { readCookie } from '../cookies/browser';
import { HISTORY_LIST_COOKIE, parseHistoryList } from '../cookies/history-list';
import { KEEP_LIST_COOKIE, parseKeepList } from '../cookies/keep-list';

/**
 * `document.cookie` as an external store: components re-render when this tab changes a cookie
 * (`notifyCookieChange`) or the tab comes back into view (another tab may have changed it).
 * On the server and during hydration the snapshot is `null`, so personal parts render their
 * "unknown" state and the page HTML stays the same for every visitor.
 *
 * Speed (docs/performance.md, Web): the snapshot stays `null` until the task after the first
 * subscription, so the personal fill-in of every island (header, each card's save button) is
 * one small re-render of its own instead of a synchronous re-render inside the task that runs
 * the whole page's hydration effects; and `document.cookie` is read once per task, not once
 * per hook call (a list page has dozens).
 */
const listeners = new Set<() => void>();
let filledIn = false;
let cachedCookies: string | null = null;

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

export function notifyCookieChange(): void {
  cachedCookies = null;
  notifyListeners();
}

function readCookies(): string {
  if (cachedCookies === null) {
    cachedCookies = document.cookie;
    queueMicrotask(() => {
      cachedCookies = null;
    });
  }
  return cachedCookies;
}

function cookieSnapshot(): string | null {
  return filledIn ? readCookies() : null;
}

function subscribe(listener: () => void): () => void {
  if (!filledIn && listeners.size === 0) {
    setTimeout(() => {
      filledIn = true;
      notifyListeners();
    }, 0);
  }
  listeners.add(listener);
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The store behind `useCookieString` (exported for its tests). */
export const cookieStore = { subscribe, getSnapshot: cookieSnapshot };

/** The cookie string, or null before hydration (and until the task after it). */
export function useCookieString(): string | null {
  return useSyncExternalStore(subscribe, cookieSnapshot, () => null);
}

export type AuthState = 'unknown' | 'signedIn' | 'signedOut';

export function readAuthRecord(cookies: string): AuthRecord | null {
  for (const name of AUTH_RECORD_COOKIES) {
    const record = parseAuthRecord(readCookie(name, cookies));
    if (record) return record;
  }
  return null;
}

/** Signed-in state from the BFF's readable marker cookie; `unknown` until hydrated. */
export function useAuthState(): AuthState {
  const cookies = useCookieString();
  if (cookies === null) return 'unknown';
  return readAuthRecord(cookies) ? 'signedIn' : 'signedOut';
}

/** The visitor's saved job ids (keepList cookie); null until hydrated. */
export function useKeepList(): string[] | null {
  const cookies = useCookieString();
  const value = cookies === null ? null : (readCookie(KEEP_LIST_COOKIE, cookies) ?? '');
  return useMemo(() => (value === null ? null : parseKeepList(value)), [value]);
}

/** Recently viewed job ids (historyList cookie); null until hydrated. */
export function useHistoryList(): string[] | null {
  const cookies = useCookieString();
  const value = cookies === null ? null : (readCookie(HISTORY_LIST_COOKIE, cookies) ?? '');
  return useMemo(() => (value === null ? null : parseHistoryList(value)), [value]);
}
