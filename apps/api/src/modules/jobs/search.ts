import type {
  JobSort as DomainJobSort,
  HiringType,
  JobShiftCondition,
  KeywordConditionKind,
} from '@jobsite/domain/enums';
import { and, asc, desc, eq, gte, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobs, MONTHLY_WORKING_DAYS, MONTHLY_WORKING_HOURS } from '../../db/schema';
import { jobKeywordCondition } from '../../db/search-text';
import { distanceKmSql, withinKmSql } from '../geo/sql';
import { recommendedOrder } from './ranking';

export type JobSort = DomainJobSort;

/**
 * Which jobs a list reads by visibility: `public` ones only (all a visitor may see), the
 * `memberOnly` ones only (their count beside a visitor's list), or both (undefined: a member).
 */
export type JobVisibility = 'public' | 'memberOnly';

/**
 * What a job list asks for. Lists are published jobs only; the filters combine with AND.
 * An `undefined` list means "no filter", an empty one "nothing matches" (e.g. an occupation
 * slug outside the occupation categories asked for).
 */
export interface JobFilter {
  occupationIds?: readonly number[];
  prefectureCodes?: readonly number[];
  /** JIS municipality codes (5 digits). */
  municipalityCodes?: readonly string[];
  /** Jobs having every one of these features. */
  featureIds?: readonly number[];
  hiringTypes?: readonly HiringType[];
  /**
   * Floor on the lowest pay as a monthly amount (hourly × 168, daily × 21, annual ÷ 12):
   * 「月給30万円以上」 means every month pays at least that (docs/decisions/0028).
   */
  minimumMonthlySalary?: number;
  /** Floor on the lowest pay as an annual amount (monthly × 12; annual pay as it is). */
  minimumAnnualSalary?: number;
  /** Working hours: a day shift, a night shift, or no night shift (jobs.shifts). */
  shift?: JobShiftCondition;
  /** Published at or after this instant (新着). */
  publishedSince?: Date;
  /**
   * Leave out jobs that stopped taking entries (`is_hiring` false, 募集終了). Searches set it
   * unless asked for closed jobs; other lists (company pages, salary figures, saved-search
   * matching) keep their own rules.
   */
  excludeClosed?: boolean;
  /** Jobs that stopped taking entries after all others (a company's page lists them, last). */
  closedLast?: boolean;
  companyId?: number;
  excludeJobIds?: readonly number[];
  keyword?: string;
  /**
   * The keyword as typed when place words were taken out of it (「大阪 4t」 → keyword 4t and
   * prefecture 27, decision 0030): a place facet counts the search it leads to, in which the
   * place word is text again.
   */
  keywordWithPlaces?: string;
  /**
   * The shift word taken out of the keyword as `shift` (「夜勤なし」, shift-words.ts): the
   * shift facet counts the searches it leads to, in which the word is text again.
   */
  shiftWord?: string;
  /**
   * Not a condition: the conditions read from the keyword's words (shift, feature and place
   * words), which JobPage.keywordConditions tells the page (decision 0052).
   */
  keywordConditions?: readonly KeywordCondition[];
  /** Jobs whose position is within `radiusKm` of the point (distance search, decision 0029). */
  near?: JobNear;
  /** Public or member-only jobs only; both when undefined (docs/decisions/0018). */
  visibility?: JobVisibility;
}

/** A condition read from words of the keyword, and the terms (normalised) read as it. */
export interface KeywordCondition {
  readonly kind: KeywordConditionKind;
  /** Feature id, prefecture code, JIS municipality code or JobShiftCondition value. */
  readonly id: string;
  readonly words: readonly string[];
}

/** The origin and radius of a distance search. */
export interface JobNear {
  readonly latitude: number;
  readonly longitude: number;
  readonly radiusKm: number;
}

const NOTHING = sql`false`;

/**
 * The lowest pay of a job as an annual amount in yen (bigint: an hourly figure × 2,016 stays
 * exact): monthly × 12, hourly × 168 × 12, daily × 21 × 12, annual as it is.
 */
const LOWEST_ANNUAL_PAY = sql`(CASE ${jobs.salaryOption}
  WHEN 'hourly' THEN ${jobs.lowestSalary}::bigint * ${sql.raw(String(MONTHLY_WORKING_HOURS * 12))}
  WHEN 'daily' THEN ${jobs.lowestSalary}::bigint * ${sql.raw(String(MONTHLY_WORKING_DAYS * 12))}
  WHEN 'annual' THEN ${jobs.lowestSalary}::bigint
  ELSE ${jobs.lowestSalary}::bigint * 12 END)`;

