'use client';

import { BREAKPOINTS } from '@jobsite/domain/constants';
import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The width from which the form sits in the side column (theme/breakpoints' `desktopUp`).
 * Built from the breakpoint itself: importing `media` would bring every query of the theme
 * into the list pages' first-load JavaScript (docs/decisions/0064).
 */
const DESKTOP_UP = `(min-width: ${BREAKPOINTS.desktop}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_UP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isDesktop = () => window.matchMedia(DESKTOP_UP).matches;
// The server does not know the width: phones first (the modal sheet).
const onServer = () => false;

/**
 * The sheet's element: the native modal `<dialog>` on phones (focus kept inside, Escape
 * closes it, announced as a dialog); from the desktop width, where the same form sits in the
 * side column, a `<section>` labelled by its title, a region of the page rather than a
 * dialog. The server renders the phone's dialog, which works with no script; once hydrated
 * on a desktop the frame becomes the section (same class: the layout does not move).
 */
export function SheetFrame({
  id,
  className,
  labelledBy,
  children,
}: {
  id: string;
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const desktop = useSyncExternalStore(subscribe, isDesktop, onServer);
  return desktop ? (
    <section id={id} className={className} aria-labelledby={labelledBy}>
      {children}
    </section>
  ) : (
    <dialog id={id} className={className} aria-labelledby={labelledBy}>
      {children}
    </dialog>
  );
}
