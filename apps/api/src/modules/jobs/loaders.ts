import DataLoader from 'dataloader';
import type { Database } from '../../db';
import { loaderOfMany, loaderOfOne } from '../batch';
import {
  findAppealPoints,
  findArticleSections,
  findFeatureIdsByJobIds,
  findJobDetails,
  findJobsByIds,
  findNearDistanceJobIds,
  findRecommendJobIds,
  findSummaries,
  findWorkingTimes,
  type JobRow,
  type RelatedJobPair,
} from './repository';

/**
 * Related jobs (nearby, recommended) of several jobs: keys are `[jobId, limit]`, batched
 * into one lateral query per distinct limit, then the jobs themselves through `byId`.
 */
function relatedJobsLoader(
  find: (ids: readonly number[], limit: number) => Promise<RelatedJobPair[]>,
  byId: DataLoader<number, JobRow | null>,
) {
  return new DataLoader<readonly [number, number], JobRow[], string>(
    async (keys) => {
      const limits = [...new Set(keys.map(([, limit]) => limit))];
      const idsByKey = new Map<string, number[]>();
      await Promise.all(
        limits.map(async (limit) => {
          const sources = keys.filter(([, l]) => l === limit).map(([id]) => id);
          for (const pair of await find(sources, limit)) {
            const key = `${pair.sourceId}:${limit}`;
            const list = idsByKey.get(key);
            if (list) list.push(pair.jobId);
            else idsByKey.set(key, [pair.jobId]);
          }
        }),
      );
      return Promise.all(
        keys.map(async ([id, limit]) => {
          const rows = await byId.loadMany(idsByKey.get(`${id}:${limit}`) ?? []);
          return rows.filter((row): row is JobRow => row !== null && !(row instanceof Error));
        }),
      );
    },
    { cacheKeyFn: ([id, limit]) => `${id}:${limit}` },
  );
}

/**
 * Per-request loaders of jobs and their parts. `byId` answers any job (callers check what the
 * viewer may see); a visitor's related jobs (nearby, recommended) are public jobs only.
 */
export function createJobLoaders(db: Database, visitor: boolean) {
  const byId = loaderOfOne(
    (ids: readonly number[]) => findJobsByIds(db, ids),
    (row) => row.id,
  );
  return {
    /** A job by id, published or not. */
    byId,
    featureIds: loaderOfMany(
      (ids: readonly number[]) => findFeatureIdsByJobIds(db, ids),
      (row) => row.jobId,
    ),
    detail: loaderOfOne(
      (ids: readonly number[]) => findJobDetails(db, ids),
      (row) => row.jobId,
    ),
    workingTimes: loaderOfMany(
      (ids: readonly number[]) => findWorkingTimes(db, ids),
      (row) => row.jobId,
    ),
    appealPoints: loaderOfMany(
      (ids: readonly number[]) => findAppealPoints(db, ids),
      (row) => row.jobId,
    ),
    summaries: loaderOfMany(
      (ids: readonly number[]) => findSummaries(db, ids),
      (row) => row.jobId,
    ),
    articleSections: loaderOfMany(
      (ids: readonly number[]) => findArticleSections(db, ids),
      (row) => row.jobId,
    ),
    nearDistance: relatedJobsLoader(
      (ids, limit) => findNearDistanceJobIds(db, ids, limit, visitor),
      byId,
    ),
    recommend: relatedJobsLoader(
      (ids, limit) => findRecommendJobIds(db, ids, limit, visitor),
      byId,
    ),
  };
}
