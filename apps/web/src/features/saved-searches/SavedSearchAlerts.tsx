'use client';

import { useEffect, useState } from 'react';
import type { SavedSearchSummaryQuery } from '@/graphql/generated/browser/graphql';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import * as css from './SavedSearches.css';

type Summary = SavedSearchSummaryQuery['savedSearches'];

/** How many saved searches my page names. */
const SHOWN = 5;

/**
 * My page's block of search alerts: new matches over the saved searches and a link to
 * `/member/saved-searches/`. Self-contained (loads its own data in the browser), so my page
 * includes it in one line.
 */
export function SavedSearchAlerts() {
  const [searches, setSearches] = useState<Summary | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    import('./saved-search-api')
      .then((api) => api.loadSavedSearchSummary())
      .then((data) => {
        if (active) setSearches(data.savedSearches);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  const total = searches?.reduce((sum, s) => sum + s.newMatchCount, 0) ?? 0;
  return (
    <section
      className={page.section}
      aria-labelledby="saved-search-alerts"
      data-testid="saved-search-alerts"
    >
      <h2 id="saved-search-alerts" className={page.sectionTitle}>
        保存した検索条件の新着
        {total > 0 && <span className={css.badge}>{`${total}件`}</span>}
      </h2>
      {failed ? (
        <p className={css.muted}>読み込めませんでした。</p>
      ) : searches === null ? (
        <p className={css.muted}>読み込んでいます…</p>
      ) : searches.length === 0 ? (
        <p className={css.muted}>
          求人一覧で検索条件を保存すると、条件に合う新着求人をここでお知らせします。
        </p>
      ) : (
        <ul className={css.newJobs}>
          {searches.slice(0, SHOWN).map((search) => (
            <li key={search.id}>
              <a className={css.link} href={`${paths.savedSearches()}#saved-search-${search.id}`}>
                {search.name}
              </a>
              <span className={css.muted}>
                {search.newMatchCount > 0 ? `　新着${search.newMatchCount}件` : '　新着なし'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className={css.link} href={paths.savedSearches()}>
          保存した検索条件をすべて見る
        </a>
      </p>
    </section>
  );
}
