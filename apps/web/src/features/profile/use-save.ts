'use client';

import { errorMessage } from '@jobsite/domain/errors';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import type { SaveState } from '@/features/mypage/mutation-result';

const noSubscription = () => () => {};

/**
 * False in the server HTML and until the page is hydrated: submit buttons stay disabled till
 * then, because before hydration a click would submit the form natively (a GET of its fields)
 * instead of through its handler.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Runs a form's server action: one save at a time (a second click while one is running does
 * nothing), `pending` while it runs, and the SaveState it answered. The form keeps its own
 * values, so a failed save leaves everything typed in place; a save that meets an ended
 * session ends it in this browser too (keys of spec §8 cleared) and the form offers login in
 * another tab. `summaryRef` gets focus when an answer arrives, so screen readers hear it.
 */
export function useSave<V, R = SaveState>(
  action: (values: V) => Promise<R>,
  stateOf: (result: R) => SaveState = (result) => result as unknown as SaveState,
  onResult?: (result: R) => void,
) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [pending, startTransition] = useTransition();
  const running = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const submit = useCallback(
    (values: V) => {
      if (running.current) return;
      running.current = true;
      startTransition(async () => {
        try {
          const result = await action(values);
          const next = stateOf(result);
          setState(next);
          onResult?.(result);
          // The session is over (spec §8): it ends here too, but the page and the form stay.
          if (next.status === 'error' && next.loginHref) {
            void import('@/lib/session/expiry').then((expiry) => expiry.endExpiredSessionInPlace());
          }
        } catch {
          // The server action itself could not be reached (network, deploy in between).
          setState({ status: 'error', code: null, message: errorMessage('UPSTREAM_UNAVAILABLE') });
        } finally {
          running.current = false;
        }
      });
    },
    [action, stateOf, onResult],
  );

  useEffect(() => {
    if (state.status !== 'idle') summaryRef.current?.focus();
  }, [state]);

  const hydrated = useHydrated();
  const fieldErrors = state.status === 'invalid' ? state.fieldErrors : {};
  // Buttons are `disabled` while saving and before hydration (see useHydrated).
  return { state, pending, disabled: pending || !hydrated, submit, fieldErrors, summaryRef };
}
