import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db';
import {
  jobAppealPoints,
  jobArticleSections,
  jobDetails,
  jobFeatures,
  jobSummaries,
  jobs,
  workingTimes,
} from '../../db/schema';
import { offsetOf } from '../../graphql/pagination';
import { withinKmSql } from '../geo/sql';
import { selectRows } from '../rows';
import { nearestRing } from './nearest';
import { isPlainRecommended, plainRecommendedSince } from './ranking';
import { type JobFilter, type JobSort, jobOrderBy, jobWhere, type KeywordPlan } from './search';

/** Every column of a job but the search text (which only the keyword search reads). */
const { searchText: _searchText, ...jobColumns } = getTableColumns(jobs);

/** A job as resolvers receive it (the parent of `Job`). */
export type JobRow = Omit<typeof jobs.$inferSelect, 'searchText'>;
export type JobDetailRow = typeof jobDetails.$inferSelect;
export type WorkingTimeRow = typeof workingTimes.$inferSelect;
export type AppealPointRow = typeof jobAppealPoints.$inferSelect;
export type SummaryRow = typeof jobSummaries.$inferSelect;
export type ArticleSectionRow = typeof jobArticleSections.$inferSelect;

/** One page of published jobs matching `filter`, in `sort` order. */
export async function listJobs(
  db: Database,
  filter: JobFilter,
  sort: JobSort,
  page: number,
  per: number,
  options: { keywordPlan?: KeywordPlan; now?: Date } = {},
): Promise<JobRow[]> {
  const where = jobWhere(filter, { keywordIndexed: options.keywordPlan !== 'sortIndex' });
  // おすすめ順 without a keyword ranks only the jobs that can reach the page (ranking.ts).
  const since =
    sort === 'recommended' && isPlainRecommended(filter.keyword)
      ? await plainRecommendedSince(db, where, page * per)
      : undefined;
  // Nearest first without text reads only the ring its page lies in (nearest.ts). Not with
  // text (the keyword's index finds the rows, and each try would run its LIKE again) nor with
  // closed jobs last (a hiring job outside the ring comes before a closed one inside it).
  const byDistance = sort === 'distance' || sort === 'location';
  const near =
    byDistance && !filter.closedLast && isPlainRecommended(filter.keyword)
      ? filter.near
      : undefined;
  const ring = near ? await nearestRing(db, where, near, page * per) : undefined;
  return db
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        where,
        since ? gte(jobs.publishedAt, since) : undefined,
        near && ring ? withinKmSql(jobs, near, ring) : undefined,
      ),
    )
    .orderBy(
      ...jobOrderBy(sort, options.keywordPlan === 'matchesFirst', { filter, now: options.now }),
    )
    .limit(per)
    .offset(offsetOf(page, per));
}

/** How many published jobs match `filter`. */
export async function countJobs(db: Database, filter: JobFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobs).where(jobWhere(filter));
  return Number(row?.value ?? 0);
}

/** Jobs by id, published or not, in no particular order. */
export async function findJobsByIds(db: Database, ids: readonly number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(jobColumns)
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
}

/** Published jobs by id, in no particular order; a visitor's leave member-only jobs out. */
export async function findPublishedJobsByIds(
  db: Database,
  ids: readonly number[],
  options: { visitor: boolean },
): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        inArray(jobs.id, [...ids]),
        eq(jobs.isPublished, true),
        options.visitor ? not(jobs.isMemberOnly) : undefined,
      ),
    );
}

/** `AND NOT j.is_member_only` for a visitor's related jobs, nothing for a member. */
function visibleTo(visitor: boolean): SQL {
  return visitor ? sql`AND NOT j.is_member_only` : sql``;
}

/** Feature ids of each job, in feature id order. */
export async function findFeatureIdsByJobIds(
  db: Database,
  jobIds: readonly number[],
): Promise<Array<{ jobId: number; featureId: number }>> {
  return db
    .select({ jobId: jobFeatures.jobId, featureId: jobFeatures.featureId })
    .from(jobFeatures)
    .where(inArray(jobFeatures.jobId, [...jobIds]))
    .orderBy(asc(jobFeatures.jobId), asc(jobFeatures.featureId));
}

export async function findJobDetails(
  db: Database,
  jobIds: readonly number[],
): Promise<JobDetailRow[]> {
  return db
    .select()
    .from(jobDetails)
    .where(inArray(jobDetails.jobId, [...jobIds]));
}

