import { KEEP_LIST } from '@jobsite/domain/constants';
import { ButtonLink } from '@jobsite/ui/button';
import { EmptyState } from '@jobsite/ui/empty-state';
import { JobCard } from '@jobsite/ui/job-card';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { SaveJobButton } from '@/components/saved-jobs/SaveJobButton';
import { ShownWhileKept } from '@/components/saved-jobs/ShownWhileKept';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { SortNav } from '@/components/site/SortNav';
import { bulkEntryPath } from '@/features/entry/entry-query';
import {
  loadJobsByIds,
  loadJobsBySalary,
  savedOrderOptions,
  savedOrderParam,
} from '@/features/saved-jobs/saved-data';
import { KEEP_LIST_COOKIE, parseKeepList } from '@/lib/cookies/keep-list';
import { toJobCard } from '@/lib/jobs/job-card';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import * as css from './keep.css';

export const metadata: Metadata = {
  title: '気になる求人',
  alternates: { canonical: paths.keep() },
  robots: { index: false, follow: true },
};

/**
 * A visitor's saved jobs (spec §2 /keep): the keepList cookie read on the server, so this
 * personal page is rendered per request, while the jobs themselves come from the shared cache.
 */
export default async function KeepPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const order = savedOrderParam((await searchParams).sort);
  const ids = parseKeepList((await cookies()).get(KEEP_LIST_COOKIE)?.value);
  const jobs = order === 'salary' ? await loadJobsBySalary(ids) : await loadJobsByIds(ids);
  // Saved jobs that take entries, which a visitor may apply to at once (/entry job_ids).
  const open = jobs.filter((job) => job.isHiring).map((job) => job.id);
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '気になる求人' }]} />
      <h1 className={page.pageTitle}>気になる求人</h1>
      <p className={page.lead}>
        「気になる」に追加した求人は{KEEP_LIST.lifetimeDays / 7}週間（最大{KEEP_LIST.maxItems}
        件）保存されます。会員登録・ログインすると、より長く保存できます。
      </p>
      {jobs.length === 0 ? (
        <EmptyState
          title="気になる求人はまだありません"
          description="求人の「気になる」ボタンを押すと、ここに保存されます。"
          action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
        />
      ) : (
        <>
          {open.length > 1 && (
            <p className={css.bulk}>
              <ButtonLink href={bulkEntryPath(open)} size="lg">
                保存した求人にまとめて応募する（{open.length}件）
              </ButtonLink>
            </p>
          )}
          {jobs.length > 1 && <SortNav options={savedOrderOptions(paths.keep(), order)} />}
          <ul className={css.list} aria-label="保存した求人">
            {jobs.map((job) => (
              <ShownWhileKept key={job.id} jobId={job.id}>
                <li>
                  <JobCard
                    job={toJobCard(job)}
                    saveSlot={<SaveJobButton jobId={job.id} jobTitle={job.title} />}
                  />
                </li>
              </ShownWhileKept>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
