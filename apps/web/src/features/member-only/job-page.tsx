import { ErrorCode } from '@jobsite/domain/errors';
import type { OccupationMaster } from '@jobsite/domain/masters';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { JobDetailView } from '@/features/job-detail/JobDetailView';
import { type JobDetail, jobDetailQuery, loadJob } from '@/features/job-detail/job-data';
import { jobMetadata } from '@/features/job-detail/job-metadata';
import { memberRequest } from '@/features/mypage/member-graphql';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { paths } from '@/lib/paths';
import { MemberOnlyJobLocked } from './MemberOnlyJobLocked';

/** Who a job page is rendered for: every visitor (cached), or the member asking (per request). */
export type Viewer = 'visitor' | 'member';

export type JobPageData = { kind: 'job'; job: JobDetail } | { kind: 'locked' } | null;

/** The api's answers that leave the page locked: member-only, or no member session after all. */
const LOCKED_CODES = new Set<string>([
  ErrorCode.MEMBER_ONLY_JOB,
  ErrorCode.UNAUTHORIZED_ERROR,
  ErrorCode.SESSION_EXPIRED,
]);

function isLockedAnswer(error: unknown): boolean {
  return error instanceof GraphQLRequestError && LOCKED_CODES.has(error.code ?? '');
}

/**
 * A job page's data. Public jobs come from the shared cache for every viewer. A member-only
 * job is `locked` for a visitor; for a member it is read with their session, uncached.
 * Null: no such job (404).
 */
export async function loadJobPage(jobId: string, viewer: Viewer): Promise<JobPageData> {
  try {
    const job = await loadJob(jobId);
    return job ? { kind: 'job', job } : null;
  } catch (error) {
    if (!isLockedAnswer(error)) throw error;
  }
  if (viewer === 'member') {
    try {
      const { job } = await memberRequest(jobDetailQuery, { id: jobId });
      if (job) return { kind: 'job', job };
    } catch (error) {
      if (!isLockedAnswer(error)) throw error;
    }
  }
  return { kind: 'locked' };
}

/** Title and robots of a job page; a locked page is not indexed and names no job. */
export async function jobPageMetadata(
  route: { occupation: OccupationMaster; jobId: string },
  viewer: Viewer,
): Promise<Metadata> {
  const data = await loadJobPage(route.jobId, viewer);
  if (!data) return {};
  if (data.kind === 'locked') {
    return {
      title: `会員限定求人｜${route.occupation.name}の求人`,
      robots: { index: false, follow: true },
    };
  }
  const metadata = jobMetadata(data.job);
  return data.job.isMemberOnly
    ? { ...metadata, robots: { index: false, follow: false } }
    : metadata;
}

/**
 * Job detail (`/{occupation}/job/{id}`) for a viewer: the job, a member-only job's locked page,
 * or 404. One URL per job: a wrong occupation in the path goes to the right one (not for a
 * locked job, whose occupation a visitor must not learn).
 */
export async function JobRoutePage({
  route,
  viewer,
}: {
  route: { occupation: OccupationMaster; jobId: string };
  viewer: Viewer;
}) {
  const data = await loadJobPage(route.jobId, viewer);
  if (!data) notFound();
  if (data.kind === 'locked') {
    return <MemberOnlyJobLocked occupation={route.occupation} jobId={route.jobId} />;
  }
  const { job } = data;
  if (job.occupation.occupationNameEn !== route.occupation.occupationNameEn) {
    permanentRedirect(paths.job(job.occupation.occupationNameEn, job.id));
  }
  return <JobDetailView job={job} />;
}
