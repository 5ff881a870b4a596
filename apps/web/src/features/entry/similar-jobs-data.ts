import { loadJob } from '@/features/job-detail/job-data';
import { memberRequest } from '@/features/mypage/member-graphql';
import { paths } from '@/lib/paths';
import { enteredJobIdsQuery } from './entry-documents';
import { pickSimilarJobs } from './similar-jobs';

/**
 * What the thanks page offers next: similar open jobs near the (first) job applied to, and
 * the list of that occupation and prefecture to search again. The job's public page data is
 * cached already (its 近くの求人). Earlier applications are left out too: a member's from the
 * api, a visitor's as this browser remembers them (`exclude`). Nothing (and a plain search
 * link) when the job cannot be read: the thanks page never fails for it.
 */
export async function loadSimilarJobs(
  appliedIds: readonly string[],
  signedIn: boolean,
  earlierIds: readonly string[] = [],
) {
  const sourceId = appliedIds[0];
  const job = sourceId ? await loadJob(sourceId).catch(() => null) : null;
  if (!job) return { jobs: [], searchHref: paths.occupation('driver') };
  const entered = signedIn ? await memberEnteredJobIds() : [];
  return {
    jobs: pickSimilarJobs(job.nearDistanceJobs, [...appliedIds, ...earlierIds, ...entered]),
    searchHref: paths.prefecture(job.occupation.occupationNameEn, job.prefecture.prefectureEnName),
  };
}

async function memberEnteredJobIds(): Promise<string[]> {
  try {
    return (await memberRequest(enteredJobIdsQuery, {})).user?.enteredJobIds ?? [];
  } catch {
    // A session that just ended: the jobs of this application are left out all the same.
    return [];
  }
}
