import type { EntryStatus } from '@jobsite/domain/enums';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { formatJstTimeRange } from '@jobsite/domain/formatters';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { entries, interviewProposals, interviewSlots } from '../../db/schema';
import { notFound } from '../../graphql/args';
import { roomPath } from '../advisor/service';
import { addNotice, type MessageRow, postMessage } from '../messages/repository';
import { CONFIRM_INTERVIEW_DATE_TEXT } from '../scouts/quick-replies';
import {
  findSlotOfMember,
  findSlotsByProposalIds,
  type InterviewProposalRow,
  type InterviewSlotRow,
  lockEntryWithRoom,
  lockProposalOfMember,
} from './repository';

/**
 * Interview dates arranged in the entry's room (docs/decisions/0051): the company proposes
 * slots (the operator CLI), the member chooses one or asks for other dates, and the entry's
 * status follows (interview while dates are being arranged, interview_scheduled once chosen).
 */

/** Statuses in which a company may still propose interview dates. */
const PROPOSABLE_STATUSES = [
  'applied',
  'screening',
  'interview',
  'interview_scheduled',
] as const satisfies readonly EntryStatus[];

/** Statuses a chosen date moves on to interview_scheduled (a later one is left as it is). */
const BEFORE_SCHEDULED = ['applied', 'screening', 'interview'] as const satisfies EntryStatus[];

const INTERVIEW_TEXTS = Object.freeze({
  proposed: '面接日程の候補をお送りします。ご都合のよい日時を候補からお選びください。',
  proposedNotice: '企業から面接日程の候補が届きました。',
  withdrawn: '先日お送りした面接日程の候補を取り下げます。改めてご連絡いたします。',
  cancelled: (range: string) => `${range}の面接を取り消します。改めてご連絡いたします。`,
  withdrawnNotice: '企業が面接日程を取り下げました。',
  chosen: (range: string) => `面接日程のご提案ありがとうございます。${range}でお願いいたします。`,
  /** The confirmInterviewDate quick reply's request, after the proposal's dates. */
  otherDates: `ご提案ありがとうございます。あいにくご提示の日程では都合がつきません。${CONFIRM_INTERVIEW_DATE_TEXT}`,
});

export class InterviewProposalError extends Error {
  override readonly name = 'InterviewProposalError';
}

interface SlotInput {
  startsAt: Date;
  endsAt: Date;
}

function proposalText(slots: readonly SlotInput[], place: string | null): string {
  const lines = slots.map((slot) => `・${formatJstTimeRange(slot.startsAt, slot.endsAt)}`);
  return [INTERVIEW_TEXTS.proposed, ...lines, ...(place ? [`場所：${place}`] : [])].join('\n');
}

/**
 * The company proposes interview dates for a member's entry: a message with the choices in
 * the entry's room, the entry at interview, a notice to the member. A proposal still open or
 * chosen for the entry is withdrawn by the new one (the new dates replace the arrangement).
 */
export async function proposeInterview(
  db: Database,
  values: { entryId: number; slots: readonly SlotInput[]; place: string | null; now: Date },
) {
  return db.transaction(async (tx) => {
    const found = await lockEntryWithRoom(tx, values.entryId);
    if (!found || found.entry.endUserId === null) {
      throw new InterviewProposalError(`no member entry ${values.entryId} with a room`);
    }
    const { entry, room } = found;
    if (!(PROPOSABLE_STATUSES as readonly string[]).includes(entry.currentStatus)) {
      throw new InterviewProposalError(
        `entry ${entry.id} is ${entry.currentStatus}: interview dates are proposed while it is ${PROPOSABLE_STATUSES.join(', ')}`,
      );
    }
    const replaced = await tx
      .update(interviewProposals)
      .set({ status: 'withdrawn', withdrawnAt: values.now, updatedAt: values.now })
      .where(
        and(
          eq(interviewProposals.entryId, entry.id),
          inArray(interviewProposals.status, ['open', 'chosen']),
        ),
      )
      .returning({ id: interviewProposals.id });
    const message = await postMessage(tx, {
      roomId: room.id,
      isSentByUser: false,
      content: proposalText(values.slots, values.place),
    });
    const [proposal] = await tx
      .insert(interviewProposals)
      .values({
        entryId: entry.id,
        roomId: room.id,
        messageId: message.id,
        durationMinutes: Math.round(
          (values.slots[0]!.endsAt.getTime() - values.slots[0]!.startsAt.getTime()) / 60_000,
        ),
        place: values.place,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning();
    const slots = await tx
      .insert(interviewSlots)
      .values(values.slots.map((slot) => ({ proposalId: proposal!.id, ...slot })))
      .returning();
    await tx
      .update(entries)
      .set({ currentStatus: 'interview', updatedAt: sql`now()` })
      .where(eq(entries.id, entry.id));
    await addNotice(tx, {
      endUserId: entry.endUserId!,
      text: INTERVIEW_TEXTS.proposedNotice,
      url: roomPath(room.id),
    });
    return {
      proposal: proposal!,
      slots,
      messageId: message.id,
      roomId: room.id,
      replacedProposalIds: replaced.map((row) => row.id),
    };
  });
}

/**
 * The company withdraws an open or chosen proposal: a message in the room says so; a chosen
 * date that was withdrawn puts the entry back to interview (dates being arranged).
 */
export async function withdrawInterviewProposal(db: Database, proposalId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .select()
      .from(interviewProposals)
      .where(eq(interviewProposals.id, proposalId))
      .for('update');
    if (!proposal) throw new InterviewProposalError(`no interview proposal ${proposalId}`);
    if (proposal.status !== 'open' && proposal.status !== 'chosen') {
      throw new InterviewProposalError(`interview proposal ${proposalId} is ${proposal.status}`);
    }
    const chosen =
      proposal.chosenSlotId === null
        ? undefined
        : (await findSlotsByProposalIds(tx, [proposal.id])).find(
            (slot) => slot.id === proposal.chosenSlotId,
          );
    const [withdrawn] = await tx
      .update(interviewProposals)
      .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: now })
      .where(eq(interviewProposals.id, proposal.id))
      .returning();
    const message = await postMessage(tx, {
      roomId: proposal.roomId,
      isSentByUser: false,
      content: chosen
        ? INTERVIEW_TEXTS.cancelled(formatJstTimeRange(chosen.startsAt, chosen.endsAt))
        : INTERVIEW_TEXTS.withdrawn,
    });
    const [entry] = await tx
      .update(entries)
      .set({ currentStatus: 'interview', updatedAt: sql`now()` })
      .where(
        and(eq(entries.id, proposal.entryId), eq(entries.currentStatus, 'interview_scheduled')),
      )
      .returning({ endUserId: entries.endUserId });
    const [owner] = entry
      ? [entry]
      : await tx
          .select({ endUserId: entries.endUserId })
          .from(entries)
          .where(eq(entries.id, proposal.entryId));
    if (owner?.endUserId) {
      await addNotice(tx, {
        endUserId: owner.endUserId,
        text: INTERVIEW_TEXTS.withdrawnNotice,
        url: roomPath(proposal.roomId),
      });
    }
    return { proposal: withdrawn!, messageId: message.id };
  });
}

