'use client';

import { formatJstDateTime } from '@jobsite/domain/formatters';
import { MY_DATA_FIELD_LABELS, MY_DATA_SECTION_TITLES } from '@jobsite/domain/my-data';
import { Alert } from '@jobsite/ui/alert';
import { useEffect, useState } from 'react';
import { paths } from '@/lib/paths';
import { fetchMyData } from '@/lib/session/auth-api';
import * as css from './AccountForm.css';
import { needsRecentLogin, RecentLoginGate } from './RecentLoginGate';
import { sensitiveStepErrors } from './sensitive-step';

type Records = Record<string, unknown>[];

/** A section's records, whether the section is one record or a list. */
function recordsOf(value: unknown): Records {
  if (Array.isArray(value)) return value as Records;
  if (value && typeof value === 'object') return [value as Record<string, unknown>];
  return [];
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as text: instants in Japan time, lists and objects as JSON. */
function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatJstDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * "My data" (/member/my-data/, APPI disclosure): after a recent login, everything held about
 * the member, section by section, and the same as a JSON download.
 */
export function MyDataView() {
  return (
    <RecentLoginGate purpose="登録データを表示する">
      {(expire) => <MyDataSections onExpired={expire} />}
    </RecentLoginGate>
  );
}

function MyDataSections({ onExpired }: { onExpired: () => void }) {
  const [data, setData] = useState<Record<string, unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchMyData().then(async (result) => {
      if (!live) return;
      if (result.ok) return setData(result.data);
      if (needsRecentLogin(result)) return onExpired();
      const next = await sensitiveStepErrors(result, []);
      if (next) setError(next.form);
    });
    return () => {
      live = false;
    };
  }, [onExpired]);

  if (error) {
    return <Alert>{error}</Alert>;
  }
  if (!data) return <p className={css.note}>読み込み中…</p>;
  return (
    <div className={css.form}>
      <a href={paths.myDataDownload()} download="my-data.json" className={css.link}>
        JSON形式でダウンロード
      </a>
      {Object.entries(data).map(([key, value]) => {
        const records = recordsOf(value);
        return (
          <section key={key} className={css.dataSection} aria-labelledby={`my-data-${key}`}>
            <h2 id={`my-data-${key}`} className={css.sectionTitle}>
              {MY_DATA_SECTION_TITLES[key] ?? key}（{records.length}件）
            </h2>
            {records.length === 0 ? (
              <p className={css.note}>登録はありません</p>
            ) : (
              records.map((record, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: records have no common id; the list never reorders.
                <dl key={index} className={css.dataRecord}>
                  {Object.entries(record).map(([field, fieldValue]) => (
                    <div key={field} className={css.dataRow}>
                      <dt>{MY_DATA_FIELD_LABELS[field] ?? field}</dt>
                      <dd>{display(fieldValue)}</dd>
                    </div>
                  ))}
                </dl>
              ))
            )}
          </section>
        );
      })}
    </div>
  );
}
