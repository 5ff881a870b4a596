'use client';

import { errorMessage } from '@jobsite/domain/errors';
import { useCallback } from 'react';
import type { SaveState } from '@/features/mypage/mutation-result';
import { useActionOnce } from '@/lib/forms/use-action-once';

const IDLE: SaveState = { status: 'idle' };
const unreachable = (): SaveState => ({
  status: 'error',
  code: null,
  message: errorMessage('UPSTREAM_UNAVAILABLE'),
});
const announces = (state: SaveState) => state.status !== 'idle';

/**
 * Runs a member editor's server action (useActionOnce) and turns its result into the SaveState
 * FormStatus shows: saved, invalid with field errors, or an error. The form keeps its own
 * values, so a failed save leaves everything typed in place, and the form offers login in
 * another tab when the session ended.
 */
export function useSave<V, R = SaveState>(
  action: (values: V) => Promise<R>,
  stateOf: (result: R) => SaveState = (result) => result as unknown as SaveState,
  onResult?: (result: R) => void,
) {
  const run = useCallback(
    async (values: V) => {
      const result = await action(values);
      onResult?.(result);
      return stateOf(result);
    },
    [action, stateOf, onResult],
  );
  const { state, pending, disabled, submit, summaryRef } = useActionOnce(run, {
    initial: IDLE,
    unreachable,
    announces,
  });
  const fieldErrors = state.status === 'invalid' ? state.fieldErrors : {};
  return { state, pending, disabled, submit, fieldErrors, summaryRef };
}
