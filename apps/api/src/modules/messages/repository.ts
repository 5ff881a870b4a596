import { and, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { messages, notices, rooms } from '../../db/schema';

type Db = Database | Transaction;

export type RoomRow = typeof rooms.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;

/** A room of the member, or undefined (another member's room is not found, not forbidden). */
export async function findRoomOfMember(
  db: Db,
  memberId: number,
  roomId: number,
): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.endUserId, memberId)));
  return row;
}

export async function openRoom(
  tx: Transaction,
  values: { endUserId: number; companyId: number; entryId?: number; scoutId?: number },
): Promise<RoomRow> {
  const [row] = await tx.insert(rooms).values(values).returning();
  return row!;
}

export interface NewMessage {
  roomId: number;
  isSentByUser: boolean;
  content?: string | null;
  quickReplyKey?: string | null;
  file?: { key: string; name: string; contentType: string; size: number };
}

/** Adds a message and moves the room to the top of the member's list. */
export async function postMessage(tx: Db, message: NewMessage): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      roomId: message.roomId,
      isSentByUser: message.isSentByUser,
      contentType: message.file ? 'FILE' : 'MESSAGE',
      content: message.file ? null : (message.content ?? ''),
      quickReplyKey: message.quickReplyKey ?? null,
      fileKey: message.file?.key ?? null,
      fileName: message.file?.name ?? null,
      fileContentType: message.file?.contentType ?? null,
      fileSize: message.file?.size ?? null,
    })
    .returning();
  await tx
    .update(rooms)
    .set({ lastMessageAt: row!.createdAt, isArchived: false })
    .where(eq(rooms.id, message.roomId));
  return row!;
}

/** Rooms of the member, most recently active first, after the room `afterId`. */
export async function listRooms(
  db: Db,
  memberId: number,
  limit: number,
  afterId: number | undefined,
): Promise<RoomRow[]> {
  const after =
    afterId === undefined
      ? undefined
      : sql`(${rooms.lastMessageAt}, ${rooms.id}) < (SELECT r.last_message_at, r.id FROM rooms r WHERE r.id = ${afterId} AND r.end_user_id = ${memberId})`;
  return db
    .select()
    .from(rooms)
    .where(and(eq(rooms.endUserId, memberId), after))
    .orderBy(desc(rooms.lastMessageAt), desc(rooms.id))
    .limit(limit);
}

export async function countRooms(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rooms)
    .where(eq(rooms.endUserId, memberId));
  return Number(row?.value ?? 0);
}

/** Messages of a room, newest first, older than `afterId`. */
export function listMessages(
  db: Db,
  roomId: number,
  limit: number,
  afterId: number | undefined,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.roomId, roomId),
        afterId === undefined ? undefined : lt(messages.id, afterId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** Per room: [roomId, messages] and [roomId, unread company messages]. */
export async function countMessagesByRoom(db: Db, roomIds: readonly number[]) {
  const rows = await db
    .select({
      roomId: messages.roomId,
      total: count(),
      unread: sql<number>`count(*) FILTER (WHERE NOT ${messages.isSentByUser} AND ${messages.readAt} IS NULL)`,
    })
    .from(messages)
    .where(inArray(messages.roomId, [...roomIds]))
    .groupBy(messages.roomId);
  return new Map(
    rows.map((row) => [row.roomId, { total: Number(row.total), unread: Number(row.unread) }]),
  );
}

/** The newest message of each room. */
export async function lastMessages(db: Db, roomIds: readonly number[]): Promise<MessageRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.roomId])
    .from(messages)
    .where(inArray(messages.roomId, [...roomIds]))
    .orderBy(messages.roomId, desc(messages.id));
}

/** A message in one of the member's rooms, or undefined. */
export async function findMessageOfMember(
  db: Db,
  memberId: number,
  messageId: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(rooms, eq(rooms.id, messages.roomId))
    .where(and(eq(messages.id, messageId), eq(rooms.endUserId, memberId)));
  return row?.message;
}

/** Whether message `messageId` is in room `roomId`. */
export async function isMessageOfRoom(db: Db, roomId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.roomId, roomId)));
  return row !== undefined;
}

/**
 * Marks the company's messages of a room read: all of them, or those up to and including
 * `untilMessageId` (ids grow with time), so a message that came after it stays unread.
 */
export async function readCompanyMessages(
  db: Db,
  roomId: number,
  untilMessageId?: number,
): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.roomId, roomId),
        eq(messages.isSentByUser, false),
        isNull(messages.readAt),
        untilMessageId === undefined ? undefined : lte(messages.id, untilMessageId),
      ),
    );
}

export async function addNotice(
  tx: Db,
  notice: { endUserId: number; text: string; url?: string | null },
): Promise<void> {
  await tx.insert(notices).values(notice);
}

export function listNotices(
  db: Db,
  memberId: number,
  limit: number,
  afterId: number | undefined,
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.endUserId, memberId),
        afterId === undefined ? undefined : lt(notices.id, afterId),
      ),
    )
    .orderBy(desc(notices.id))
    .limit(limit);
}

export async function countNotices(db: Db, memberId: number) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) FILTER (WHERE ${notices.readAt} IS NULL)`,
    })
    .from(notices)
    .where(eq(notices.endUserId, memberId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks notices of the member read (all of them when `ids` is undefined); returns them. */
export async function readNotices(
  db: Db,
  memberId: number,
  ids: readonly number[] | undefined,
): Promise<NoticeRow[]> {
  return db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(
      and(
        eq(notices.endUserId, memberId),
        ids === undefined ? isNull(notices.readAt) : inArray(notices.id, [...ids]),
      ),
    )
    .returning();
}
