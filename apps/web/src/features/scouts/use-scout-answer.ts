'use client';

import type { FieldErrors } from '@jobsite/domain/errors';
import { useCallback } from 'react';
import { invalidSummary } from '../../lib/forms/messages';
import { useActionOnce } from '../../lib/forms/use-action-once';
import { answerFailure } from './answer-state';

export type ScoutAnswerState =
  | { status: 'idle' }
  | { status: 'sent' }
  | {
      status: 'invalid' | 'error';
      message: string;
      fieldErrors: FieldErrors;
      /** The answer exists already (ALREADY_APPLIED): the page shows it as done. */
      alreadyDone?: boolean;
      /** Set when the member's session ended (spec §8): login in another tab. */
      loginHref?: string;
    };

const IDLE: ScoutAnswerState = { status: 'idle' };
const announces = (state: ScoutAnswerState) =>
  state.status === 'invalid' || state.status === 'error';
const isSent = (state: ScoutAnswerState) => state.status === 'sent';
const unreachable = (): ScoutAnswerState => {
  const failure = answerFailure(null);
  return { status: 'error', message: failure.message, fieldErrors: failure.fieldErrors };
};

export type ScoutAnswerSteps<V> = {
  /** Field errors of the answer as typed (the domain schema); empty when it can be sent. */
  check: (values: V) => FieldErrors;
  /** Sends the answer; throws what the api refused. */
  send: (values: V) => Promise<void>;
  /** After the answer was sent, or found sent already: remember it, move on. */
  answered: (sent: boolean) => void;
  /** Where login goes when the session ended; absent where no session is involved. */
  loginHref?: string;
};

/**
 * The submit of a scout answer form, on the one form approach (decision 0059): checked with
 * the domain schema first, then sent once (a double click makes one answer), and the form
 * stays locked after success while the thanks page loads. A refusal keeps what was typed and
 * focuses the summary; an ended session ends in this browser too (useActionOnce).
 */
export function useScoutAnswer<V>({ check, send, answered, loginHref }: ScoutAnswerSteps<V>) {
  const run = useCallback(
    async (values: V): Promise<ScoutAnswerState> => {
      const found = check(values);
      const count = Object.keys(found).length;
      if (count > 0) {
        return { status: 'invalid', message: invalidSummary(count), fieldErrors: found };
      }
      try {
        await send(values);
      } catch (cause) {
        const failure = answerFailure(cause);
        if (failure.alreadyDone) answered(false);
        return {
          status: 'error',
          message: failure.message,
          fieldErrors: failure.fieldErrors,
          alreadyDone: failure.alreadyDone,
          loginHref: failure.sessionEnded ? loginHref : undefined,
        };
      }
      answered(true);
      return { status: 'sent' };
    },
    [check, send, answered, loginHref],
  );
  const answer = useActionOnce(run, { initial: IDLE, unreachable, announces, final: isSent });
  const { state } = answer;
  const fieldErrors =
    state.status === 'invalid' || state.status === 'error' ? state.fieldErrors : {};
  const alreadyDone = state.status === 'error' && state.alreadyDone === true;
  return { ...answer, fieldErrors, alreadyDone };
}
