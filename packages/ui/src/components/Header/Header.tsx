'use client';

import { MARKETING } from '@jobsite/domain/constants';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useChangeEffect } from '../../internal/useChangeEffect';
import { ButtonLink } from '../Button/Button';
import { Link } from '../Link/Link';
import { CountBadge } from './CountBadge';
import * as css from './Header.css';
import { type AuthState, defaultHeaderLinks, type HeaderLinks, HEADER_TEXT as T } from './links';
import { useHideOnScroll } from './useHideOnScroll';

/**
 * The phone menu, fetched when it first opens: the header is on every page, and the menu's
 * code would otherwise count in each page's first-load JavaScript (docs/decisions/0064).
 */
const MobileMenu = lazy(() =>
  import('./MobileMenu').then((module) => ({ default: module.MobileMenu })),
);

export type HeaderProps = {
  /** Nothing renders while `unknown`, so signed-in and signed-out parts never flash. */
  authState: AuthState;
  /** Contents of the home link; must include text (or an `<img alt>`) naming the site. */
  logo: ReactNode;
  /** External company-listing (recruiter) page, opened in a new tab. */
  companyListingUrl: string;
  /** Overrides of the default routes, e.g. login/sign-up hrefs that keep the query. */
  links?: Partial<Omit<HeaderLinks, 'companyListing'>>;
  keepCount?: number;
  historyCount?: number;
  /** Unread messages, shown to members. */
  messageCount?: number;
  /** New matches of the member's saved searches, on the my page link. */
  myPageCount?: number;
  /** The current route: the mobile menu closes when it changes. */
  pathname?: string;
  /** Hide on scrolling down past 200 px (default true). */
  hideOnScroll?: boolean;
  /** Shown at the top of the phone menu, e.g. the site's search box. */
  menuSearch?: ReactNode;
  /** The sign-out control, shown to members after my page (desktop) and in the phone menu. */
  signOut?: ReactNode;
};

export const MEMBERS_BADGE_TEXT = `会員数${MARKETING.membersPassed / 10_000}万人突破`;

/** The site header: desktop navigation from the large breakpoint, a slide-in menu below. */
export function Header({
  authState,
  logo,
  companyListingUrl,
  links: linkOverrides,
  keepCount,
  historyCount,
  messageCount,
  myPageCount,
  pathname,
  hideOnScroll = true,
  menuSearch,
  signOut,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [hidden, reveal] = useHideOnScroll(hideOnScroll && !menuOpen);
  const menuId = useId();
  useChangeEffect(pathname, () => setMenuOpen(false));

  if (authState === 'unknown') return null;

  const links: HeaderLinks = {
    ...defaultHeaderLinks(authState),
    ...linkOverrides,
    companyListing: companyListingUrl,
  };
  const signedIn = authState === 'signedIn';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus moving into the header only reveals it.
    <header className={css.root} data-hidden={hidden} onFocus={reveal}>
      <div className={css.inner}>
        <Link href={links.home} className={css.logo}>
          {logo}
        </Link>
        <span className={css.membersBadge}>{MEMBERS_BADGE_TEXT}</span>

        <nav aria-label={T.mainNav} className={css.desktopNav}>
          <ul className={css.navList}>
            <li>
              <Link external href={links.companyListing} className={css.navLink}>
                {T.companyListing}
              </Link>
            </li>
            <li>
              <Link href={links.keep} className={css.navLink}>
                {T.keep}
                <CountBadge count={keepCount} />
              </Link>
            </li>
            <li>
              <Link href={links.history} className={css.navLink}>
                {T.history}
                <CountBadge count={historyCount} />
              </Link>
            </li>
            {signedIn ? (
              <>
                <li>
                  <Link href={links.messages} className={css.navLink}>
                    {T.messages}
                    <CountBadge count={messageCount} />
                  </Link>
                </li>
                <li>
                  <ButtonLink href={links.myPage} tone="accent" size="sm">
                    {T.myPage}
                    <CountBadge count={myPageCount} />
                  </ButtonLink>
                </li>
                {signOut && <li>{signOut}</li>}
              </>
            ) : (
              <>
                <li>
                  <ButtonLink href={links.login} tone="secondary" size="sm">
                    {T.login}
                  </ButtonLink>
                </li>
                <li>
                  <ButtonLink href={links.signup} size="sm">
                    {T.signup}
                  </ButtonLink>
                </li>
              </>
            )}
          </ul>
        </nav>

        <div className={css.mobileActions}>
          {/* The counts in the bar itself, as on wider screens (the menu has them too). */}
          <Link href={links.keep} className={css.mobileLink}>
            {T.keep}
            <CountBadge count={keepCount} />
          </Link>
          <Link href={links.history} className={css.mobileLink}>
            {T.history}
            <CountBadge count={historyCount} />
          </Link>
          <button
            type="button"
            className={css.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            <span>{T.menu}</span>
          </button>
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            authState={authState}
            links={links}
            keepCount={keepCount}
            historyCount={historyCount}
            messageCount={messageCount}
            myPageCount={myPageCount}
            search={menuSearch}
            signOut={signOut}
          />
        </Suspense>
      )}
    </header>
  );
}

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
