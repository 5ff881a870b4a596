'use client';

import { ErrorCode } from '@jobsite/domain/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { failureMessage } from '../messages/messages-api';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/** NOT_FOUND, or an id that cannot be one (BAD_USER_INPUT on the id argument). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.errors.length > 0 &&
    error.errors.every(
      (item) =>
        item.extensions?.code === ErrorCode.NOT_FOUND ||
        item.extensions?.code === ErrorCode.BAD_USER_INPUT,
    )
  );
}

/**
 * Loads a page's data once `ready` (e.g. the signed-in state is known) and again on
 * `reload`; an unknown id is 'notFound', anything else a Japanese message.
 */
export function useLoad<T>(load: () => Promise<T>, ready = true): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` asks for a reload.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        setState(
          isMissing(error)
            ? { status: 'notFound' }
            : { status: 'error', message: failureMessage(error) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [ready, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload];
}
