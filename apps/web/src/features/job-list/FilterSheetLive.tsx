'use client';

import { useEffect } from 'react';
import { SHEET_MARKS } from './sheet-markers';

/**
 * Whether a field was changed before this component hydrated (lists hydrate late, 0013): a
 * box or option whose state differs from the server's `checked`/`selected` attribute.
 */
const changed = (form: HTMLFormElement) =>
  form.querySelector(
    'input:checked:not([checked]),input[checked]:not(:checked),option:checked:not([selected]),option[selected]:not(:checked)',
  ) !== null;

/**
 * The sheet's only first-load script: listeners on its server-rendered form, and nothing
 * rendered. The live count of 「この条件で◯件を見る」 (searchJobTotalCount, debounced), the
 * 「現在地から」 tap and the Invoker Commands fallback are in live-count.ts, loaded on the
 * first change, the first tap or in browsers without Invoker Commands (decision 0064);
 * 「もっと見る」 loads the rest of a long list in place (more-choices.ts, decision 0069). Also
 * leaves empty fields out of the submitted URL.
 */
export function FilterSheetScript({
  formId,
  occupation,
  prefectureNameEn,
}: {
  formId: string;
  /** The list's occupation; null on /search (every occupation). */
  occupation: string | null;
  prefectureNameEn: string | null;
}) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const scope = { occupation, prefectureNameEn };
    type Live = Pick<
      typeof import('./live-count'),
      'recount' | 'locate' | 'stopCounting' | 'polyfillCommands' | 'showAllChoices'
    >;
    let loaded: Live | undefined;
    // Destructured, so that the dead-code check sees which exports the import reaches.
    const live = () =>
      import('./live-count').then(
        ({ recount, locate, stopCounting, polyfillCommands, showAllChoices }): Live =>
          (loaded = { recount, locate, stopCounting, polyfillCommands, showAllChoices }),
      );
    const recount = () => void live().then((module) => module.recount(form, scope));
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(
        `[${SHEET_MARKS.currentPosition}]`,
      );
      if (button instanceof HTMLButtonElement) void live().then((m) => m.locate(form, button));
      const more = (event.target as Element | null)?.closest?.(`[${SHEET_MARKS.moreChoices}]`);
      // The rest of a long list, in place (more-choices.ts through live-count.ts: one chunk).
      if (more instanceof HTMLAnchorElement) {
        event.preventDefault();
        void live().then((m) => m.showAllChoices(form, more));
      }
    };
    const dropEmpty = (event: FormDataEvent) => {
      for (const [name, value] of [...event.formData]) {
        if (value === '') event.formData.delete(name);
      }
    };
    const listening = new AbortController();
    const { signal } = listening;
    form.addEventListener('change', recount, { signal });
    form.addEventListener('click', onClick, { signal });
    form.addEventListener('formdata', dropEmpty, { signal });
    if (changed(form)) recount();
    let undo = () => {};
    if (!('commandForElement' in HTMLButtonElement.prototype)) {
      void live().then((module) => {
        undo = module.polyfillCommands();
      });
    }
    return () => {
      listening.abort();
      loaded?.stopCounting(form);
      undo();
    };
  }, [formId, occupation, prefectureNameEn]);
  return null;
}
