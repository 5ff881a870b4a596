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
    { revalidate: REVALIDATE.jobs, tags: ['jobs'] },
  );
  return data.jobsByIds;
}

/** Jobs recommended to someone who viewed `viewedIds` (newest first), without those. */
export async function loadRecommendations(viewedIds: readonly string[], limit = 24) {
  const sources = viewedIds.slice(0, 3);
  const results = await Promise.all(
    sources.map((id) =>
      cachedQuery(recommendationsQuery, { id }, { revalidate: REVALIDATE.job, tags: ['jobs'] })
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
