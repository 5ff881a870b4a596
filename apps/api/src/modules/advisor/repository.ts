import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { advisorRequests, endUsers, rooms } from '../../db/schema';
import type { RoomRow } from '../messages/repository';

type Db = Database | Transaction;

export type AdvisorRequestRow = typeof advisorRequests.$inferSelect;
export type NewAdvisorRequest = Omit<typeof advisorRequests.$inferInsert, 'id' | 'createdAt'>;

/** The member's advisor room, or undefined before their first request. */
export async function findAdvisorRoom(db: Db, memberId: number): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.endUserId, memberId), eq(rooms.kind, 'advisor')));
  return row;
}

/**
 * The member's advisor room, opened when missing. One per member (a partial unique index):
 * a concurrent opening loses the insert and reads the winner's room.
 */
export async function openAdvisorRoom(tx: Transaction, memberId: number): Promise<RoomRow> {
  const [opened] = await tx
    .insert(rooms)
    .values({ endUserId: memberId, kind: 'advisor', companyId: null })
    .onConflictDoNothing({ target: rooms.endUserId, where: sql`kind = 'advisor'` })
    .returning();
  if (opened) return opened;
  const existing = await findAdvisorRoom(tx, memberId);
  if (!existing) throw new Error(`advisor room of member ${memberId} neither opened nor found`);
  return existing;
}

/** The member's requests made after `since` (a timestamp expression), newest first. */
export function requestsSince(db: Db, memberId: number, since: SQL): Promise<AdvisorRequestRow[]> {
  return db
    .select()
    .from(advisorRequests)
    .where(and(eq(advisorRequests.endUserId, memberId), gte(advisorRequests.createdAt, since)))
    .orderBy(desc(advisorRequests.id));
}

/** The start of today in Japan time (the day of ADVISOR_REQUEST_LIMITS.maxPerDay). */
export const START_OF_JST_DAY: SQL = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Tokyo') AT TIME ZONE 'Asia/Tokyo')`;

export async function insertAdvisorRequest(
  tx: Transaction,
  values: NewAdvisorRequest,
): Promise<AdvisorRequestRow> {
  const [row] = await tx.insert(advisorRequests).values(values).returning();
  return row!;
}

/** The newest request made in a room. */
export async function latestRequestOfRoom(
  db: Db,
  roomId: number,
): Promise<AdvisorRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(advisorRequests)
    .where(eq(advisorRequests.roomId, roomId))
    .orderBy(desc(advisorRequests.id))
    .limit(1);
  return row;
}

/** One request as the operator CLI lists it. */
export interface AdvisorRequestListing {
  requestId: number;
  roomId: number;
  member: { uid: string; email: string | null; name: string | null };
  contactMethod: AdvisorRequestRow['contactMethod'];
  contactAddress: string;
  preferredTimes: AdvisorRequestRow['preferredTimes'];
  note: string | null;
  jobId: number | null;
  createdAt: Date;
  /** Whether a person wrote in the room after the request's automatic acknowledgement. */
  answered: boolean;
}

/**
 * Requests for the operator (`ops advisor-requests`), newest first: of one member or all,
 * optionally only those nobody has answered in the room yet.
 */
export async function listAdvisorRequests(
  db: Db,
  options: { memberId?: number; open: boolean; limit: number },
): Promise<AdvisorRequestListing[]> {
  const answered = sql<boolean>`EXISTS (SELECT 1 FROM messages AS m
    WHERE m.room_id = ${advisorRequests.roomId} AND NOT m.is_sent_by_user
      AND m.id > coalesce(${advisorRequests.autoReplyMessageId}, 0))`;
  const rows = await db
    .select({
      request: advisorRequests,
      uid: endUsers.uid,
      email: endUsers.email,
      name: endUsers.name,
      answered,
    })
    .from(advisorRequests)
    .innerJoin(endUsers, eq(endUsers.id, advisorRequests.endUserId))
    .where(
      and(
        options.memberId === undefined
          ? undefined
          : eq(advisorRequests.endUserId, options.memberId),
        options.open ? sql`NOT ${answered}` : undefined,
      ),
    )
    .orderBy(desc(advisorRequests.id))
    .limit(options.limit);
  return rows.map(({ request, uid, email, name, answered }) => ({
    requestId: request.id,
    roomId: request.roomId,
    member: { uid, email, name },
    contactMethod: request.contactMethod,
    contactAddress: request.contactAddress,
    preferredTimes: request.preferredTimes,
    note: request.note,
    jobId: request.jobId,
    createdAt: request.createdAt,
    answered: Boolean(answered),
  }));
}
