'use client';

import { useEffect } from 'react';

/**
 * Loads the suggestion script of a SearchBox the first time focus enters its form, so pages
 * carry only this loader in their first-load JavaScript (decision 0032). Renders nothing:
 * the form itself is server-rendered and works without it.
 */
export function SearchSuggestionsLoader({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let detach: (() => void) | undefined;
    let gone = false;
    const load = () => {
      form.removeEventListener('focusin', load);
      void import('./suggestions').then(
        ({ attachSuggestions }) => {
          if (!gone) detach = attachSuggestions(form);
        },
        // A chunk that fails to load leaves the plain form, which still searches.
        () => {},
      );
    };
    if (form.contains(document.activeElement)) load();
    else form.addEventListener('focusin', load);
    return () => {
      gone = true;
      form.removeEventListener('focusin', load);
      detach?.();
    };
  }, [formId]);
  return null;
}
