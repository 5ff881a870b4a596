import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import {
  entries,
  scoutInquiries,
  scoutJobs,
  type scoutResponseHistories,
  scouts,
} from '../../db/schema';

type Db = Database | Transaction;

export type ScoutRow = typeof scouts.$inferSelect;
export type ScoutInquiryRow = typeof scoutInquiries.$inferSelect;

/** The unguessable id of a scout link: 128 random bits. */
export function newUrlId(): string {
  return randomBytes(16).toString('base64url');
}

/** A scout sent to the member, or undefined (another member's scout is not found). */
export async function findScoutOfMember(
  db: Db,
  memberId: number,
  scoutId: number,
): Promise<ScoutRow | undefined> {
  const [row] = await db
    .select()
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.endUserId, memberId)));
  return row;
}

export async function findScoutByUrlId(db: Db, urlId: string): Promise<ScoutRow | undefined> {
  const [row] = await db.select().from(scouts).where(eq(scouts.urlId, urlId));
  return row;
}

export function findScoutsByIds(db: Db, ids: readonly number[]): Promise<ScoutRow[]> {
  return db
    .select()
    .from(scouts)
    .where(inArray(scouts.id, [...ids]));
}

export function findScoutJobIds(db: Db, scoutIds: readonly number[]) {
  return db
    .select()
    .from(scoutJobs)
    .where(inArray(scoutJobs.scoutId, [...scoutIds]))
    .orderBy(asc(scoutJobs.scoutId), asc(scoutJobs.position));
}

/** Scouts (of `scoutIds`) the member answered with an entry or an inquiry. */
export async function answeredScoutIds(
  db: Db,
  memberId: number,
  scoutIds: readonly number[],
): Promise<Set<number>> {
  const [entered, inquired] = await Promise.all([
    db
      .select({ id: entries.scoutId })
      .from(entries)
      .where(
        and(
          eq(entries.endUserId, memberId),
          inArray(entries.scoutId, [...scoutIds]),
          isNotNull(entries.scoutId),
        ),
      ),
    db
      .select({ id: scoutInquiries.scoutId })
      .from(scoutInquiries)
      .where(
        and(eq(scoutInquiries.endUserId, memberId), inArray(scoutInquiries.scoutId, [...scoutIds])),
      ),
  ]);
  return new Set([...entered, ...inquired].flatMap((row) => (row.id === null ? [] : [row.id])));
}

export async function findInquiryOfMember(
  db: Db,
  memberId: number,
  scoutId: number,
): Promise<ScoutInquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(scoutInquiries)
    .where(and(eq(scoutInquiries.scoutId, scoutId), eq(scoutInquiries.endUserId, memberId)));
  return row;
}

/** The inquiry a visitor made (one per visitor record). */
export async function findInquiryOfVisitor(
  db: Db,
  visitorId: number,
): Promise<ScoutInquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(scoutInquiries)
    .where(eq(scoutInquiries.visitorId, visitorId))
    .orderBy(asc(scoutInquiries.id))
    .limit(1);
  return row;
}

export type ScoutResponseHistoryRow = typeof scoutResponseHistories.$inferSelect;
