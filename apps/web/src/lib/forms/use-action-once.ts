'use client';

import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useHydrated } from './use-hydrated';

/** What a form's server action answers: an ended session carries the login link (spec §8). */
export type ActionState = { status: string; loginHref?: string };

export type ActionOnceOptions<V, S extends ActionState> = {
  initial: S;
  /** The answer when the server action itself could not be reached (network, deploy). */
  unreachable: (values: V) => S;
  /** Answers that move focus to the summary, so screen readers hear them. */
  announces: (state: S) => boolean;
  /** Answers after which the form stays locked (it is done and the page moves on). */
  final?: (state: S) => boolean;
};

/**
 * Runs a form's server action with the values the form keeps (decision 0059): one run at a
 * time (a second click while one is on its way does nothing), `pending` while it runs, and the
 * state it answered. What was typed stays in the form whatever the answer; an answer that met
 * an ended session ends it in this browser too (spec §8) while the page and the form stay.
 * Buttons are `disabled` while running and before hydration (see useHydrated).
 */
export function useActionOnce<V, S extends ActionState>(
  run: (values: V) => Promise<S>,
  { initial, unreachable, announces, final }: ActionOnceOptions<V, S>,
) {
  const [state, setState] = useState<S>(initial);
  const [pending, startTransition] = useTransition();
  const running = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const submit = useCallback(
    (values: V) => {
      if (running.current) return;
      running.current = true;
      startTransition(async () => {
        let next: S;
        try {
          next = await run(values);
        } catch {
          next = unreachable(values);
        }
        setState(next);
        if (next.status === 'error' && next.loginHref) {
          void import('@/lib/session/expiry').then((expiry) => expiry.endExpiredSessionInPlace());
        }
        if (!final?.(next)) running.current = false;
      });
    },
    [run, unreachable, final],
  );

  useEffect(() => {
    if (announces(state)) summaryRef.current?.focus();
  }, [state, announces]);

  const hydrated = useHydrated();
  const locked = pending || (final?.(state) ?? false);
  return { state, pending: locked, disabled: locked || !hydrated, submit, summaryRef };
}
