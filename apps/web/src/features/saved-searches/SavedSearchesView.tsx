'use client';

import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { Alert } from '@jobsite/ui/alert';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { EmptyState } from '@jobsite/ui/empty-state';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { SavedSearchesQuery } from '@/graphql/generated/browser/graphql';
import { loadMemberState } from '@/lib/client-state/saved-jobs';
import { paths } from '@/lib/paths';
import { useRequireMember } from '@/lib/session/client';
import { listPathOfSavedSearch } from './conditions';
import * as css from './SavedSearches.css';
import { conditionsText, salaryText } from './saved-search-text';

type SavedSearch = SavedSearchesQuery['savedSearches'][number];
type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/**
 * `/member/saved-searches/`: the member's saved searches with their new matches; each can be
 * opened as its list, marked seen, renamed and deleted. Read and written from the browser
 * (the page itself is the same static shell for everyone).
 */
export function SavedSearchesView() {
  const session = useRequireMember();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [searches, setSearches] = useState<SavedSearch[]>([]);

  const refresh = useCallback(async () => {
    const api = await import('./saved-search-api');
    try {
      const data = await api.loadSavedSearches();
      setSearches(data.savedSearches);
      setLoad({ status: 'ready' });
    } catch (error) {
      setLoad({ status: 'failed', message: api.failureOf(error).message });
    }
  }, []);

  useEffect(() => {
    if (session.status === 'signedIn') void refresh();
  }, [session.status, refresh]);

  if (session.status !== 'signedIn' || load.status === 'loading') {
    return <p className={css.muted}>読み込んでいます…</p>;
  }
  if (load.status === 'failed') return <Alert live={false}>{load.message}</Alert>;
  if (searches.length === 0) {
    return (
      <EmptyState
        title="保存した検索条件はありません"
        description="求人一覧の「この検索条件を保存する」から保存すると、条件に合う新着求人をお知らせします。"
        action={{ label: '求人を探す', href: paths.search() }}
      />
    );
  }

  const replace = (id: string, change: Partial<SavedSearch> | null) => {
    setSearches((current) =>
      change === null
        ? current.filter((s) => s.id !== id)
        : current.map((s) => (s.id === id ? { ...s, ...change } : s)),
    );
    // The header's badge follows the new-match count.
    void loadMemberState(true);
  };

  return (
    <>
      <p className={css.muted}>
        {`${searches.length}件 / 最大${SAVED_SEARCH_LIMITS.maxItems}件まで保存できます。`}
      </p>
      <ul className={css.list}>
        {searches.map((search) => (
          <li key={search.id}>
            <SavedSearchCard search={search} onChange={(change) => replace(search.id, change)} />
          </li>
        ))}
      </ul>
    </>
  );
}

function SavedSearchCard({
  search,
  onChange,
}: {
  search: SavedSearch;
  onChange: (change: Partial<SavedSearch> | null) => void;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirmDelete'>('view');
  const [name, setName] = useState(search.name);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `saved-search-${search.id}-name`;

  const run = async (task: (api: typeof import('./saved-search-api')) => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await task(await import('./saved-search-api'));
    } finally {
      setPending(false);
    }
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    void run(async (api) => {
      const result = await api.renameSavedSearch(search.id, name);
      if (!result.ok) {
        setError(result.fieldErrors?.name ?? result.message);
        return;
      }
      onChange({ name: result.savedSearch.name });
      setMode('view');
    });
  };

  const remove = () =>
    run(async (api) => {
      const result = await api.deleteSavedSearch(search.id);
      if (!result.ok) setError(result.message);
      else onChange(null);
    });

  const markSeen = () =>
    run(async (api) => {
      const result = await api.readSavedSearchMatches(search.id);
      if (!result.ok) setError(result.message);
      else onChange({ newMatchCount: 0, newJobs: [] });
    });

  return (
    <article className={css.card} id={`saved-search-${search.id}`} aria-labelledby={headingId}>
      <div className={css.cardHeader}>
        <h2 id={headingId} className={css.name}>
          {search.name}
          {search.newMatchCount > 0 && (
            <span className={css.badge}>{`新着${search.newMatchCount}件`}</span>
          )}
        </h2>
      </div>
      <p className={css.conditions}>{conditionsText(search)}</p>

      {search.newJobs.length > 0 && (
        <section className={css.newJobs} aria-label={`${search.name}の新着求人`}>
          <ul>
            {search.newJobs.map((job) => (
              <li key={job.id}>
                <a className={css.link} href={paths.job(job.occupation.occupationNameEn, job.id)}>
                  {job.title}
                </a>
                <span className={css.muted}>
                  {` ${job.company?.name ?? (job.isMemberOnly ? '会員限定求人' : '')}　${job.prefecture.name}${job.municipality?.name ?? ''}　${salaryText(job)}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {mode === 'rename' ? (
        <form className={css.renameForm} onSubmit={rename} noValidate>
          <label>
            <span className={css.muted}>新しい名前</span>
            <br />
            <input
              className={css.input}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={SAVED_SEARCH_LIMITS.maxNameLength + 10}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${headingId}-error` : undefined}
              // biome-ignore lint/a11y/noAutofocus: the field the member just asked for.
              autoFocus
            />
          </label>
          <Button type="submit" size="sm" disabled={pending}>
            名前を保存
          </Button>
          <Button
            tone="secondary"
            size="sm"
            onClick={() => {
              setMode('view');
              setName(search.name);
              setError(null);
            }}
          >
            キャンセル
          </Button>
        </form>
      ) : mode === 'confirmDelete' ? (
        <div className={css.actions}>
          <span>この検索条件を削除しますか？</span>
          <Button tone="secondary" size="sm" onClick={remove} disabled={pending}>
            削除する
          </Button>
          <Button tone="secondary" size="sm" onClick={() => setMode('view')}>
            やめる
          </Button>
        </div>
      ) : (
        <div className={css.actions}>
          <ButtonLink href={listPathOfSavedSearch(search)} size="sm">
            この条件で探す
          </ButtonLink>
          {search.newMatchCount > 0 && (
            <Button tone="secondary" size="sm" onClick={markSeen} disabled={pending}>
              新着を確認済みにする
            </Button>
          )}
          <Button tone="secondary" size="sm" onClick={() => setMode('rename')}>
            名前を変更
          </Button>
          <Button tone="secondary" size="sm" onClick={() => setMode('confirmDelete')}>
            削除
          </Button>
        </div>
      )}
      {error && <Alert id={`${headingId}-error`}>{error}</Alert>}
    </article>
  );
}
