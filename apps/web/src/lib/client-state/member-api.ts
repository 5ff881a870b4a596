'use client';

import { browserGraphQL } from '../graphql/browser';
import {
  addFavoriteDocument,
  favoriteJobIdsDocument,
  removeFavoriteDocument,
  viewerCountsDocument,
} from '../graphql/browser-documents';

/**
 * The member's saved jobs and header counts through /graphql. Loaded on demand (only members
 * need it), so visitors' pages do not download it.
 */
export async function fetchMemberState(favoritesPage: number) {
  const [counts, favorites] = await Promise.all([
    browserGraphQL(viewerCountsDocument, {}),
    browserGraphQL(favoriteJobIdsDocument, { per: favoritesPage }),
  ]);
  return {
    favoriteIds: favorites.favoriteJobs.nodes.map((job) => job.id),
    favoriteJobCount: counts.user?.favoriteJobCount ?? favorites.favoriteJobs.totalCount,
    messageCount: counts.user?.messageCount ?? 0,
    newMatchCount: counts.user?.newMatchCount ?? 0,
    enteredIds: counts.user?.enteredJobIds ?? [],
  };
}

export async function addFavorite(jobId: string): Promise<number> {
  const result = await browserGraphQL(addFavoriteDocument, { input: { jobId } });
  return result.addFavorite.favoriteJobCount;
}

export async function removeFavorite(jobId: string): Promise<number> {
  const result = await browserGraphQL(removeFavoriteDocument, { input: { jobId } });
  return result.removeFavorite.favoriteJobCount;
}
