import { CacheTag } from '@jobsite/domain/web-cache';
import { memberRequest } from '@/features/mypage/member-graphql';
import { graphql } from '@/graphql/generated';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';

const jobsByIdsQuery = graphql(`
  query JobsByIds($ids: [ID!]!) {
    jobsByIds(ids: $ids) {
      ...JobCardFields
    }
  }
`);

const jobsByIdsWithSalaryDescQuery = graphql(`
  query JobsByIdsWithSalaryDesc($ids: [ID!]!) {
    jobsByIdsWithSalaryDesc(ids: $ids) {
      ...JobCardFields
      isPublished
    }
  }
`);

/** The orders of a saved-jobs list: as saved (newest first), or highest monthly pay first. */
export type SavedOrder = 'saved' | 'salary';

/** `?sort=` of a saved-jobs page; anything but `salary` is the saved order. */
export function savedOrderParam(value: string | string[] | undefined): SavedOrder {
  return (Array.isArray(value) ? value[0] : value) === 'salary' ? 'salary' : 'saved';
}

/** The saved-jobs orders as sort links of the page at `path`. */
export function savedOrderOptions(path: string, current: SavedOrder) {
  return [
    { label: '保存した順', href: path, current: current === 'saved' },
    { label: '給与が高い順', href: `${path}?sort=salary`, current: current === 'salary' },
  ];
}

/**
 * Jobs of `ids`, highest monthly pay first (the api orders them: jobsByIdsWithSalaryDesc),
 * with the member's session when `asMember` (member-only jobs stay in).
 */
export async function loadJobsBySalary(
  ids: readonly string[],
  options: { asMember?: boolean } = {},
) {
  if (ids.length === 0) return [];
  if (options.asMember) {
    return (await memberRequest(jobsByIdsWithSalaryDescQuery, { ids: [...ids] }))
      .jobsByIdsWithSalaryDesc;
  }
  const data = await cachedQuery(
    jobsByIdsWithSalaryDescQuery,
    { ids: [...ids] },
    { revalidate: REVALIDATE.jobs, tags: [CacheTag.jobs] },
  );
  return data.jobsByIdsWithSalaryDesc;
}

const recommendationsQuery = graphql(`
  query RecommendedFor($id: ID!) {
    job(id: $id) {
      id
      recommendJobs(limit: 12) {
        ...JobCardFields
      }
    }
  }
`);

/**
 * Jobs in the order of `ids` (unknown ones left out). Public data: cached by ids. `asMember`
 * (a request with a session cookie) reads them with the member's session instead, so the
 * member-only jobs a member viewed stay in their list (a visitor's answer leaves them out).
 */
export async function loadJobsByIds(ids: readonly string[], options: { asMember?: boolean } = {}) {
  if (ids.length === 0) return [];
  if (options.asMember) {
    try {
      return (await memberRequest(jobsByIdsQuery, { ids: [...ids] })).jobsByIds;
    } catch (error) {
      // A session the BFF no longer keeps: the visitors' answer below.
      if (!(error instanceof GraphQLRequestError)) throw error;
    }
  }
  const data = await cachedQuery(
    jobsByIdsQuery,
    { ids: [...ids] },
    { revalidate: REVALIDATE.jobs, tags: [CacheTag.jobs] },
  );
  return data.jobsByIds;
}

/** Jobs recommended to someone who viewed `viewedIds` (newest first), without those. */
export async function loadRecommendations(viewedIds: readonly string[], limit = 24) {
  const sources = viewedIds.slice(0, 3);
  const results = await Promise.all(
    sources.map((id) =>
      cachedQuery(
        recommendationsQuery,
        { id },
        { revalidate: REVALIDATE.job, tags: [CacheTag.jobs] },
      )
        .then((data) => data.job?.recommendJobs ?? [])
        .catch(() => []),
    ),
  );
  const seen = new Set(viewedIds);
  const jobs = [];
  for (const job of results.flat()) {
    if (seen.has(job.id)) continue;
    seen.add(job.id);
    jobs.push(job);
    if (jobs.length >= limit) break;
  }
  return jobs;
}
