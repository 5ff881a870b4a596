'use client';

import { Alert } from '@jobsite/ui/alert';
import { paths } from '@/lib/paths';
import { REDIRECT_PARAM } from '@/lib/session/redirect-param';
import * as css from './SavedSearches.css';

// Saving loads with the outcome, in one chunk (SaveSearchButton).
export { saveSearch } from './saved-search-api';

export type SaveSearchOutcomeState =
  | { kind: 'prompt' }
  | { kind: 'saved'; already: boolean }
  | { kind: 'failed'; message: string };

/**
 * What pressing 「この検索条件を保存する」 led to (SaveSearchButton's status): a visitor is
 * asked to sign up or log in and come back to the list; a member sees it saved or why not.
 */
export function SaveSearchOutcome({
  outcome: state,
  returnPath,
}: {
  outcome: SaveSearchOutcomeState;
  /** The list to come back to after signing up or logging in. */
  returnPath: string;
}) {
  if (state.kind === 'prompt') {
    const back = new URLSearchParams({ [REDIRECT_PARAM]: returnPath }).toString();
    return (
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
    );
  }
  return (
    <Alert tone={state.kind === 'saved' ? 'success' : 'danger'} live={false}>
      {state.kind === 'failed'
        ? state.message
        : state.already
          ? 'この検索条件は保存済みです。'
          : '検索条件を保存しました。条件に合う新着求人をお知らせします。'}
      <span className={css.inlineLinks}>
        <a className={css.link} href={paths.savedSearches()}>
          保存した検索条件を見る
        </a>
      </span>
    </Alert>
  );
}