/** Why an answer to this proposal is refused, or null when it may be answered. */
function refusal(proposal: InterviewProposalRow): DomainError | null {
  if (proposal.status === 'withdrawn')
    return new DomainError(ErrorCode.INTERVIEW_PROPOSAL_WITHDRAWN);
  if (proposal.status !== 'open') return new DomainError(ErrorCode.INTERVIEW_ALREADY_ANSWERED);
  return null;
}

export interface InterviewAnswer {
  proposal: InterviewProposalRow;
  message: MessageRow;
  entryId: number;
}

/**
 * Moves an open proposal to its answer. The update is conditional on the status still being
 * open, so of two answers racing (two tabs, a double tap) one is saved and the other is told
 * INTERVIEW_ALREADY_ANSWERED; the proposal row is locked first, so a withdrawal waits too.
 */
async function answer(
  tx: Transaction,
  proposal: InterviewProposalRow,
  values: Partial<InterviewProposalRow>,
  now: Date,
): Promise<InterviewProposalRow> {
  const [answered] = await tx
    .update(interviewProposals)
    .set({ ...values, answeredAt: now, updatedAt: now })
    .where(and(eq(interviewProposals.id, proposal.id), eq(interviewProposals.status, 'open')))
    .returning();
  if (!answered) throw new DomainError(ErrorCode.INTERVIEW_ALREADY_ANSWERED);
  return answered;
}

/** The member chooses a slot: their answer in the room, the entry at interview_scheduled. */
export async function chooseInterviewSlot(
  db: Database,
  memberId: number,
  slotId: number,
  now: Date,
): Promise<InterviewAnswer & { slot: InterviewSlotRow }> {
  return db.transaction(async (tx) => {
    const slot = await findSlotOfMember(tx, memberId, slotId);
    if (!slot) throw notFound();
    const proposal = await lockProposalOfMember(tx, memberId, slot.proposalId);
    if (!proposal) throw notFound();
    const refused = refusal(proposal);
    if (refused) throw refused;
    if (slot.startsAt.getTime() <= now.getTime()) {
      throw new DomainError(ErrorCode.INTERVIEW_SLOT_PAST);
    }
    const answered = await answer(tx, proposal, { status: 'chosen', chosenSlotId: slot.id }, now);
    const message = await postMessage(tx, {
      roomId: proposal.roomId,
      isSentByUser: true,
      content: INTERVIEW_TEXTS.chosen(formatJstTimeRange(slot.startsAt, slot.endsAt)),
    });
    await tx
      .update(entries)
      .set({ currentStatus: 'interview_scheduled', updatedAt: sql`now()` })
      .where(
        and(
          eq(entries.id, proposal.entryId),
          inArray(entries.currentStatus, [...BEFORE_SCHEDULED]),
        ),
      );
    return { proposal: answered, message, entryId: proposal.entryId, slot };
  });
}

/**
 * The member asks for other dates: the confirmInterviewDate quick reply's request (with their
 * note) in the room; the entry stays at interview while the company proposes again.
 */
export async function requestOtherInterviewDates(
  db: Database,
  memberId: number,
  proposalId: number,
  note: string | undefined,
  now: Date,
): Promise<InterviewAnswer> {
  return db.transaction(async (tx) => {
    const proposal = await lockProposalOfMember(tx, memberId, proposalId);
    if (!proposal) throw notFound();
    const refused = refusal(proposal);
    if (refused) throw refused;
    const answered = await answer(tx, proposal, { status: 'other_dates_requested' }, now);
    const message = await postMessage(tx, {
      roomId: proposal.roomId,
      isSentByUser: true,
      content: note ? `${INTERVIEW_TEXTS.otherDates}\n\n${note}` : INTERVIEW_TEXTS.otherDates,
      quickReplyKey: 'confirmInterviewDate',
    });
    return { proposal: answered, message, entryId: proposal.entryId };
  });
}
