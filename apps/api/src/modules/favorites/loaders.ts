import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { favorites } from '../../db/schema';

/** Per-request loaders of saved jobs (Job.isFavorited over a page of jobs: one query). */
export function createFavoriteLoaders(db: Database) {
  return {
    savedJobIds: new DataLoader<number, Set<number>>(async (memberIds) => {
      const rows = await db
        .select({ endUserId: favorites.endUserId, jobId: favorites.jobId })
        .from(favorites)
        .where(inArray(favorites.endUserId, [...memberIds]));
      return memberIds.map(
        (id) => new Set(rows.filter((row) => row.endUserId === id).map((row) => row.jobId)),
      );
    }),
  };
}
