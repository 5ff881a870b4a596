import { JobCard, type JobCardJob } from '@jobsite/ui/job-card';
import { JobList, type JobListProps } from '@jobsite/ui/job-list';
import { SaveJobButton } from '@/components/saved-jobs/SaveJobButton';
import * as css from './JobCards.css';
import { JobMarks } from './JobMarks';

const saveSlot = (job: JobCardJob) => <SaveJobButton jobId={String(job.id)} jobTitle={job.title} />;

/**
 * A paginated job list rendered on the server, with a client save toggle per card. Nothing
 * personal is in its HTML: saved state fills in after hydration.
 */
export function PagedJobList(props: Omit<JobListProps, 'onSaveToggle' | 'renderSaveSlot'>) {
  return (
    <>
      <JobMarks />
      <JobList {...props} renderSaveSlot={saveSlot} />
    </>
  );
}

/** A plain grid of job cards (near and recommended jobs, saved and viewed lists). */
export function JobCardGrid({
  jobs,
  headingLevel = 3,
}: {
  jobs: readonly JobCardJob[];
  headingLevel?: 2 | 3;
}) {
  return (
    <>
      <JobMarks />
      <ul className={css.grid}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} saveSlot={saveSlot(job)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  );
}
