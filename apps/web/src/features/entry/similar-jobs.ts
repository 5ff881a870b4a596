import type { JobCardJob } from '@jobsite/ui/job-card';
import type { JobCardFieldsFragment } from '@/graphql/generated/graphql';
import { toJobCard } from '@/lib/jobs/job-card';

/** How many similar jobs the thanks page offers: about two phone screens of compact rows. */
export const SIMILAR_JOB_LIMIT = 4;

/**
 * The jobs to offer after an application: the applied job's near jobs (same occupation, the
 * same municipality first, then the prefecture; the api leaves closed ones out), without any
 * job applied to now or before, nor one that stopped hiring since the list was cached.
 */
export function pickSimilarJobs(
  nearJobs: readonly JobCardFieldsFragment[],
  appliedIds: Iterable<string>,
  limit = SIMILAR_JOB_LIMIT,
): JobCardJob[] {
  const excluded = new Set(appliedIds);
  return nearJobs
    .filter((job) => job.isHiring && !excluded.has(job.id))
    .slice(0, limit)
    .map(toJobCard);
}