export async function findWorkingTimes(
  db: Database,
  jobIds: readonly number[],
): Promise<WorkingTimeRow[]> {
  return db
    .select()
    .from(workingTimes)
    .where(inArray(workingTimes.jobId, [...jobIds]))
    .orderBy(asc(workingTimes.jobId), asc(workingTimes.position));
}

export async function findAppealPoints(
  db: Database,
  jobIds: readonly number[],
): Promise<AppealPointRow[]> {
  return db
    .select()
    .from(jobAppealPoints)
    .where(inArray(jobAppealPoints.jobId, [...jobIds]))
    .orderBy(asc(jobAppealPoints.jobId), asc(jobAppealPoints.position));
}

export async function findSummaries(
  db: Database,
  jobIds: readonly number[],
): Promise<SummaryRow[]> {
  return db
    .select()
    .from(jobSummaries)
    .where(inArray(jobSummaries.jobId, [...jobIds]))
    .orderBy(asc(jobSummaries.jobId), asc(jobSummaries.position));
}

export async function findArticleSections(
  db: Database,
  jobIds: readonly number[],
): Promise<ArticleSectionRow[]> {
  return db
    .select()
    .from(jobArticleSections)
    .where(inArray(jobArticleSections.jobId, [...jobIds]))
    .orderBy(asc(jobArticleSections.jobId), asc(jobArticleSections.position));
}

/** A pair of a job and a job picked for it (nearby or recommended), in rank order. */
export interface RelatedJobPair {
  sourceId: number;
  jobId: number;
}

/**
 * Published jobs taking entries (a closed job is no lead) of the same occupation near each
 * source job: first those in the same municipality, then the rest of the prefecture, newest
 * first within each, at most `limit` per source; for a visitor public jobs only. Both halves walk `jobs_occupation_location_idx`.
 */
export async function findNearDistanceJobIds(
  db: Database,
  sourceIds: readonly number[],
  limit: number,
  visitor: boolean,
): Promise<RelatedJobPair[]> {
  const rows = await selectRows<{ source_id: number; job_id: number }>(
    db,
    sql`
    SELECT s.id AS source_id, n.id AS job_id
    FROM jobs AS s
    CROSS JOIN LATERAL (
      SELECT c.id FROM (
        (SELECT j.id, 0 AS tier, j.published_at FROM jobs AS j
          WHERE j.is_published AND j.is_hiring AND j.occupation_id = s.occupation_id
            AND j.prefecture_code = s.prefecture_code AND j.municipality_code = s.municipality_code
            AND j.id <> s.id ${visibleTo(visitor)}
          ORDER BY j.published_at DESC, j.id DESC LIMIT ${limit})
        UNION ALL
        (SELECT j.id, 1 AS tier, j.published_at FROM jobs AS j
          WHERE j.is_published AND j.is_hiring AND j.occupation_id = s.occupation_id
            AND j.prefecture_code = s.prefecture_code
            AND j.municipality_code IS DISTINCT FROM s.municipality_code
            AND j.id <> s.id ${visibleTo(visitor)}
          ORDER BY j.published_at DESC, j.id DESC LIMIT ${limit})
      ) AS c
      ORDER BY c.tier, c.published_at DESC, c.id DESC
      LIMIT ${limit}
    ) AS n
    WHERE ${inArray(sql`s.id`, [...sourceIds])}`,
  );
  return rows.map((r) => ({ sourceId: Number(r.source_id), jobId: Number(r.job_id) }));
}

/** Salary band of recommendations: within ×/÷ 5/4 of the source's monthly salary. */
const BAND_NUMERATOR = 5;
const BAND_DENOMINATOR = 4;
/** Recommendations are ranked among this many jobs closest in salary. */
const RECOMMEND_CANDIDATES = 200;

/**
 * Published jobs taking entries to recommend beside each source job: same occupation and prefecture, a
 * monthly salary within ×/÷ 1.25 (integer arithmetic, so the index columns are compared as
 * they are); among the RECOMMEND_CANDIDATES closest in
 * salary, most features in common first, then the closest salary. At most `limit` per source;
 * for a visitor public jobs only.
 */
