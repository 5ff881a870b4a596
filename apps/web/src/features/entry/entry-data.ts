import { ErrorCode } from '@jobsite/domain/errors';
import { memberRequest } from '@/features/mypage/member-graphql';
import type { EntryJobFieldsFragment } from '@/graphql/generated/graphql';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { entryJobQuery, entryJobsQuery, isEntryQuery } from './entry-documents';

export type EntryJob = EntryJobFieldsFragment;

/** Why a job takes no entry (the api's codes, shown with their catalogue message), or null. */
export function refusalCodeOf(job: Pick<EntryJob, 'isPublished' | 'isHiring'>): ErrorCode | null {
  if (!job.isPublished) return ErrorCode.JOB_NOT_PUBLISHED;
  if (!job.isHiring) return ErrorCode.JOB_NOT_HIRING;
  return null;
}

/**
 * The jobs /entry is about, read fresh (not from the public cache: whether a job still hires
 * must be current) and with the member's session, so members see member-only jobs in full.
 * Ids the api does not know (or, for several, no longer publishes) are missing.
 */
export async function loadEntryJobs(
  jobIds: readonly string[],
): Promise<{ jobs: EntryJob[]; memberOnly: boolean }> {
  if (jobIds.length === 0) return { jobs: [], memberOnly: false };
  if (jobIds.length > 1) {
    const data = await memberRequest(entryJobsQuery, { ids: [...jobIds] });
    return { jobs: data.jobsByIds, memberOnly: false };
  }
  try {
    const data = await memberRequest(entryJobQuery, { id: jobIds[0] ?? '' });
    return { jobs: data.job ? [data.job] : [], memberOnly: false };
  } catch (error) {
    // A member-only job (会員限定求人) is told to signed-in members only.
    if (error instanceof GraphQLRequestError && error.code === ErrorCode.MEMBER_ONLY_JOB) {
      return { jobs: [], memberOnly: true };
    }
    throw error;
  }
}

/** Whether the member already applied to the job; null when it cannot be told (session). */
export async function hasApplied(jobId: string): Promise<boolean | null> {
  try {
    return (await memberRequest(isEntryQuery, { jobId })).isEntry;
  } catch (error) {
    if (error instanceof GraphQLRequestError) return null;
    throw error;
  }
}
