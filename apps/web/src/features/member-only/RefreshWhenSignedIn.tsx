'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';

/**
 * On a locked member-only job page that a signed-in member is looking at — the browser's
 * router kept the page from before sign-up, or a CDN served the visitor copy — asks the
 * server once more: with the session cookie the proxy renders the member view.
 */
export function RefreshWhenSignedIn() {
  const router = useRouter();
  const authState = useAuthState();
  const refreshed = useRef(false);
  useEffect(() => {
    if (authState !== 'signedIn' || refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  }, [authState, router]);
  return null;
}
