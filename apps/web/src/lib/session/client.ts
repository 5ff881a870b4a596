'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { type AuthState, readAuthRecord, useCookieString } from '../client-state/cookie-store';
import type { AuthRecord } from '../cookies/auth-record';
import { paths } from '../paths';
import { type AuthFailure, signOutEverywhere } from './auth-api';
import { loginPathFor } from './redirect';
import { browserStorages, clearSessionScopedKeys, LAST_SESSION_SENT_AT_KEY } from './storage';

/**
 * Signed-in state for client components.
 *
 * - `status`: 'unknown' on the server and until hydrated (render a placeholder, never a
 *   guess), then 'signedIn' or 'signedOut' from the BFF's readable auth record cookie.
 * - `member`: `{ uid, email }` when signed in (email null for phone accounts), else null.
 *
 * Re-renders when this tab changes a cookie (sign-in, sign-out) or the tab becomes visible.
 */
export type Session = { status: AuthState; member: AuthRecord | null };

export function useSession(): Session {
  const cookies = useCookieString();
  if (cookies === null) return { status: 'unknown', member: null };
  const member = readAuthRecord(cookies);
  return member ? { status: 'signedIn', member } : { status: 'signedOut', member: null };
}

/**
 * Client guard for member pages rendered in the browser: once the state is known and the
 * visitor is signed out, replaces the page with login (`redirect_path` = this page). Returns
 * the session; render the page only when `status === 'signedIn'`.
 */
export function useRequireMember(): Session {
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    if (session.status !== 'signedOut') return;
    router.replace(loginPathFor(search ? `${pathname}?${search}` : pathname));
  }, [session.status, router, pathname, search]);
  return session;
}

/**
 * Signs out (spec §4: the auth record goes and the identity provider signs out), clears the
 * session-scoped storage keys and loads `destination` (top page by default) afresh, so no
 * member data stays in memory. Resolves with the failure when the BFF could not be reached
 * (the member is still signed in then); on success the page is replaced.
 */
export async function signOut(destination: string = paths.home()): Promise<AuthFailure | null> {
  const result = await signOutEverywhere();
  if (!result.ok) return result;
  const storages = browserStorages();
  clearSessionScopedKeys(storages);
  for (const storage of storages) {
    try {
      storage?.removeItem(LAST_SESSION_SENT_AT_KEY);
    } catch {
      // Unavailable storage has nothing to clear.
    }
  }
  window.location.assign(destination);
  return null;
}
