'use client';

import { Button } from '@jobsite/ui/button';
import { useState } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';
import { paths } from '@/lib/paths';
import { REDIRECT_PARAM } from '@/lib/session/redirect-param';
import type { SaveSearchConditions } from './conditions';
import * as css from './SavedSearches.css';

type State =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'prompt' }
  | { kind: 'saved'; already: boolean }
  | { kind: 'failed'; message: string };

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
    const api = await import('./saved-search-api');
    const result = await api.saveSearch(conditions);
    setState(
      result.ok
        ? { kind: 'saved', already: result.alreadySaved }
        : { kind: 'failed', message: result.message },
    );
  };

  const back = new URLSearchParams({ [REDIRECT_PARAM]: returnPath }).toString();
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
        {state.kind === 'prompt' && (
          <p className={css.message}>
            検索条件を保存すると、条件に合う新着求人をお知らせします。ご利用には会員登録（無料）が必要です。
            <span className={css.inlineLinks}>
              <a className={css.link} href={`${paths.signup()}?${back}`}>
                会員登録（無料）して保存する
              </a>
              <a className={css.link} href={`${paths.login()}?${back}`}>
                ログイン
              </a>
            </span>
          </p>
        )}
        {state.kind === 'saved' && (
          <p className={css.success}>
            {state.already
              ? 'この検索条件は保存済みです。'
              : '検索条件を保存しました。条件に合う新着求人をお知らせします。'}
            <span className={css.inlineLinks}>
              <a className={css.link} href={paths.savedSearches()}>
                保存した検索条件を見る
              </a>
            </span>
          </p>
        )}
        {state.kind === 'failed' && (
          <p className={css.error}>
            {state.message}
            <span className={css.inlineLinks}>
              <a className={css.link} href={paths.savedSearches()}>
                保存した検索条件を見る
              </a>
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
