import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { rooms, scoutInquiries } from '../../db/schema';
import { postMessage } from '../messages/repository';

export type ScoutInquiryRow = typeof scoutInquiries.$inferSelect;

export interface MemberInquiry {
  scoutId: number;
  memberId: number;
  contactMethod: ScoutInquiryRow['contactMethod'];
  message: string | null;
}

/**
 * A member's inquiry about a scout (話を聞いてみたい), inside the caller's transaction: one row
 * per member and scout (the partial unique index; asking again updates it). Its message goes
 * into the scout's room when it is new: a retried request (same text; also two racing, the
 * second waits for the first's row) posts nothing a second time; another text is a new
 * question and is posted.
 */
export async function saveMemberInquiry(
  tx: Transaction,
  inquiry: MemberInquiry,
): Promise<ScoutInquiryRow> {
  const values = { contactMethod: inquiry.contactMethod, message: inquiry.message };
  const [created] = await tx
    .insert(scoutInquiries)
    .values({ scoutId: inquiry.scoutId, endUserId: inquiry.memberId, ...values })
    .onConflictDoNothing({
      target: [scoutInquiries.scoutId, scoutInquiries.endUserId],
      where: sql`end_user_id IS NOT NULL`,
    })
    .returning();
  if (created) {
    await postToScoutRoom(tx, inquiry);
    return created;
  }
  const [earlier] = await tx
    .select()
    .from(scoutInquiries)
    .where(
      and(
        eq(scoutInquiries.scoutId, inquiry.scoutId),
        eq(scoutInquiries.endUserId, inquiry.memberId),
      ),
    )
    .for('update');
  if (!earlier) throw new Error(`scout inquiry of scout ${inquiry.scoutId} vanished`);
  if (earlier.message === values.message && earlier.contactMethod === values.contactMethod) {
    return earlier;
  }
  const [updated] = await tx
    .update(scoutInquiries)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(scoutInquiries.id, earlier.id))
    .returning();
  if (values.message !== earlier.message) await postToScoutRoom(tx, inquiry);
  return updated!;
}

async function postToScoutRoom(tx: Transaction, inquiry: MemberInquiry): Promise<void> {
  if (!inquiry.message) return;
  const [room] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.scoutId, inquiry.scoutId), eq(rooms.endUserId, inquiry.memberId)));
  if (room) {
    await postMessage(tx, { roomId: room.id, isSentByUser: true, content: inquiry.message });
  }
}
