import { EmptyState } from '@jobsite/ui/empty-state';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { JobCardGrid } from '@/components/jobs/JobCards';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { loadRecommendations } from '@/features/saved-jobs/saved-data';
import { HISTORY_LIST_COOKIE, parseHistoryList } from '@/lib/cookies/history-list';
import { toJobCard } from '@/lib/jobs/job-card';
import { paths } from '@/lib/routes';
import { RememberSessionKey } from '@/lib/session/RememberSessionKey';
import { recommendJobIdsValue } from '@/lib/session/stored-keys';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'あなたへのおすすめ求人',
  alternates: { canonical: paths.recommend() },
  robots: { index: false, follow: true },
};

/** Recommended jobs from the jobs viewed last (the recommendJobs of each). */
export default async function RecommendPage() {
  const viewed = parseHistoryList((await cookies()).get(HISTORY_LIST_COOKIE)?.value);
  const jobs = await loadRecommendations(viewed);
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'おすすめ求人' }]} />
      <h1 className={page.pageTitle}>あなたへのおすすめ求人</h1>
      <p className={page.lead}>最近見た求人をもとに、おすすめの求人を表示しています。</p>
      {jobs.length === 0 ? (
        <EmptyState
          title="おすすめできる求人がまだありません"
          description="気になる求人をいくつか見ると、あなたに合う求人をおすすめします。"
          action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
        />
      ) : (
        <>
          <RememberSessionKey entry={recommendJobIdsValue(jobs.map((job) => job.id))} />
          <JobCardGrid jobs={jobs.map(toJobCard)} headingLevel={2} />
        </>
      )}
    </div>
  );
}
