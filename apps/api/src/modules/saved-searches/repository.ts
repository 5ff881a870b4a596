import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import stringify from 'safe-stable-stringify';
import type { Database, Transaction } from '../../db';
import { jobs, savedSearches, savedSearchMatches } from '../../db/schema';

type Db = Database | Transaction;

/** A saved search as resolvers receive it (the parent of `SavedSearch`). */
export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

/** What decides which jobs a saved search matches (a list's path and filters, not the sort). */
export interface SearchConditions {
  occupationId: number;
  prefectureCode: number | null;
  municipalityCode: string | null;
  featureId: number | null;
  hiringTypes: readonly string[];
  minimumMonthlySalary: number | null;
  /** The search conditions beyond the list's path (sets kept ascending). */
  moreFeatureIds: readonly number[];
  moreMunicipalityCodes: readonly string[];
  minimumAnnualSalary: number | null;
  shift: string | null;
  keyword: string | null;
}

/**
 * The canonical text of some conditions: equal conditions give equal keys (hiring types are a
 * set), so a member saves each search once and matching runs once per key.
 */
export function conditionsKeyOf(c: SearchConditions): string {
  const key = [
    `o${c.occupationId}`,
    `p${c.prefectureCode ?? ''}`,
    `m${c.municipalityCode ?? ''}`,
    `f${c.featureId ?? ''}`,
    `h${[...new Set(c.hiringTypes)].sort().join('.')}`,
    `s${c.minimumMonthlySalary ?? ''}`,
  ].join('|');
  // Searches saved before the conditions beyond the path existed keep their keys.
  const more = {
    features: [...new Set(c.moreFeatureIds)].sort((a, b) => a - b),
    municipalities: [...new Set(c.moreMunicipalityCodes)].sort(),
    annual: c.minimumAnnualSalary,
    shift: c.shift,
    keyword: c.keyword,
  };
  const hasMore =
    more.features.length > 0 ||
    more.municipalities.length > 0 ||
    more.annual !== null ||
    more.shift !== null ||
    more.keyword !== null;
  return hasMore ? `${key}|${stringify(more)}` : key;
}

/** The member's saved searches, most recently saved first. */
export function listSavedSearches(db: Db, memberId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.endUserId, memberId))
    .orderBy(desc(savedSearches.id));
}

/** One of the member's saved searches, or undefined (another member's is undefined too). */
export async function findSavedSearch(
  db: Db,
  memberId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.endUserId, memberId)));
  return row;
}

export async function findSavedSearchByKey(
  db: Db,
  memberId: number,
  conditionsKey: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(eq(savedSearches.endUserId, memberId), eq(savedSearches.conditionsKey, conditionsKey)),
    );
  return row;
}

export async function countSavedSearches(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(savedSearches)
    .where(eq(savedSearches.endUserId, memberId));
  return Number(row?.value ?? 0);
}

export async function insertSavedSearch(db: Db, values: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  if (!row) throw new Error('saved search not inserted');
  return row;
}

export async function updateSavedSearch(
  db: Db,
  memberId: number,
  id: number,
  values: Partial<Pick<NewSavedSearch, 'name' | 'sortType'>>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.endUserId, memberId)))
    .returning();
  return row;
}

/** Deletes one of the member's saved searches (its matches go with it); false when none. */
export async function deleteSavedSearch(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.endUserId, memberId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Unseen matches whose job is still published: what "new" means. */
const unseenPublished = and(isNull(savedSearchMatches.seenAt), eq(jobs.isPublished, true));

/** New matches of each saved search (absent ids have none). */
export async function newMatchCounts(
  db: Db,
  savedSearchIds: readonly number[],
): Promise<Map<number, number>> {
  if (savedSearchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: savedSearchMatches.savedSearchId, value: count() })
    .from(savedSearchMatches)
    .innerJoin(jobs, eq(jobs.id, savedSearchMatches.jobId))
    .where(and(inArray(savedSearchMatches.savedSearchId, [...savedSearchIds]), unseenPublished))
    .groupBy(savedSearchMatches.savedSearchId);
  return new Map(rows.map((row) => [row.id, Number(row.value)]));
}

/** New matches over all of the member's saved searches. */
export async function memberNewMatchCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(jobs, eq(jobs.id, savedSearchMatches.jobId))
    .where(and(eq(savedSearches.endUserId, memberId), unseenPublished));
  return Number(row?.value ?? 0);
}

/** Ids of a saved search's new matches, most recently matched first. */
export async function newMatchJobIds(
  db: Db,
  savedSearchId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ jobId: savedSearchMatches.jobId })
    .from(savedSearchMatches)
    .innerJoin(jobs, eq(jobs.id, savedSearchMatches.jobId))
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), unseenPublished))
    .orderBy(desc(savedSearchMatches.createdAt), desc(savedSearchMatches.jobId))
    .limit(limit);
  return rows.map((row) => row.jobId);
}

/** Marks every match of a saved search seen. */
export async function markMatchesSeen(db: Db, savedSearchId: number): Promise<void> {
  await db
    .update(savedSearchMatches)
    .set({ seenAt: sql`now()` })
    .where(
      and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.seenAt)),
    );
}
