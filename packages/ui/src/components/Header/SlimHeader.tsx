'use client';

import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import * as css from './Header.css';
import { useHideOnScroll } from './useHideOnScroll';

export type SlimHeaderProps = {
  logo: ReactNode;
  homeHref?: string;
  hideOnScroll?: boolean;
};

/** The slim variant (forms, landing flows): logo and the non-public / limited jobs claim. */
export function SlimHeader({ logo, homeHref = '/', hideOnScroll = true }: SlimHeaderProps) {
  const [hidden, reveal] = useHideOnScroll(hideOnScroll);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus moving into the header only reveals it.
    <header className={css.root} data-hidden={hidden} onFocus={reveal}>
      <div className={css.inner}>
        <Link href={homeHref} className={css.logo}>
          {logo}
        </Link>
        <p className={css.slimTagline}>
          ハローワークに<span className={css.slimEmphasis}>載っていない求人</span>や
          <span className={css.slimEmphasis}>限定求人</span>を多数掲載
        </p>
      </div>
    </header>
  );
}
