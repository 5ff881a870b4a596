import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { entries, jobs, rooms, visitors } from '../../db/schema';

type Db = Database | Transaction;

export type EntryRow = typeof entries.$inferSelect;

/** What decides whether a job takes entries. */
export interface JobGate {
  id: number;
  companyId: number;
  title: string;
  isPublished: boolean;
  isHiring: boolean;
  isMemberOnly: boolean;
}

export async function findJobGates(
  db: Db,
  jobIds: readonly number[],
): Promise<Map<number, JobGate>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      title: jobs.title,
      isPublished: jobs.isPublished,
      isHiring: jobs.isHiring,
      isMemberOnly: jobs.isMemberOnly,
    })
    .from(jobs)
    .where(inArray(jobs.id, [...jobIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Jobs (of `jobIds`) the member applied to. */
export async function appliedJobIds(
  db: Db,
  memberId: number,
  jobIds: readonly number[],
): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: entries.jobId })
    .from(entries)
    .where(and(eq(entries.endUserId, memberId), inArray(entries.jobId, [...jobIds])));
  return new Set(rows.map((row) => row.jobId));
}

/** How a visitor is known again: the phone number, and the email when given. */
export interface VisitorContact {
  phoneNumber: string;
  email?: string | null;
}

/**
 * Serialises visitor entries with the same phone number until the transaction ends, so two
 * concurrent first tries cannot both find no earlier entry.
 */
export async function lockVisitorContact(tx: Transaction, contact: VisitorContact): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`visitor:${contact.phoneNumber}`}))`,
  );
}

/** Jobs (of `jobIds`) some visitor with the same phone number or email applied to. */
export async function visitorAppliedJobIds(
  db: Db,
  contact: VisitorContact,
  jobIds: readonly number[],
): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const email = contact.email?.trim().toLowerCase();
  const rows = await db
    .selectDistinct({ jobId: entries.jobId })
    .from(entries)
    .innerJoin(visitors, eq(visitors.id, entries.visitorId))
    .where(
      and(
        inArray(entries.jobId, [...jobIds]),
        email
          ? sql`(${visitors.phoneNumber} = ${contact.phoneNumber} OR lower(${visitors.email}) = ${email})`
          : eq(visitors.phoneNumber, contact.phoneNumber),
      ),
    );
  return new Set(rows.map((row) => row.jobId));
}

/** Whether the member has made an entry to a job directly (not through a scout). */
export async function hasDirectEntry(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(entries)
    .where(and(eq(entries.endUserId, memberId), isNull(entries.scoutId)));
  return Number(row?.value ?? 0) > 0;
}

/** A visitor's entries in the order they were made (the answer to a repeated submission). */
export function findEntriesOfVisitor(db: Db, visitorId: number): Promise<EntryRow[]> {
  return db.select().from(entries).where(eq(entries.visitorId, visitorId)).orderBy(asc(entries.id));
}

export function findEntriesByIds(db: Db, ids: readonly number[]): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(inArray(entries.id, [...ids]));
}

export function findRoomsByEntryIds(db: Db, entryIds: readonly number[]) {
  return db
    .select()
    .from(rooms)
    .where(inArray(rooms.entryId, [...entryIds]));
}

export async function touchEntry(
  db: Db,
  entryId: number,
  values: Partial<EntryRow>,
): Promise<void> {
  await db
    .update(entries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(entries.id, entryId));
}
