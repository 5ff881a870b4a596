'use client';

import { PageLoadingBar } from '@jobsite/ui/page-loading-bar';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Gives up on a navigation that never lands (an error, a cancelled click). */
const MAX_LOADING_MS = 15_000;

/** The site path a click on this anchor should open in the app, or null for the browser. */
export function routerHrefOf(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * In-app navigation for every link on the page, from one place: a click on a site link is
 * routed by the App Router (no full reload), hovering or touching one prefetches it, and the
 * page loading bar of spec §2 runs until the new route is in place. Links stay plain `<a>`
 * elements (server-rendered, nothing to hydrate per link): next/link would add a component,
 * an IntersectionObserver and prefetches for each of the hundreds of links on a list page.
 */
export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route ends the loading.
  useEffect(() => setLoading(false), [pathname, search]);

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      const href = anchor && routerHrefOf(anchor, event);
      if (!href) return;
      event.preventDefault();
      const url = new URL(href, window.location.href);
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (!samePage) setLoading(true);
      router.push(href);
    };
    const onIntent = (event: Event) => {
      const href = anchorOf(event.target)?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//') || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const onPopState = () => setLoading(true);
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      window.removeEventListener('popstate', onPopState);
    };
  }, [router]);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), MAX_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return <PageLoadingBar loading={loading} />;
}
