'use client';

import { Button } from '@jobsite/ui/button';
import { lazy, Suspense, useState } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';
import type { SaveSearchConditions } from './conditions';
import * as css from './SaveSearchButton.css';
import type { SaveSearchOutcomeState } from './SaveSearchOutcome';

type State = { kind: 'idle' } | { kind: 'saving' } | SaveSearchOutcomeState;

/**
 * What pressing the button led to, loaded with the first press from the module that also
 * saves (one chunk): list pages carry only the button in their first-load JavaScript
 * (docs/decisions/0064).
 */
const SaveSearchOutcome = lazy(() =>
  import('./SaveSearchOutcome').then((module) => ({ default: module.SaveSearchOutcome })),
);

/**
 * 'Save this search' on a list page (search alerts). The button is the same for
 * every visitor, so the cached page does not depend on who looks; pressing it saves the
 * list's conditions for a member, or asks a visitor to sign up (or log in) and come back to
 * this list. The GraphQL code loads only when it is pressed.
 */
export function SaveSearchButton({
  conditions,
  returnPath,
}: {
  conditions: SaveSearchConditions;
  /** The list to come back to after signing up or logging in. */
  returnPath: string;
}) {
  const authState = useAuthState();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const save = async () => {
    if (authState !== 'signedIn') {
      setState({ kind: 'prompt' });
      return;
    }
    setState({ kind: 'saving' });
    const api = await import('./SaveSearchOutcome');
    const result = await api.saveSearch(conditions);
    setState(
      result.ok
        ? { kind: 'saved', already: result.alreadySaved }
        : { kind: 'failed', message: result.message },
    );
  };

  return (
    <div className={css.saveBox}>
      <Button
        tone="secondary"
        size="sm"
        onClick={save}
        disabled={state.kind === 'saving' || authState === 'unknown'}
        aria-describedby="save-search-status"
      >
        {state.kind === 'saving' ? '保存しています…' : 'この検索条件を保存する'}
      </Button>
      <div id="save-search-status" role="status">
        {(state.kind === 'prompt' || state.kind === 'saved' || state.kind === 'failed') && (
          <Suspense fallback={null}>
            <SaveSearchOutcome outcome={state} returnPath={returnPath} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
