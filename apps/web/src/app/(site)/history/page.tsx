import { HISTORY_LIST } from '@jobsite/domain/constants';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { JobCardGrid } from '@/components/jobs/JobCards';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { hasSessionCookie } from '@/features/member-only/member-view';
import { loadJobsByIds } from '@/features/saved-jobs/saved-data';
import { HISTORY_LIST_COOKIE, parseHistoryList } from '@/lib/cookies/history-list';
import { toJobCard } from '@/lib/jobs/job-card';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '最近見た求人',
  alternates: { canonical: paths.history() },
  robots: { index: false, follow: true },
};

/** Recently viewed jobs, newest first (the historyList cookie, read per request). */
export default async function HistoryPage() {
  const jar = await cookies();
  const ids = parseHistoryList(jar.get(HISTORY_LIST_COOKIE)?.value);
  // A member's history keeps the member-only jobs they viewed (decision 0018).
  const jobs = await loadJobsByIds(ids, { asMember: hasSessionCookie(jar) });
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '最近見た求人' }]} />
      <h1 className={page.pageTitle}>最近見た求人</h1>
      <p className={page.lead}>
        最近見た求人を新しい順に最大{HISTORY_LIST.maxItems}件表示します（{HISTORY_LIST.lifetimeDays}
        日間保存）。
      </p>
      {jobs.length === 0 ? (
        <EmptyState
          title="最近見た求人はありません"
          description="求人の詳細ページを見ると、ここに表示されます。"
          action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
        />
      ) : (
        <>
          <p className={page.muted}>
            <Link href={paths.recommend()}>閲覧履歴からのおすすめ求人を見る</Link>
          </p>
          <JobCardGrid jobs={jobs.map(toJobCard)} headingLevel={2} />
        </>
      )}
    </div>
  );
}
