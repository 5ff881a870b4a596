import { PAGE_SIZES } from '@jobsite/domain/constants';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { JobCard, type JobCardJob } from '../JobCard/JobCard';
import { Pagination } from '../Pagination/Pagination';
import { JobListSkeleton } from '../Skeleton/Skeleton';
import * as css from './JobList.css';

export type JobListProps = {
  jobs: ReadonlyArray<JobCardJob>;
  /** Total matches of the search (all pages). */
  totalCount: number;
  /** 1-based current page. */
  page: number;
  perPage?: number;
  hrefForPage: (page: number) => string;
  savedJobIds?: ReadonlyArray<JobCardJob['id']>;
  onSaveToggle?: (jobId: JobCardJob['id'], nextSaved: boolean) => void;
  /** A save control per card in place of `onSaveToggle` (works in Server Components). */
  renderSaveSlot?: (job: JobCardJob) => ReactNode;
  loading?: boolean;
  /** Shown instead of the list when there are no jobs. */
  empty?: ReactNode;
  cardHeadingLevel?: 2 | 3;
};

const number = new Intl.NumberFormat('ja-JP');

/** Jobs of one page with the total count, save toggles and pagination. */
export function JobList({
  jobs,
  totalCount,
  page,
  perPage = PAGE_SIZES.jobs,
  hrefForPage,
  savedJobIds = [],
  onSaveToggle,
  renderSaveSlot,
  loading = false,
  empty,
  cardHeadingLevel,
}: JobListProps) {
  if (loading) return <JobListSkeleton count={3} />;
  if (jobs.length === 0) {
    return <>{empty ?? <EmptyState title="条件に合う求人が見つかりませんでした" />}</>;
  }
  const first = (page - 1) * perPage + 1;
  const last = first + jobs.length - 1;
  const totalPages = Math.ceil(totalCount / perPage);
  const saved = new Set(savedJobIds);
  return (
    <div className={css.root}>
      <p className={css.summary}>
        該当求人<span className={css.count}>{number.format(totalCount)}</span>件中
        {` ${number.format(first)}〜${number.format(last)}件を表示`}
      </p>
      <ul className={css.list}>
        {jobs.map((job, index) => (
          <li key={job.id}>
            <JobCard
              priority={index === 0}
              job={job}
              saved={saved.has(job.id)}
              onSaveToggle={onSaveToggle}
              saveSlot={renderSaveSlot?.(job)}
              headingLevel={cardHeadingLevel}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefForPage={hrefForPage} />
    </div>
  );
}
