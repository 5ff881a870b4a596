import { MAX_PAGE_SIZE } from '@jobsite/domain/constants';
import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';
import { JOBS_PER_SITEMAP, newestDay } from '@/lib/seo/sitemap';

const jobTotalQuery = graphql(`
  query SitemapJobTotal($occupation: String, $query: JobSearchInput) {
    searchJobTotalCount(occupation: $occupation, query: $query)
  }
`);

const jobPageQuery = graphql(`
  query SitemapJobs($page: Int!, $per: Int!) {
    searchJobs(page: $page, per: $per, sortType: published_at) {
      nodes {
        id
        editedAt
        isMemberOnly
        isHiring
        occupation {
          occupationNameEn
        }
      }
    }
  }
`);

const occupationCountsQuery = graphql(`
  query SitemapOccupations($occupation: String!) {
    occupations {
      occupationNameEn
      publishedJobCount
    }
    features(occupation: $occupation) {
      id
      publishedJobCount
    }
  }
`);

const SITEMAP_REVALIDATE = 3600;

export async function countJobs(occupation?: string, prefectureNameEn?: string) {
  const data = await cachedQuery(
    jobTotalQuery,
    { occupation: occupation ?? null, query: prefectureNameEn ? { prefectureNameEn } : null },
    { revalidate: 24 * SITEMAP_REVALIDATE, tags: [CacheTag.jobs, CacheTag.sitemap] },
  );
  return data.searchJobTotalCount;
}

/** The published jobs of one job sitemap file (public jobs only). */
export async function jobsOfSitemap(index: number) {
  const pagesPerFile = JOBS_PER_SITEMAP / MAX_PAGE_SIZE;
  const first = index * pagesPerFile + 1;
  const jobs: Array<{ id: string; editedAt: string; occupation: string }> = [];
  const BATCH = 5;
  for (let start = 0; start < pagesPerFile; start += BATCH) {
    const pages = await Promise.all(
      Array.from({ length: Math.min(BATCH, pagesPerFile - start) }, (_, offset) =>
        cachedQuery(
          jobPageQuery,
          { page: first + start + offset, per: MAX_PAGE_SIZE },
          { revalidate: SITEMAP_REVALIDATE, tags: [CacheTag.jobs, CacheTag.sitemap] },
        ),
      ),
    );
    let done = false;
    for (const page of pages) {
      for (const job of page.searchJobs.nodes) {
        // Public postings that take entries only (decision 0034): lists leave closed jobs out
        // already; the check keeps the sitemap right whatever the list's default.
        if (!job.isMemberOnly && job.isHiring) {
          jobs.push({
            id: job.id,
            editedAt: job.editedAt,
            occupation: job.occupation.occupationNameEn,
          });
        }
      }
      if (page.searchJobs.nodes.length < MAX_PAGE_SIZE) done = true;
    }
    if (done) break;
  }
  return jobs;
}

/**
 * The catalogue's `lastmod`: the newest 更新日 among the newest postings (the first page of the
 * first job sitemap, so the same cached data). Publishing, the daily renewal's edits and
 * closing all move a job's editedAt to the day they happen.
 */
export async function catalogueLastmod(): Promise<string | undefined> {
  const page = await cachedQuery(
    jobPageQuery,
    { page: 1, per: MAX_PAGE_SIZE },
    { revalidate: SITEMAP_REVALIDATE, tags: [CacheTag.jobs, CacheTag.sitemap] },
  );
  return newestDay(page.searchJobs.nodes.map((job) => job.editedAt));
}

export function occupationCounts(occupation: string) {
  return cachedQuery(
    occupationCountsQuery,
    { occupation },
    { revalidate: REVALIDATE.master, tags: [CacheTag.jobs, CacheTag.sitemap] },
  );
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
