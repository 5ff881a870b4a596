'use client';

import { useEffect, useState } from 'react';
import { paths } from '@/lib/paths';
import { fetchMyData } from '@/lib/session/auth-api';
import * as css from './AccountForm.css';
import { needsRecentLogin, RecentLoginGate } from './RecentLoginGate';
import { sensitiveStepErrors } from './sensitive-step';

/** Japanese titles of the download's sections (the BFF's `/auth/my-data` keys). */
export const MY_DATA_SECTIONS: Readonly<Record<string, string>> = {
  identity: 'ログイン情報',
  account: '会員情報',
  desiredOccupations: '希望職種',
  qualifications: '保有資格',
  jobHistories: '職歴',
  educationalBackground: '学歴',
  personality: '自己PR・趣味・特技',
  requirements: '希望条件',
  resumes: '履歴書',
  careerSheets: '職務経歴書',
  favorites: '気になる求人',
  notices: 'お知らせ',
  savedSearches: '保存した検索条件',
  savedSearchMatches: '検索条件に合った新着求人',
  entries: '応募',
  joiningConfirmations: '入社確認',
  rooms: 'メッセージのやりとり',
  messages: 'メッセージ',
  messageClientIds: 'メッセージ送信の記録',
  advisorRequests: 'キャリアアドバイザーへの相談',
  scouts: 'スカウト',
  scoutInquiries: 'スカウトへの問い合わせ',
  scoutResponseHistories: 'スカウトの閲覧・応答の記録',
  contacts: 'お問い合わせ',
  microConversions: '利用状況の記録',
  crmRecord: '顧客管理の記録',
  lineLinks: 'LINE連携',
  sentSms: '送信したSMS',
};

type Records = Record<string, unknown>[];

/** A section's records, whether the section is one record or a list. */
function recordsOf(value: unknown): Records {
  if (Array.isArray(value)) return value as Records;
  if (value && typeof value === 'object') return [value as Record<string, unknown>];
  return [];
}

function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
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
    return (
      <p role="alert" className={css.formError}>
        {error}
      </p>
    );
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
              {MY_DATA_SECTIONS[key] ?? key}（{records.length}件）
            </h2>
            {records.length === 0 ? (
              <p className={css.note}>登録はありません</p>
            ) : (
              records.map((record, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: records have no common id; the list never reorders.
                <dl key={index} className={css.dataRecord}>
                  {Object.entries(record).map(([field, fieldValue]) => (
                    <div key={field} className={css.dataRow}>
                      <dt>{field}</dt>
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
