'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { captureAttribution } from '@/lib/attribution';

/** Saves attribution parameters to session storage on every route (spec §4). */
export function AttributionTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route.
  useEffect(() => {
    try {
      captureAttribution(new URL(window.location.href), document.referrer, window.sessionStorage);
    } catch {
      // Storage can be unavailable (private mode, blocked): attribution is best effort.
    }
  }, [pathname, search]);
  return null;
}
