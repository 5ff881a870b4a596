import type { HiringType } from '@jobsite/domain/enums';
import { findOccupationById, findPrefectureByCode } from '@jobsite/domain/masters';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { jobs, savedSearches } from '../../db/schema';
import { jobFilterOf } from '../jobs/filters';
import { type JobFilter, jobWhere } from '../jobs/search';
import { notify } from '../notifications/notify';
import type { SavedSearchRow } from './repository';

type Db = Database | Transaction;

/** Where a notice about new matches leads (the web's saved-search page). */
export const SAVED_SEARCHES_PATH = '/member/saved-searches/';

/**
 * The job filter of a saved search: the search the member saved, through the same path as
 * searchJobs (`jobFilterOf`: place and shift words of the keyword included), so a job that
 * alerts is a job the saved list shows. Saved searches are members': member-only jobs match
 * like any job; closed ones never alert.
 */
export function jobFilterOfSavedSearch(
  row: Pick<
    SavedSearchRow,
    | 'occupationId'
    | 'prefectureCode'
    | 'municipalityCode'
    | 'featureId'
    | 'hiringTypes'
    | 'minimumMonthlySalary'
    | 'moreFeatureIds'
    | 'moreMunicipalityCodes'
    | 'minimumAnnualSalary'
    | 'shift'
    | 'keyword'
  >,
): JobFilter {
  const occupation = findOccupationById(row.occupationId);
  const prefecture = findPrefectureByCode(row.prefectureCode);
  const municipalities = [row.municipalityCode, ...row.moreMunicipalityCodes].filter(
    (code): code is string => code !== null,
  );
  const features = [row.featureId, ...row.moreFeatureIds].filter((id): id is number => id !== null);
  return jobFilterOf(
    {
      prefectureNameEn: prefecture?.prefectureEnName ?? null,
      municipalityIds: municipalities.length > 0 ? municipalities : null,
      featureIds: features.length > 0 ? features : null,
      hiringTypes: row.hiringTypes.length > 0 ? (row.hiringTypes as HiringType[]) : null,
      minimumMonthlySalary: row.minimumMonthlySalary,
      minimumAnnualSalary: row.minimumAnnualSalary,
      shift: row.shift,
      keyword: row.keyword,
    },
    occupation?.occupationNameEn,
    false,
  );
}

export function newMatchNoticeText(name: string, jobCount: number): string {
  return `保存した検索条件「${name}」に合う新着求人が${jobCount}件あります。`;
}

/** Which jobs were just published: some ids (the operator's publish), or every one (the seed). */
export type NewlyPublished = { jobIds: readonly number[] } | { all: true };

export interface MatchResult {
  /** Saved searches that got new matches (one notice each). */
  savedSearches: number;
  /** Matches recorded. */
  matches: number;
}

/**
 * Records the newly published jobs as new matches of every saved search they match and sends
 * each saved search's member one notice saying how many. A job matches a saved search once
 * (the matches' primary key): publishing it again notifies nobody twice. Runs in one
 * transaction, so matches and notifications (decision 0049) are written together or not at all.
 *
 * Saved searches are grouped by their conditions key: the jobs of each distinct search are
 * selected once (the list's own WHERE, `jobWhere`) for all members who saved it.
 */
export async function recordSavedSearchMatches(
  db: Database,
  published: NewlyPublished,
): Promise<MatchResult> {
  if ('jobIds' in published && published.jobIds.length === 0) {
    return { savedSearches: 0, matches: 0 };
  }
  const scope = 'all' in published ? undefined : inArray(jobs.id, [...published.jobIds]);
  return db.transaction(async (tx) => {
    const groups = await distinctSearchesFor(tx, scope);
    const result: MatchResult = { savedSearches: 0, matches: 0 };
    for (const group of groups) {
      const rows = await insertMatches(tx, group, scope);
      if (rows.length === 0) continue;
      await notify(
        tx,
        rows.map((row) => ({
          endUserId: row.endUserId,
          kind: 'saved_search' as const,
          text: newMatchNoticeText(row.name, row.jobCount),
          url: SAVED_SEARCHES_PATH,
        })),
      );
      result.savedSearches += rows.length;
      result.matches += rows.reduce((sum, row) => sum + row.jobCount, 0);
    }
    return result;
  });
}

/**
 * One row per distinct conditions among the saved searches that may match the new jobs: of
 * their occupations, and nationwide or of their prefectures. A coarse cut (jobWhere decides),
 * which spares publishing one job a query per prefecture that cannot match.
 */
async function distinctSearchesFor(tx: Db, scope: SQL | undefined): Promise<SavedSearchRow[]> {
  const newJobs = and(eq(jobs.isPublished, true), scope);
  const occupations = tx.selectDistinct({ id: jobs.occupationId }).from(jobs).where(newJobs);
  const prefectures = tx.selectDistinct({ code: jobs.prefectureCode }).from(jobs).where(newJobs);
  return tx
    .selectDistinctOn([savedSearches.conditionsKey])
    .from(savedSearches)
    .where(
      and(
        inArray(savedSearches.occupationId, occupations),
        or(
          isNull(savedSearches.prefectureCode),
          inArray(savedSearches.prefectureCode, prefectures),
        ),
      ),
    )
    .orderBy(savedSearches.conditionsKey, savedSearches.id);
}

interface NotifiedSearch {
  endUserId: number;
  name: string;
  jobCount: number;
}

/**
 * Inserts the matches of every saved search with `group`'s conditions key and answers, per
 * saved search that got some, its member, name and how many.
 */
async function insertMatches(
  tx: Db,
  group: SavedSearchRow,
  scope: SQL | undefined,
): Promise<NotifiedSearch[]> {
  const matching = and(jobWhere(jobFilterOfSavedSearch(group)), scope);
  const result = await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO saved_search_matches (saved_search_id, job_id)
      SELECT s.id, m.id
      FROM saved_searches AS s
      CROSS JOIN (SELECT ${jobs.id} AS id FROM ${jobs} WHERE ${matching}) AS m
      WHERE s.conditions_key = ${group.conditionsKey}
      ON CONFLICT DO NOTHING
      RETURNING saved_search_id
    )
    SELECT s.end_user_id, s.name, count(*)::int AS job_count
    FROM inserted AS i JOIN saved_searches AS s ON s.id = i.saved_search_id
    GROUP BY s.id, s.end_user_id, s.name
    ORDER BY s.id`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    endUserId: Number(row.end_user_id),
    name: String(row.name),
    jobCount: Number(row.job_count),
  }));
}
