import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import {
  careerSheets,
  educationalBackgrounds,
  endUserOccupations,
  endUserQualifications,
  endUsers,
  favorites,
  jobHistories,
  messages,
  notices,
  personalities,
  requirements,
  resumes,
  rooms,
} from '../../db/schema';

/** A member as resolvers receive it (the parent of `EndUser`). */
export type MemberRow = typeof endUsers.$inferSelect;
export type JobHistoryRow = typeof jobHistories.$inferSelect;
export type EducationalBackgroundRow = typeof educationalBackgrounds.$inferSelect;
export type PersonalityRow = typeof personalities.$inferSelect;
export type RequirementsRow = typeof requirements.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type CareerSheetRow = typeof careerSheets.$inferSelect;

type Db = Database | Transaction;

export async function findMemberByUid(db: Db, uid: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(endUsers).where(eq(endUsers.uid, uid));
  return row;
}

export async function findMemberByConversionId(
  db: Db,
  conversionId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(endUsers).where(eq(endUsers.conversionId, conversionId));
  return row;
}

/** Updates the member's own row and returns it. */
export async function updateMember(
  db: Db,
  memberId: number,
  values: Partial<typeof endUsers.$inferInsert>,
): Promise<MemberRow> {
  const [row] = await db
    .update(endUsers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(endUsers.id, memberId))
    .returning();
  if (!row) throw new Error(`member ${memberId} vanished`);
  return row;
}

/** Replaces the desired occupations of a member. */
export async function replaceOccupations(
  tx: Transaction,
  memberId: number,
  occupationIds: readonly number[],
): Promise<void> {
  await tx.delete(endUserOccupations).where(eq(endUserOccupations.endUserId, memberId));
  if (occupationIds.length > 0) {
    await tx
      .insert(endUserOccupations)
      .values(occupationIds.map((occupationId) => ({ endUserId: memberId, occupationId })));
  }
}

/** Replaces the qualifications of a member. */
export async function replaceQualifications(
  tx: Transaction,
  memberId: number,
  qualificationIds: readonly number[],
): Promise<void> {
  await tx.delete(endUserQualifications).where(eq(endUserQualifications.endUserId, memberId));
  if (qualificationIds.length > 0) {
    await tx
      .insert(endUserQualifications)
      .values(
        qualificationIds.map((qualificationId) => ({ endUserId: memberId, qualificationId })),
      );
  }
}

// Batched reads of the loaders (keys: member ids).

export function findOccupationIds(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(endUserOccupations)
    .where(inArray(endUserOccupations.endUserId, [...memberIds]))
    .orderBy(asc(endUserOccupations.occupationId));
}

export function findQualificationIds(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(endUserQualifications)
    .where(inArray(endUserQualifications.endUserId, [...memberIds]))
    .orderBy(asc(endUserQualifications.qualificationId));
}

export function findJobHistories(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(jobHistories)
    .where(inArray(jobHistories.endUserId, [...memberIds]))
    .orderBy(asc(jobHistories.endUserId), asc(jobHistories.position), asc(jobHistories.id));
}

export function findEducationalBackgrounds(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(educationalBackgrounds)
    .where(inArray(educationalBackgrounds.endUserId, [...memberIds]));
}

export function findPersonalities(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(personalities)
    .where(inArray(personalities.endUserId, [...memberIds]));
}

export function findRequirements(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(requirements)
    .where(inArray(requirements.endUserId, [...memberIds]));
}

export function findResumes(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(resumes)
    .where(inArray(resumes.endUserId, [...memberIds]))
    .orderBy(asc(resumes.id));
}

export function findCareerSheets(db: Db, memberIds: readonly number[]) {
  return db
    .select()
    .from(careerSheets)
    .where(inArray(careerSheets.endUserId, [...memberIds]))
    .orderBy(asc(careerSheets.id));
}

/** Per member: [memberId, count] of saved jobs. */
export async function countFavorites(db: Db, memberIds: readonly number[]) {
  const rows = await db
    .select({ key: favorites.endUserId, value: count() })
    .from(favorites)
    .where(inArray(favorites.endUserId, [...memberIds]))
    .groupBy(favorites.endUserId);
  return new Map(rows.map((row) => [row.key, Number(row.value)]));
}

/** Per member: unread company messages over all their rooms (header badge). */
export async function countUnreadMessages(db: Db, memberIds: readonly number[]) {
  const rows = await db
    .select({ key: rooms.endUserId, value: count() })
    .from(messages)
    .innerJoin(rooms, eq(rooms.id, messages.roomId))
    .where(
      and(
        inArray(rooms.endUserId, [...memberIds]),
        eq(messages.isSentByUser, false),
        isNull(messages.readAt),
      ),
    )
    .groupBy(rooms.endUserId);
  return new Map(rows.map((row) => [row.key, Number(row.value)]));
}

/** Per member: notices not read yet. */
export async function countUnreadNotices(db: Db, memberIds: readonly number[]) {
  const rows = await db
    .select({ key: notices.endUserId, value: count() })
    .from(notices)
    .where(and(inArray(notices.endUserId, [...memberIds]), isNull(notices.readAt)))
    .groupBy(notices.endUserId);
  return new Map(rows.map((row) => [row.key, Number(row.value)]));
}
