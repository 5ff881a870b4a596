import type { OccupationMaster, PrefectureMaster } from '@jobsite/domain/masters';
import type { Database } from '../../db';
import { FigureCache, perDatabase } from '../figure-cache';
import type { FeatureModel } from '../masters/lookups';
import { type SalaryFigures, salaryFigures, salaryFiguresByFeature } from './repository';

/** The parent of `JobSalary`: what was asked and the figures found. */
export interface JobSalaryModel extends SalaryFigures {
  occupation: OccupationMaster | null;
  prefecture: PrefectureMaster | null;
  feature: FeatureModel | null;
}

/**
 * Salary statistics move slowly and aggregate many rows (all driver jobs of a prefecture per
 * feature): they are kept for a few minutes per database and question.
 */
const SALARY_TTL_MS = 5 * 60_000;
const SALARY_CACHE_ENTRIES = 2_000;

const cacheOf = perDatabase(
  () => new FigureCache<string, object>({ ttlMs: SALARY_TTL_MS, maxEntries: SALARY_CACHE_ENTRIES }),
);

export interface SalaryQuestion {
  occupationId: number;
  prefectureCode?: number;
  featureId?: number;
  /** A visitor's figures leave member-only jobs out (they must not be read through averages). */
  visitor: boolean;
}

const viewerKey = (visitor: boolean) => (visitor ? 'visitor' : 'member');

export function cachedSalaryFigures(db: Database, q: SalaryQuestion): Promise<SalaryFigures> {
  const key = `one:${viewerKey(q.visitor)}:${q.occupationId}:${q.prefectureCode ?? ''}:${q.featureId ?? ''}`;
  return cacheOf(db).get(key, () => salaryFigures(db, q)) as Promise<SalaryFigures>;
}

export function cachedSalaryFiguresByFeature(
  db: Database,
  q: {
    occupationId: number;
    prefectureCode?: number;
    featureIds: readonly number[];
    visitor: boolean;
  },
): Promise<Map<number, SalaryFigures>> {
  const key = `features:${viewerKey(q.visitor)}:${q.occupationId}:${q.prefectureCode ?? ''}:${q.featureIds.join(',')}`;
  return cacheOf(db).get(key, () => salaryFiguresByFeature(db, q)) as Promise<
    Map<number, SalaryFigures>
  >;
}

export const NO_SALARY_FIGURES: SalaryFigures = Object.freeze({
  jobCount: 0,
  averageLowestSalary: null,
  averageHighestSalary: null,
  maxHighestSalary: null,
});
