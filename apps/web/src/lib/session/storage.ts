/**
 * Browser storage keys of spec §3 that belong to a signed-in session, and clearing them when
 * it ends (spec §8). One list, so every page that stores one of them is cleared the same way.
 */

import { localStore, sessionStore } from '../client-state/web-storage';

/** Spec §8: cleared from sessionStorage and localStorage when the session expires or ends. */
export const SESSION_SCOPED_STORAGE_KEYS = ['recommendJobIds', 'page', 'checkedIds'] as const;

/** localStorage: when updateLastSessionAt was last sent (epoch ms as a string). */
export const LAST_SESSION_SENT_AT_KEY = 'lastSessionSentAt';

type RemovableStorage = Pick<Storage, 'removeItem'>;

/** Removes the session-scoped keys from each storage given; unavailable storage is skipped. */
export function clearSessionScopedKeys(storages: ReadonlyArray<RemovableStorage | null>): void {
  for (const storage of storages) {
    if (!storage) continue;
    for (const key of SESSION_SCOPED_STORAGE_KEYS) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage may throw (blocked, private mode): nothing to clear there.
      }
    }
  }
}

/** window.sessionStorage and window.localStorage, or null where reading them throws. */
export function browserStorages(): Array<Storage | null> {
  return [sessionStore(), localStore()];
}
