import type { Database } from '../../db';
import { loaderOfMany } from '../batch';
import { findCategoriesOfArticles, findJobSeekerCommentsByJobIds } from './repository';

/** Per-request loaders of content hanging off other rows. */
export function createContentLoaders(db: Database) {
  return {
    /** Voices of hired people linked to a job, newest first. */
    commentsByJobId: loaderOfMany(
      (ids: readonly number[]) => findJobSeekerCommentsByJobIds(db, ids),
      (row) => row.jobId ?? 0,
    ),
    categoriesByArticleId: loaderOfMany(
      (ids: readonly number[]) => findCategoriesOfArticles(db, ids),
      (row) => row.articleId,
    ),
  };
}
