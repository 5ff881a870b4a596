'use client';

import { PageLoadingBar } from '@jobsite/ui/page-loading-bar';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Gives up on a navigation that never lands (an error, a cancelled click). */
const MAX_LOADING_MS = 15_000;

/** True when a click on this anchor starts a client-side route change. */
export function startsRouteChange(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The page loading bar of spec §2 on route changes: starts when an internal link is clicked
 * (or history moves), stops when the new route's pathname or query is in place.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route ends the loading.
  useEffect(() => setLoading(false), [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && startsRouteChange(anchor, event)) {
        setLoading(true);
      }
    };
    const onPopState = () => setLoading(true);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), MAX_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return <PageLoadingBar loading={loading} />;
}
