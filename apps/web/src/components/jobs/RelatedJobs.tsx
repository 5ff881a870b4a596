import { formatYenRange } from '@jobsite/domain/formatters';
import type { JobCardJob } from '@jobsite/ui/job-card';
import { Link } from '@jobsite/ui/link';
import * as css from './RelatedJobs.css';

/**
 * Near and recommended jobs under a job page: compact rows (title, company, pay, place) rather
 * than full cards, which keeps the page's markup, and the work of hydrating it, small.
 */
export function RelatedJobs({ jobs }: { jobs: readonly JobCardJob[] }) {
  return (
    <ul className={css.list}>
      {jobs.map((job) => (
        <li key={job.id} className={css.item}>
          <Link href={job.href} className={css.title}>
            {job.title}
          </Link>
          <p className={css.meta}>
            {job.companyName && <span>{job.companyName}</span>}
            <span className={css.salary}>
              {job.salaryOption} {formatYenRange(job.lowestSalary, job.highestSalary)}
            </span>
            <span>{job.place}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