export async function findRecommendJobIds(
  db: Database,
  sourceIds: readonly number[],
  limit: number,
  visitor: boolean,
): Promise<RelatedJobPair[]> {
  const [num, den] = [sql.raw(String(BAND_NUMERATOR)), sql.raw(String(BAND_DENOMINATOR))];
  const rows = await selectRows<{ source_id: number; job_id: number }>(
    db,
    sql`
    SELECT s.id AS source_id, r.id AS job_id
    FROM jobs AS s
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(sf.feature_id), '{}') AS ids
      FROM job_features AS sf WHERE sf.job_id = s.id
    ) AS source_features
    CROSS JOIN LATERAL (
      SELECT c.id FROM (
        SELECT j.id, j.monthly_salary FROM jobs AS j
        WHERE j.is_published AND j.is_hiring AND j.occupation_id = s.occupation_id
          AND j.prefecture_code = s.prefecture_code AND j.id <> s.id ${visibleTo(visitor)}
          AND j.monthly_salary * ${num} >= s.monthly_salary * ${den}
          AND j.monthly_salary * ${den} <= s.monthly_salary * ${num}
        ORDER BY abs(j.monthly_salary - s.monthly_salary), j.id DESC
        LIMIT ${sql.raw(String(RECOMMEND_CANDIDATES))}
      ) AS c
      ORDER BY (SELECT count(*) FROM job_features AS jf
                WHERE jf.job_id = c.id AND jf.feature_id = ANY(source_features.ids)) DESC,
        abs(c.monthly_salary - s.monthly_salary), c.id DESC
      LIMIT ${limit}
    ) AS r
    WHERE ${inArray(sql`s.id`, [...sourceIds])}`,
  );
  return rows.map((r) => ({ sourceId: Number(r.source_id), jobId: Number(r.job_id) }));
}

/** Monthly-paid published jobs' salary figures for jobSalary / driverJobSalaries. */
export interface SalaryFigures {
  jobCount: number;
  averageLowestSalary: number | null;
  averageHighestSalary: number | null;
  maxHighestSalary: number | null;
}

const salaryAggregates = {
  jobCount: sql<number>`count(*)::int`,
  averageLowestSalary: sql<string | null>`round(avg(${jobs.lowestSalary}))`,
  averageHighestSalary: sql<string | null>`round(avg(${jobs.highestSalary}))`,
  maxHighestSalary: sql<number | null>`max(${jobs.highestSalary})`,
};

function toFigures(row: {
  jobCount: number | string;
  averageLowestSalary: string | number | null;
  averageHighestSalary: string | number | null;
  maxHighestSalary: number | string | null;
}): SalaryFigures {
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    jobCount: Number(row.jobCount),
    averageLowestSalary: n(row.averageLowestSalary),
    averageHighestSalary: n(row.averageHighestSalary),
    maxHighestSalary: n(row.maxHighestSalary),
  };
}

/** Monthly-paid published jobs; a visitor's figures leave member-only jobs out. */
function monthlyPublished(visitor: boolean) {
  return and(
    eq(jobs.isPublished, true),
    eq(jobs.salaryOption, 'monthly'),
    visitor ? not(jobs.isMemberOnly) : undefined,
  );
}

/** Salary figures of monthly-paid published jobs of an occupation, optionally narrowed. */
export async function salaryFigures(
  db: Database,
  where: { occupationId: number; prefectureCode?: number; featureId?: number; visitor: boolean },
): Promise<SalaryFigures> {
  const [row] = await db
    .select(salaryAggregates)
    .from(jobs)
    .where(
      and(
        monthlyPublished(where.visitor),
        eq(jobs.occupationId, where.occupationId),
        where.prefectureCode === undefined
          ? undefined
          : eq(jobs.prefectureCode, where.prefectureCode),
        where.featureId === undefined
          ? undefined
          : sql`${jobs.id} IN (SELECT job_id FROM job_features WHERE feature_id = ${where.featureId})`,
      ),
    );
  return toFigures(
    row ?? {
      jobCount: 0,
      averageLowestSalary: null,
      averageHighestSalary: null,
      maxHighestSalary: null,
    },
  );
}

/** Salary figures per feature of monthly-paid published jobs of an occupation, in one query. */
export async function salaryFiguresByFeature(
  db: Database,
  where: {
    occupationId: number;
    prefectureCode?: number;
    featureIds: readonly number[];
    visitor: boolean;
  },
): Promise<Map<number, SalaryFigures>> {
  const rows = await db
    .select({ featureId: jobFeatures.featureId, ...salaryAggregates })
    .from(jobFeatures)
    .innerJoin(jobs, eq(jobs.id, jobFeatures.jobId))
    .where(
      and(
        monthlyPublished(where.visitor),
        eq(jobs.occupationId, where.occupationId),
        inArray(jobFeatures.featureId, [...where.featureIds]),
        where.prefectureCode === undefined
          ? undefined
          : eq(jobs.prefectureCode, where.prefectureCode),
      ),
    )
    .groupBy(jobFeatures.featureId);
  return new Map(rows.map((row) => [row.featureId, toFigures(row)]));
}