/** The salary floors of a filter as one annual floor (both must hold: the higher), if any. */
export function annualSalaryFloor(filter: JobFilter): number | undefined {
  const floors = [
    filter.minimumMonthlySalary === undefined ? undefined : filter.minimumMonthlySalary * 12,
    filter.minimumAnnualSalary,
  ].filter((floor): floor is number => floor !== undefined);
  return floors.length === 0 ? undefined : Math.max(...floors);
}

/**
 * The filter counting the member-only jobs of a list (JobPage.memberOnlyCount), or null when
 * the list does not tell. A visitor is told only for lists narrowed by occupation, place,
 * features and hiring types: a keyword, a salary floor, a company or excluded ids would let
 * counts read what member-only jobs say (a word of the title, the salary, the company).
 */
export function memberOnlyCountFilter(filter: JobFilter, visitor: boolean): JobFilter | null {
  if (
    visitor &&
    (filter.keyword !== undefined ||
      filter.minimumMonthlySalary !== undefined ||
      filter.minimumAnnualSalary !== undefined ||
      filter.companyId !== undefined ||
      (filter.excludeJobIds?.length ?? 0) > 0)
  ) {
    return null;
  }
  return { ...filter, visibility: 'memberOnly' };
}

/**
 * Whether the list is a route page's (occupations, prefectures and at most one feature narrow
 * it: `/driver`, `/driver/tokyo/`, `/driver/tokyo/feature_51`, closed jobs left out): its
 * total is then a sum of the cached published-job counts, which count open jobs only.
 */
export function isRoutePageFilter(filter: JobFilter): boolean {
  return (
    filter.excludeClosed === true &&
    filter.minimumAnnualSalary === undefined &&
    filter.shift === undefined &&
    filter.publishedSince === undefined &&
    filter.municipalityCodes === undefined &&
    filter.near === undefined &&
    (filter.featureIds?.length ?? 0) <= 1 &&
    filter.hiringTypes === undefined &&
    filter.minimumMonthlySalary === undefined &&
    filter.companyId === undefined &&
    !filter.excludeJobIds?.length &&
    !filter.keyword
  );
}

/**
 * How a page of a keyword list reads its rows (counts always go through the keyword indexes):
 * - `matchesFirst`: every match through the keyword indexes, then sorted; cheap when the
 *   matches are few;
 * - `sortIndex`: the list's sort index walked in order, each row's text tested, until the page
 *   is full; cheap when matches are dense in the list's scope.
 * Undefined leaves it to the planner, whose guess of how many rows a keyword matches is poor
 * (LIKE over Japanese text): it picks `matchesFirst` for terms found in thousands of jobs.
 */
export type KeywordPlan = 'matchesFirst' | 'sortIndex';

/**
 * `features` (an int[] of feature ids: `jobs.feature_ids`, or a facet scan's column) holds
 * every one of `ids`.
 */
