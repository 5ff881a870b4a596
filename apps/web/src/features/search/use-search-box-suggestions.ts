'use client';

import { useEffect } from 'react';

/** What marks a SearchBox rendered with `suggestions` (see @jobsite/ui/search-box). */
const SUGGESTING_FORM = 'form[data-search-suggestions]';

/**
 * Attaches suggestions to any search box of the page the first time focus enters it, loading
 * the suggestion script then (decision 0032). One listener on the document, set up by the
 * header that every page has, so a page placing the server-rendered box adds no JavaScript
 * of its own; a box that appears later (the phone menu's) is found the same way.
 */
export function useSearchBoxSuggestions() {
  useEffect(() => {
    const attached = new WeakSet<HTMLFormElement>();
    const detachers = new Set<() => void>();
    let gone = false;
    const attachTo = (target: EventTarget | null) => {
      const form = target instanceof Element ? target.closest(SUGGESTING_FORM) : null;
      if (!(form instanceof HTMLFormElement) || attached.has(form)) return;
      attached.add(form);
      void import('./suggestions').then(
        ({ attachSuggestions }) => {
          if (!gone) detachers.add(attachSuggestions(form));
        },
        // A chunk that fails to load leaves the plain form, which still searches.
        () => attached.delete(form),
      );
    };
    const onFocusIn = (event: FocusEvent) => attachTo(event.target);
    document.addEventListener('focusin', onFocusIn);
    // Someone already typing in a box before the page hydrated.
    attachTo(document.activeElement);
    return () => {
      gone = true;
      document.removeEventListener('focusin', onFocusIn);
      for (const detach of detachers) detach();
    };
  }, []);
}
