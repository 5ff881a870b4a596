'use client';

import { notifyCookieChange } from '../client-state/cookie-store';
import { endThisSession, refreshSession } from './auth-api';
import { loginPathAfterExpiry } from './redirect';
import { browserStorages, clearSessionScopedKeys } from './storage';

/**
 * Spec §8 in the browser: an UNAUTHORIZED_ERROR is first met with a token refresh (the BFF
 * keeps the tokens; `/auth/refresh`); when that cannot cure it, the session ends here.
 * src/lib/graphql/browser.ts calls these for every GraphQL operation, so member pages need
 * nothing of their own.
 */

/** True when the BFF refreshed the session's token, so the operation is worth retrying. */
export async function refreshSessionToken(): Promise<boolean> {
  const result = await refreshSession();
  return result.ok;
}

let ending: Promise<never> | null = null;

/** How long the login redirect waits for the BFF to end the session. */
const END_SESSION_WAIT_MS = 2_000;

/**
 * Ends an expired session once, however many requests notice it: clears the session-scoped
 * storage keys, ends this browser's session at the BFF (cookies cleared) and loads the login
 * page, with `redirect_path` for member paths. The returned promise never settles: the page
 * is being replaced.
 */
export function endExpiredSession(): Promise<never> {
  if (!ending) {
    ending = (async () => {
      clearSessionScopedKeys(browserStorages());
      // Best effort: the BFF has usually cleared the cookies already, and a slow or failing
      // sign-out must not keep the member on a page whose session is over.
      await Promise.race([
        endThisSession().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, END_SESSION_WAIT_MS)),
      ]);
      notifyCookieChange();
      window.location.assign(
        loginPathAfterExpiry(window.location.pathname, window.location.search),
      );
      return new Promise<never>(() => {});
    })();
  }
  return ending;
}

/**
 * A session found ended by a request that handles it itself (`onSessionExpired: 'throw'`):
 * the session-scoped keys are cleared (spec §8) and the header hears that the auth cookie
 * the BFF cleared is gone. Nothing else happens: the caller decides where the page goes.
 */
export function forgetEndedSession(): void {
  clearSessionScopedKeys(browserStorages());
  notifyCookieChange();
}

/**
 * After a session the BFF itself ended (its cookies already cleared, the keys forgotten):
 * loads the login page of spec §8, or stays when this is that page already. The returned
 * promise never settles: the page is being replaced, or the caller's answer is moot.
 */
export function goToLoginAfterEnd(): Promise<never> {
  const here = `${window.location.pathname}${window.location.search}`;
  const login = loginPathAfterExpiry(window.location.pathname, window.location.search);
  if (login !== here) window.location.assign(login);
  return new Promise<never>(() => {});
}

/**
 * Ends an expired session without leaving the page, for the member editors: they keep what
 * was typed and offer login in another tab (decision 0020), and saving again after that login
 * works. The session-scoped keys are cleared and this browser's session ends as in
 * `endExpiredSession`; the header turns to the visitor's.
 */
export async function endExpiredSessionInPlace(): Promise<void> {
  clearSessionScopedKeys(browserStorages());
  await Promise.race([
    endThisSession().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, END_SESSION_WAIT_MS)),
  ]);
  notifyCookieChange();
}
