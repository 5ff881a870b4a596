import { KEEP_LIST } from '@jobsite/domain/constants';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { endUsers, favorites, jobs } from '../../db/schema';

type Db = Database | Transaction;

/** Most saved jobs a member keeps (spec §5: the same 20 as the keepList cookie). */
export const MAX_FAVORITES = KEEP_LIST.maxItems;

/**
 * Takes the member's row lock for the rest of the transaction, so two requests of one
 * member that check a limit (saved list, first entry) run one after the other.
 */
export async function lockMember(tx: Transaction, memberId: number): Promise<void> {
  await tx
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(eq(endUsers.id, memberId))
    .for('update');
}

export async function countFavoritesOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(favorites)
    .where(eq(favorites.endUserId, memberId));
  return Number(row?.value ?? 0);
}

/** Job ids the member saved, among `jobIds` (all when omitted). */
export async function savedJobIds(
  db: Db,
  memberId: number,
  jobIds?: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ jobId: favorites.jobId })
    .from(favorites)
    .where(
      and(
        eq(favorites.endUserId, memberId),
        jobIds ? inArray(favorites.jobId, [...jobIds]) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.jobId));
}

/** Published jobs among `jobIds`. */
export async function publishedAmong(db: Db, jobIds: readonly number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), eq(jobs.isPublished, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Saves `jobIds` (in order, the first the most recent) that are published and not saved yet,
 * while the list has room. Holds the member lock. Returns the ids saved now.
 */
export async function saveJobs(
  tx: Transaction,
  memberId: number,
  jobIds: readonly number[],
): Promise<number[]> {
  await lockMember(tx, memberId);
  const published = await publishedAmong(tx, jobIds);
  const saved = await savedJobIds(tx, memberId);
  const room = Math.max(0, MAX_FAVORITES - saved.size);
  const fresh = jobIds.filter((id) => published.has(id) && !saved.has(id)).slice(0, room);
  if (fresh.length === 0) return [];
  const now = Date.now();
  await tx
    .insert(favorites)
    .values(
      fresh.map((jobId, index) => ({
        endUserId: memberId,
        jobId,
        createdAt: new Date(now - index),
      })),
    )
    .onConflictDoNothing();
  return fresh;
}

/** One page of the member's saved job ids, most recently saved first. */
export async function pageOfSavedJobIds(
  db: Db,
  memberId: number,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ jobId: favorites.jobId })
    .from(favorites)
    .where(eq(favorites.endUserId, memberId))
    .orderBy(desc(favorites.createdAt), desc(favorites.jobId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.jobId);
}
