import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobFeatures, jobs } from '../../db/schema';
import { type JobFilter, jobWhere } from '../jobs/search';
import { SALARY_STEP, type SalaryStepCount } from './histogram';

/**
 * Salary statistics in SQL. The figure is the lower monthly salary of published,
 * monthly-paid jobs (what an ad promises at least: 月給25万円〜), the same jobs jobSalary
 * and driverJobSalaries count. Quartiles are percentile_cont (linear interpolation).
 */

export interface SalaryScope {
  occupationId: number;
  prefectureCode?: number;
  /** Visitors' figures leave member-only jobs out. */
  visitor: boolean;
}

export interface SalaryStatistics {
  jobCount: number;
  average: number | null;
  minimum: number | null;
  firstQuartile: number | null;
  median: number | null;
  thirdQuartile: number | null;
  maximum: number | null;
}

export const EMPTY_STATISTICS: SalaryStatistics = Object.freeze({
  jobCount: 0,
  average: null,
  minimum: null,
  firstQuartile: null,
  median: null,
  thirdQuartile: null,
  maximum: null,
});

/**
 * The jobs a scope counts: the published jobs of the occupation (and prefecture) as its list
 * reads them, with the lists' visibility rule (a visitor's hold public jobs only), paid
 * monthly.
 */
function countedJobs(scope: SalaryScope): SQL {
  const filter: JobFilter = { occupationIds: [scope.occupationId] };
  if (scope.prefectureCode !== undefined) filter.prefectureCodes = [scope.prefectureCode];
  if (scope.visitor) filter.visibility = 'public';
  return and(jobWhere(filter), eq(jobs.salaryOption, 'monthly')) as SQL;
}

const statisticsColumns = {
  jobCount: sql<number>`count(*)::int`,
  average: sql<string | number | null>`round(avg(${jobs.lowestSalary}))`,
  minimum: sql<number | null>`min(${jobs.lowestSalary})`,
  quartiles: sql<Array<
    number | string
  > | null>`percentile_cont(ARRAY[0.25, 0.5, 0.75]::float8[]) WITHIN GROUP (ORDER BY ${jobs.lowestSalary})`,
  maximum: sql<number | null>`max(${jobs.lowestSalary})`,
};

type StatisticsRow = {
  jobCount: number | string;
  average: string | number | null;
  minimum: number | string | null;
  quartiles: Array<number | string> | string | null;
  maximum: number | string | null;
};

function toYen(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value));
}

/** A float8[] as the driver gives it: an array (both drivers) or its text form. */
function quartilesOf(value: StatisticsRow['quartiles']): Array<number | null> {
  if (value === null) return [null, null, null];
  const list = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : value;
  return [0, 1, 2].map((i) => toYen(list[i]));
}

function toStatistics(row: StatisticsRow | undefined): SalaryStatistics {
  if (!row || Number(row.jobCount) === 0) return EMPTY_STATISTICS;
  const [firstQuartile, median, thirdQuartile] = quartilesOf(row.quartiles);
  return {
    jobCount: Number(row.jobCount),
    average: toYen(row.average),
    minimum: toYen(row.minimum),
    firstQuartile: firstQuartile ?? null,
    median: median ?? null,
    thirdQuartile: thirdQuartile ?? null,
    maximum: toYen(row.maximum),
  };
}

export async function salaryStatistics(
  db: Database,
  scope: SalaryScope,
): Promise<SalaryStatistics> {
  const [row] = await db.select(statisticsColumns).from(jobs).where(countedJobs(scope));
  return toStatistics(row);
}

/** Jobs per SALARY_STEP of the lower monthly salary, lowest first. */
export async function salaryStepCounts(
  db: Database,
  scope: SalaryScope,
): Promise<SalaryStepCount[]> {
  const step = sql<number>`(${jobs.lowestSalary} / ${sql.raw(String(SALARY_STEP))}) * ${sql.raw(String(SALARY_STEP))}`;
  const rows = await db
    .select({ step, jobCount: sql<number>`count(*)::int` })
    .from(jobs)
    .where(countedJobs(scope))
    .groupBy(step)
    .orderBy(step);
  return rows.map((row) => ({ step: Number(row.step), jobCount: Number(row.jobCount) }));
}

/** Statistics of the jobs having each feature (features without jobs are absent). */
export async function salaryStatisticsByFeature(
  db: Database,
  scope: SalaryScope,
  featureIds: readonly number[],
): Promise<Map<number, SalaryStatistics>> {
  if (featureIds.length === 0) return new Map();
  const rows = await db
    .select({ featureId: jobFeatures.featureId, ...statisticsColumns })
    .from(jobFeatures)
    .innerJoin(jobs, eq(jobs.id, jobFeatures.jobId))
    .where(and(countedJobs(scope), inArray(jobFeatures.featureId, [...featureIds])))
    .groupBy(jobFeatures.featureId);
  return new Map(rows.map((row) => [Number(row.featureId), toStatistics(row)]));
}

/** Statistics per prefecture with jobs, by prefecture code. */
export async function salaryStatisticsByPrefecture(
  db: Database,
  scope: Omit<SalaryScope, 'prefectureCode'>,
): Promise<Array<{ prefectureCode: number; statistics: SalaryStatistics }>> {
  const rows = await db
    .select({ prefectureCode: jobs.prefectureCode, ...statisticsColumns })
    .from(jobs)
    .where(countedJobs(scope))
    .groupBy(jobs.prefectureCode)
    .orderBy(jobs.prefectureCode);
  return rows.map((row) => ({
    prefectureCode: Number(row.prefectureCode),
    statistics: toStatistics(row),
  }));
}
