'use client';

import { type FormEvent, useCallback, useRef, useState } from 'react';

/**
 * The submit handling of the forms that send from the browser (decision 0059): a second
 * submit while one is on its way does nothing, `pending` drives the button's `loading`, and
 * focus moves to the summary at the top of the form afterwards (its alert, or the result that
 * replaced the form), so a screen reader hears the outcome and Tab starts again from there.
 */
export function useSubmitOnce(run: () => Promise<void>) {
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setPending(true);
    try {
      await run();
    } finally {
      submitting.current = false;
      setPending(false);
      summaryRef.current?.focus();
    }
  };

  /** True from the submit until its outcome is shown (read by effects that must wait). */
  const isSubmitting = useCallback(() => submitting.current, []);

  return { pending, onSubmit, summaryRef, isSubmitting };
}
