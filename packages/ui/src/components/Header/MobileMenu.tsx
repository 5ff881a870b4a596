'use client';

import { type ReactNode, useRef } from 'react';
import { CloseIcon } from '../../internal/CloseIcon';
import { useModalDialog } from '../../internal/useModalDialog';
import { ButtonLink } from '../Button/Button';
import { Link } from '../Link/Link';
import { CountBadge } from './CountBadge';
import * as css from './Header.css';
import { type AuthState, type HeaderLinks, HEADER_TEXT as T } from './links';

export type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  authState: Exclude<AuthState, 'unknown'>;
  links: HeaderLinks;
  keepCount?: number;
  historyCount?: number;
  messageCount?: number;
  myPageCount?: number;
  /** Above the links: what a phone user most often opens the menu for. */
  search?: ReactNode;
  /** Below the links for members: the sign-out control. */
  signOut?: ReactNode;
};

/** The slide-in menu below the desktop breakpoint: a modal `<dialog>` from the right. */
export function MobileMenu({
  id,
  open,
  onClose,
  authState,
  links,
  keepCount,
  historyCount,
  messageCount,
  myPageCount,
  search,
  signOut,
}: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const handlers = useModalDialog(dialogRef, open, onClose, closeRef);
  if (!open) return null;

  const item = (href: string, label: string, count?: number) => (
    <li>
      <Link href={href} className={css.drawerLink} onClick={onClose}>
        {label}
        <CountBadge count={count} />
      </Link>
    </li>
  );

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={css.drawer}
      aria-label={T.menu}
      onKeyDown={handlers.onKeyDown}
      onClick={handlers.onClick}
    >
      <div className={css.drawerHeader}>
        <span aria-hidden="true">{T.menu}</span>
        <button ref={closeRef} type="button" className={css.menuButton} onClick={onClose}>
          <CloseIcon size={24} />
          <span>{T.closeMenu}</span>
        </button>
      </div>
      {search && <div className={css.drawerSearch}>{search}</div>}
      <nav aria-label={T.mainNav}>
        <ul>
          {item(links.findJobs, T.findJobs)}
          {item(links.keep, T.keepLong, keepCount)}
          {item(links.history, T.historyLong, historyCount)}
          {item(links.scouts, T.scouts)}
          {item(links.usefulInfo, T.usefulInfo)}
          {authState === 'signedIn' && item(links.messages, T.messages, messageCount)}
          {authState === 'signedIn' && item(links.myPage, T.myPage, myPageCount)}
          <li>
            <Link external href={links.companyListing} className={css.drawerLink}>
              {T.companyListing}
            </Link>
          </li>
        </ul>
      </nav>
      {authState === 'signedOut' && (
        <div className={css.drawerActions}>
          <ButtonLink href={links.signup} fullWidth onClick={onClose}>
            {T.signup}
          </ButtonLink>
          <ButtonLink href={links.login} tone="secondary" fullWidth onClick={onClose}>
            {T.login}
          </ButtonLink>
        </div>
      )}
      {authState === 'signedIn' && signOut && <div className={css.drawerActions}>{signOut}</div>}
    </dialog>
  );
}
