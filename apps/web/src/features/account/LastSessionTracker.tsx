'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';
import { shouldSendLastSession } from '@/lib/session/last-session';
import { LAST_SESSION_SENT_AT_KEY } from '@/lib/session/storage';

/**
 * Spec §4: after each route change a signed-in member's last session is recorded
 * (updateLastSessionAt), at most once an hour per browser (localStorage `lastSessionSentAt`).
 * The time is stored before sending, so quick route changes send once; a failed send puts
 * the previous value back so a later route change tries again. Renders nothing.
 */
export function LastSessionTracker() {
  const pathname = usePathname();
  const status = useAuthState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route (and on sign-in).
  useEffect(() => {
    if (status !== 'signedIn') return;
    let previous: string | null;
    const now = Date.now();
    try {
      previous = window.localStorage.getItem(LAST_SESSION_SENT_AT_KEY);
      if (!shouldSendLastSession(previous, now)) return;
      window.localStorage.setItem(LAST_SESSION_SENT_AT_KEY, String(now));
    } catch {
      return; // No storage, no throttle: better not to send at all.
    }
    void import('./account-api')
      .then((api) => api.sendLastSession())
      .catch(() => {
        try {
          if (window.localStorage.getItem(LAST_SESSION_SENT_AT_KEY) !== String(now)) return;
          if (previous === null) window.localStorage.removeItem(LAST_SESSION_SENT_AT_KEY);
          else window.localStorage.setItem(LAST_SESSION_SENT_AT_KEY, previous);
        } catch {
          // Storage went away meanwhile: nothing to restore.
        }
      });
  }, [pathname, status]);
  return null;
}
