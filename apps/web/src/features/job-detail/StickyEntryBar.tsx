'use client';

import { ButtonLink } from '@jobsite/ui/button';
import { useEffect, useState } from 'react';
import { SaveJobButton } from '@/components/saved-jobs/SaveJobButton';
import * as css from './JobDetailView.css';

/** The id of the job page's first entry buttons, which the bar stands in for once gone. */
export const FIRST_ACTIONS_ID = 'job-first-actions';

/**
 * Whether the bar shows: the first buttons have scrolled away upwards, and the footer is not
 * in view (the page end has its own links).
 */
export function isEntryBarVisible(
  first: { visible: boolean; above: boolean },
  footerVisible: boolean,
) {
  return !first.visible && first.above && !footerVisible;
}

/**
 * 「応募する」「気になる」 fixed to the bottom of a phone screen. It is always in the layout and
 * moves in and out with a transform, and the page keeps room for it below its end, so its
 * coming and going shifts nothing (CLS). Wider screens have the sticky side column instead.
 */
export function StickyEntryBar({
  jobId,
  jobTitle,
  entryHref,
}: {
  jobId: string;
  jobTitle: string;
  entryHref: string;
}) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const first = document.getElementById(FIRST_ACTIONS_ID);
    const footer = document.querySelector('footer');
    if (!first) return;
    const state = { first: { visible: true, above: false }, footer: false };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === first) {
          state.first = {
            visible: entry.isIntersecting,
            above: entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0),
          };
        } else {
          state.footer = entry.isIntersecting;
        }
      }
      setVisible(isEntryBarVisible(state.first, state.footer));
    });
    observer.observe(first);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  return (
    <aside
      className={css.entryBar}
      data-visible={visible}
      aria-label="応募"
      aria-hidden={!visible}
      inert={!visible}
    >
      <div className={css.entryBarInner}>
        <ButtonLink href={entryHref} size="lg" fullWidth>
          応募する
        </ButtonLink>
        <SaveJobButton jobId={jobId} jobTitle={jobTitle} />
      </div>
    </aside>
  );
}
