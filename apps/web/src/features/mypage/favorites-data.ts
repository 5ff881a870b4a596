import { PAGE_SIZES } from '@jobsite/domain/constants';
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
    { page, per: PAGE_SIZES.favoriteJobs },
    paths.favorites(page),
  );
  return data.favoriteJobs;
}
