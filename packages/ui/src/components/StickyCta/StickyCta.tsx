'use client';

import { STICKY_CTA } from '@jobsite/domain/constants';
import { useState } from 'react';
import { useWindowScroll } from '../../internal/useWindowScroll';
import { ButtonLink } from '../Button/Button';
import * as css from './StickyCta.css';

export type StickyCtaProps = {
  /** Built by the app, e.g. with internal_source=magazine and magazine_article_id. */
  href: string;
  label: string;
  description?: string;
};

/** Whether the bar shows: past the first 400 px, and not within 64 px of the page end. */
export function isStickyCtaVisible(scrollY: number, distanceToEnd: number): boolean {
  return scrollY > STICKY_CTA.showAfterScrollPx && distanceToEnd > STICKY_CTA.hideNearEndPx;
}

/** The call-to-action bar fixed to the bottom of magazine pages. */
export function StickyCta({ href, label, description }: StickyCtaProps) {
  const [visible, setVisible] = useState(false);
  useWindowScroll(({ scrollY, distanceToEnd }) =>
    setVisible(isStickyCtaVisible(scrollY, distanceToEnd)),
  );
  return (
    <aside className={css.root} data-visible={visible} aria-label="おすすめの求人">
      <div className={css.inner}>
        {description && <p className={css.text}>{description}</p>}
        <ButtonLink href={href} size="lg">
          {label}
        </ButtonLink>
      </div>
    </aside>
  );
}
