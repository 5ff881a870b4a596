import { KEEP_LIST } from '@jobsite/domain/constants';
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

/** One page of the member's saved jobs, most recently saved first. */
export async function loadFavorites(page: number) {
  const data = await loadMemberPage(
    favoriteJobsQuery,
    { page, per: FAVORITES_PER_PAGE },
    paths.favorites(page),
  );
  return data.favoriteJobs;
}
