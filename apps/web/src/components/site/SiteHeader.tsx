'use client';

import { Header, SlimHeader } from '@jobsite/ui/header';
import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchBoxSuggestions } from '@/features/search/use-search-box-suggestions';
import { SIGNUP_PATH } from '@/lib/account-paths';
import { authLinksFor } from '@/lib/auth-links';
import { useAuthState, useHistoryList, useKeepList } from '@/lib/client-state/cookie-store';
import { loadMemberState, useMemberState } from '@/lib/client-state/saved-jobs';
import { EXTERNAL_URLS } from '@/lib/site-config';
import { Logo } from './Logo';
import * as css from './SiteHeader.css';

/**
 * The members' ログアウト, fetched only when a member's header renders: visitors never need
 * it, and the header is on every page (lazy for the same reason as the search box below).
 */
const SignOutButton = lazy(() =>
  import('@/features/account/SignOutButton').then((module) => ({ default: module.SignOutButton })),
);

/**
 * The phone menu's search box, fetched when the menu first opens: the header is on every
 * page, and the box's code would otherwise count in each page's first-load JS. React.lazy,
 * not next/dynamic, whose loader would itself add to every page (decision 0032).
 */
const MenuSearchBox = lazy(() =>
  import('@/features/search/MenuSearchBox').then((module) => ({ default: module.MenuSearchBox })),
);

/**
 * Pages a visitor gets the slim header on (spec §1's slim variant): the sign-up page, where
 * every landing call to action without a landing page of its own leads. The logo and the
 * claim of jobs found nowhere else stay; the site's navigation, which would only lead away
 * from the form, does not.
 */
const SLIM_HEADER_PATHS: readonly string[] = [SIGNUP_PATH].map(withoutTrailingSlash);

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * The header with this visitor's state: signed in or not (marker cookie), saved and viewed
 * counts (cookies, or the BFF for members). The server renders an empty bar of the header's
 * height, so nothing personal is in the cached HTML and nothing shifts when it fills in.
 */
export function SiteHeader() {
  const authState = useAuthState();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const keepList = useKeepList();
  const historyList = useHistoryList();
  const member = useMemberState();
  // The header is on every page: it attaches suggestions to the page's search boxes.
  useSearchBoxSuggestions();

  useEffect(() => {
    if (authState === 'signedIn') void loadMemberState();
  }, [authState]);

  if (authState === 'unknown') return <HeaderPlaceholder />;
  const signedIn = authState === 'signedIn';
  if (!signedIn && SLIM_HEADER_PATHS.includes(withoutTrailingSlash(pathname)))
    return <SlimHeader logo={<Logo />} />;
  return (
    <Header
      authState={authState}
      logo={<Logo />}
      companyListingUrl={EXTERNAL_URLS.companyListing}
      links={authLinksFor(pathname, search)}
      keepCount={signedIn ? member.favoriteJobCount : (keepList?.length ?? 0)}
      historyCount={historyList?.length ?? 0}
      messageCount={signedIn ? member.messageCount : 0}
      myPageCount={signedIn ? member.newMatchCount : 0}
      pathname={pathname}
      signOut={
        signedIn ? (
          <Suspense fallback={null}>
            <SignOutButton size="sm" />
          </Suspense>
        ) : undefined
      }
      menuSearch={
        <Suspense fallback={<div className={css.menuSearchPlaceholder} />}>
          <MenuSearchBox />
        </Suspense>
      }
    />
  );
}

/** Holds the header's place until the signed-in state is known (spec §2: renders nothing). */
export function HeaderPlaceholder() {
  return <div className={css.placeholder} aria-hidden="true" />;
}
