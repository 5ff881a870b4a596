'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { captureAttribution } from '@/lib/attribution';

/**
 * Session storage, opened only when there is something to read or keep: the first use of
 * `window.sessionStorage` waits on the browser process, and this runs as the page hydrates.
 */
const lazySessionStorage = {
  getItem: (key: string) => window.sessionStorage.getItem(key),
  setItem: (key: string, value: string) => window.sessionStorage.setItem(key, value),
};

/** Saves attribution parameters to session storage on every route (spec §4). */
export function AttributionTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route.
  useEffect(() => {
    try {
      captureAttribution(new URL(window.location.href), document.referrer, lazySessionStorage);
    } catch {
      // Storage can be unavailable (private mode, blocked): attribution is best effort.
    }
  }, [pathname, search]);
  return null;
}
