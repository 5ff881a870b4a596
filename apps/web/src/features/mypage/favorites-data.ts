import { KEEP_LIST } from '@jobsite/domain/constants';
import { loadJobsBySalary, type SavedOrder } from '@/features/saved-jobs/saved-data';
import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { loadMemberPage } from './member-graphql';

const favoriteJobsQuery = graphql(`
  query FavoriteJobsPage($page: Int!, $per: Int!) {
    favoriteJobs(page: $page, per: $per) {
      nodes {
        ...JobCardFields
        isPublished
      }
      totalCount
      page
      per
      totalPages
    }
  }
`);

/**
 * Saved jobs a page of /member/favorite/ shows: half of the most a member can save
 * (KEEP_LIST.maxItems, 20), so the job cards stay a short page on phones and a full list
 * has two pages. The api's default page (PAGE_SIZES.favoriteJobs) equals the cap, which
 * would never page.
 */
export const FAVORITES_PER_PAGE = KEEP_LIST.maxItems / 2;

/** `?page=` as a page number from 1; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,4}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The link to page `page` of the member's saved jobs in `order`. */
export function favoritesPath(page: number, order: SavedOrder): string {
  const path = paths.favorites(page);
  if (order === 'saved') return path;
  return `${path}${path.includes('?') ? '&' : '?'}sort=salary`;
}

/**
 * One page of the member's saved jobs: most recently saved first, or highest monthly pay
 * first (all of them, at most KEEP_LIST.maxItems, ordered by the api, then paged here).
 */
export async function loadFavorites(page: number, order: SavedOrder = 'saved') {
  if (order === 'saved') {
    const data = await loadMemberPage(
      favoriteJobsQuery,
      { page, per: FAVORITES_PER_PAGE },
      paths.favorites(page),
    );
    return data.favoriteJobs;
  }
  const all = await loadMemberPage(
    favoriteJobsQuery,
    { page: 1, per: KEEP_LIST.maxItems },
    favoritesPath(page, order),
  );
  const jobs = await loadJobsBySalary(
    all.favoriteJobs.nodes.map((job) => job.id),
    { asMember: true },
  );
  const totalPages = Math.ceil(jobs.length / FAVORITES_PER_PAGE);
  return {
    nodes: jobs.slice((page - 1) * FAVORITES_PER_PAGE, page * FAVORITES_PER_PAGE),
    totalCount: all.favoriteJobs.totalCount,
    page,
    per: FAVORITES_PER_PAGE,
    totalPages,
  };
}