export function hasFeaturesSql(features: SQL, ids: readonly number[]): SQL {
  return sql`${features} @> ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/**
 * `shifts` (a shift[]: `jobs.shifts`, or a facet scan's column) meets a shift condition: has
 * a day or a night shift, or no night shift.
 */
export function shiftConditionSql(shifts: SQL, condition: JobShiftCondition): SQL {
  return condition === 'no_night'
    ? sql`NOT ('night' = ANY(${shifts}))`
    : sql`${condition}::shift = ANY(${shifts})`;
}

/** The WHERE clause of a job list (`keywordIndexed: false`: see `jobKeywordCondition`). */
export function jobWhere(filter: JobFilter, options: { keywordIndexed?: boolean } = {}): SQL {
  const conditions: Array<SQL | undefined> = [eq(jobs.isPublished, true)];
  if (filter.visibility === 'public') conditions.push(not(jobs.isMemberOnly));
  if (filter.visibility === 'memberOnly') conditions.push(eq(jobs.isMemberOnly, true));
  const list = <T>(values: readonly T[] | undefined, toSql: (values: T[]) => SQL) => {
    if (values === undefined) return;
    conditions.push(values.length === 0 ? NOTHING : toSql([...values]));
  };
  list(filter.occupationIds, (ids) =>
    ids.length === 1 ? eq(jobs.occupationId, ids[0]!) : inArray(jobs.occupationId, ids),
  );
  list(filter.prefectureCodes, (codes) =>
    codes.length === 1 ? eq(jobs.prefectureCode, codes[0]!) : inArray(jobs.prefectureCode, codes),
  );
  list(filter.municipalityCodes, (codes) =>
    codes.length === 1
      ? eq(jobs.municipalityCode, codes[0]!)
      : inArray(jobs.municipalityCode, codes),
  );
  list(filter.hiringTypes, (types) => inArray(jobs.hiringType, types));
  if (filter.featureIds && filter.featureIds.length > 0) {
    const ids = [...new Set(filter.featureIds)];
    conditions.push(
      filter.keyword
        ? // The keyword's index finds the rows; the row itself tells its features (0065).
          hasFeaturesSql(sql`${jobs.featureIds}`, ids)
        : ids.length === 1
          ? sql`${jobs.id} IN (SELECT jf.job_id FROM job_features AS jf WHERE jf.feature_id = ${ids[0]})`
          : sql`${jobs.id} IN (SELECT jf.job_id FROM job_features AS jf WHERE ${inArray(sql`jf.feature_id`, ids)} GROUP BY jf.job_id HAVING count(*) = ${ids.length})`,
    );
  }
  const floor = annualSalaryFloor(filter);
  if (floor !== undefined) {
    // The lowest pay as an annual amount must reach the floor. `monthly_salary` (the upper
    // figure as a monthly amount) is at least the lowest, so the same floor on it lets the
    // salary indexes cut the rows first; it never leaves out a job the exact test keeps.
    conditions.push(gte(jobs.monthlySalary, Math.floor(floor / 12)));
    conditions.push(sql`${LOWEST_ANNUAL_PAY} >= ${floor}`);
  }
  if (filter.shift !== undefined) {
    // The row tells its shifts (jobs.shifts, decision 0068): no probe of working_times.
    conditions.push(shiftConditionSql(sql`${jobs.shifts}`, filter.shift));
  }
  if (filter.publishedSince !== undefined) {
    conditions.push(gte(jobs.publishedAt, filter.publishedSince));
  }
  if (filter.excludeClosed) conditions.push(eq(jobs.isHiring, true));
  if (filter.companyId !== undefined) {
    conditions.push(eq(jobs.companyId, filter.companyId));
  }
  if (filter.excludeJobIds && filter.excludeJobIds.length > 0) {
    conditions.push(not(inArray(jobs.id, [...filter.excludeJobIds])));
  }
  if (filter.keyword) {
    conditions.push(jobKeywordCondition(filter.keyword, { indexed: options.keywordIndexed }));
  }
  if (filter.near) {
    // The bounding box is a range of jobs_position_idx; the haversine decides (decision 0029).
    // Jobs without a position never match.
    conditions.push(withinKmSql(jobs, filter.near, filter.near.radiusKm));
  }
  return and(...conditions) ?? NOTHING;
}

/**
 * ORDER BY of each sort; every order ends with the id so pages never overlap.
 * `sortAfterFilter` sorts by expressions no index serves (`x + 0`), so the planner finds the
 * matches first (through the keyword indexes) and sorts them, rather than walking a sort
 * index in order and testing every row it meets (KeywordPlan `matchesFirst`).
 */
export function jobOrderBy(
  sort: JobSort,
  sortAfterFilter = false,
  context: { filter?: JobFilter; now?: Date } = {},
): SQL[] {
  const order = sortOrder(sort, sortAfterFilter, context);
  return context.filter?.closedLast ? [desc(jobs.isHiring), ...order] : order;
}

function sortOrder(
  sort: JobSort,
  sortAfterFilter: boolean,
  context: { filter?: JobFilter; now?: Date },
): SQL[] {
  const key = (column: AnyPgColumn, zero: string): SQL | AnyPgColumn =>
    sortAfterFilter ? sql`(${column} + ${sql.raw(zero)})` : column;
  const near = context.filter?.near;
  switch (sort) {
    case 'highest_salary':
      return [desc(key(jobs.monthlySalary, '0')), desc(jobs.id)];
    case 'recommended':
      return recommendedOrder(context.filter?.keyword, context.now ?? new Date());
    case 'distance':
    case 'location':
      if (near) {
        // Nearest first (decision 0030); equal distances (jobs of one office) newest first.
        return [
          sql`${distanceKmSql(jobs, near)} ASC NULLS LAST`,
          desc(jobs.publishedAt),
          desc(jobs.id),
        ];
      }
      // 近い順 without a point is refused before (filters.ts `checkSort`); newest first if not.
      if (sort === 'distance')
        return [desc(key(jobs.publishedAt, "interval '0 seconds'")), desc(jobs.id)];
      // JIS order: prefectures north to south, municipalities by code within each.
      return [asc(key(jobs.prefectureCode, '0')), asc(jobs.municipalityCode), asc(jobs.id)];
    default:
      return [desc(key(jobs.publishedAt, "interval '0 seconds'")), desc(jobs.id)];
  }
}
