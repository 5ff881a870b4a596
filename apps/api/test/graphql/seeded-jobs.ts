import { type ExpandedTerm, expandQuery, matchesExpandedQuery } from '@jobsite/domain/search';
import { sql } from 'drizzle-orm';
import type { ApiHarness } from './harness';

/**
 * The published jobs of the seeded test database, read with plain SQL, so list answers can
 * be checked by filtering and sorting in JavaScript (independently of the api's queries).
 */
export interface SeededJob {
  id: number;
  occupationId: number;
  prefectureCode: number;
  municipalityCode: string | null;
  lowestSalary: number;
  highestSalary: number | null;
  salaryOption: 'monthly' | 'daily' | 'hourly' | 'annual';
  hiringType: string;
  isMemberOnly: boolean;
  /** False for a job that stopped taking entries (募集終了). */
  isHiring: boolean;
  companyId: number;
  companyName: string;
  searchText: string;
  publishedAt: number;
  featureIds: number[];
  /** working_times.shift of each working time ('day' | 'night' | 'none'). */
  shifts: string[];
}

/** Monthly yen of a job as the spec's comparison rule says: hourly × 168, daily × 21, annual ÷ 12. */
export function monthlyOf(job: Pick<SeededJob, 'lowestSalary' | 'highestSalary' | 'salaryOption'>) {
  const figure = job.highestSalary ?? job.lowestSalary;
  switch (job.salaryOption) {
    case 'hourly':
      return figure * 168;
    case 'daily':
      return figure * 21;
    case 'annual':
      return Math.trunc(figure / 12);
    default:
      return figure;
  }
}

/**
 * The lowest pay of a job as an annual amount (the salary floors' rule, decision 0028):
 * monthly × 12, hourly × 168 × 12, daily × 21 × 12, annual as it is.
 */
export function lowestAnnualOf(job: Pick<SeededJob, 'lowestSalary' | 'salaryOption'>) {
  switch (job.salaryOption) {
    case 'hourly':
      return job.lowestSalary * 168 * 12;
    case 'daily':
      return job.lowestSalary * 21 * 12;
    case 'annual':
      return job.lowestSalary;
    default:
      return job.lowestSalary * 12;
  }
}

export async function loadPublishedJobs(api: Pick<ApiHarness, 'rows'>): Promise<SeededJob[]> {
  const rows = await api.rows<Record<string, unknown>>(sql`
    SELECT j.id, j.occupation_id, j.prefecture_code, j.municipality_code, j.lowest_salary,
      j.highest_salary, j.salary_option::text AS salary_option, j.hiring_type::text AS hiring_type,
      j.is_member_only, j.is_hiring, j.company_id, c.name AS company_name, j.search_text,
      (extract(epoch FROM j.published_at) * 1000)::float8 AS published_ms,
      coalesce((SELECT array_agg(jf.feature_id ORDER BY jf.feature_id) FROM job_features jf
        WHERE jf.job_id = j.id), '{}') AS feature_ids,
      coalesce((SELECT array_agg(wt.shift::text ORDER BY wt.position) FROM working_times wt
        WHERE wt.job_id = j.id AND wt.shift IS NOT NULL), '{}') AS shifts
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.is_published`);
  return rows.map((r) => ({
    id: Number(r.id),
    occupationId: Number(r.occupation_id),
    prefectureCode: Number(r.prefecture_code),
    municipalityCode: (r.municipality_code as string | null) ?? null,
    lowestSalary: Number(r.lowest_salary),
    highestSalary: r.highest_salary === null ? null : Number(r.highest_salary),
    salaryOption: r.salary_option as SeededJob['salaryOption'],
    hiringType: String(r.hiring_type),
    isMemberOnly: Boolean(r.is_member_only),
    isHiring: Boolean(r.is_hiring),
    companyId: Number(r.company_id),
    companyName: String(r.company_name),
    searchText: String(r.search_text),
    publishedAt: Number(r.published_ms),
    featureIds: (r.feature_ids as unknown[]).map(Number),
    shifts: (r.shifts as unknown[]).map(String),
  }));
}

export const byPublishedAt = (a: SeededJob, b: SeededJob) =>
  b.publishedAt - a.publishedAt || b.id - a.id;
export const bySalary = (a: SeededJob, b: SeededJob) => monthlyOf(b) - monthlyOf(a) || b.id - a.id;
export const byLocation = (a: SeededJob, b: SeededJob) =>
  a.prefectureCode - b.prefectureCode ||
  compareNullsLast(a.municipalityCode, b.municipalityCode) ||
  a.id - b.id;

function compareNullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** Keyword terms as the search normalises them, each with its synonyms (@jobsite/domain/search). */
export function termsOf(keyword: string): ExpandedTerm[] {
  return expandQuery(keyword);
}

/** Whether a keyword search finds the job: every term, in one of its spellings, is in its search text. */
export function keywordMatch(job: SeededJob, keyword: string): boolean {
  return matchesExpandedQuery(job.searchText, termsOf(keyword));
}
