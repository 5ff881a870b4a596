import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import {
  companies,
  entries,
  interviewProposals,
  interviewSlots,
  jobs,
  rooms,
} from '../../db/schema';

type Db = Database | Transaction;

export type InterviewProposalRow = typeof interviewProposals.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;

/** Slots of each proposal, earliest first. */
export function findSlotsByProposalIds(
  db: Db,
  proposalIds: readonly number[],
): Promise<InterviewSlotRow[]> {
  if (proposalIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.proposalId, [...proposalIds]))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

/** The proposals carried by these messages. */
export function findProposalsByMessageIds(
  db: Db,
  messageIds: readonly number[],
): Promise<InterviewProposalRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(interviewProposals)
    .where(inArray(interviewProposals.messageId, [...messageIds]));
}

/** Each entry's latest proposal that the company has not withdrawn. */
export function findCurrentProposalsByEntryIds(
  db: Db,
  entryIds: readonly number[],
): Promise<InterviewProposalRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([interviewProposals.entryId])
    .from(interviewProposals)
    .where(
      and(
        inArray(interviewProposals.entryId, [...entryIds]),
        ne(interviewProposals.status, 'withdrawn'),
      ),
    )
    .orderBy(interviewProposals.entryId, desc(interviewProposals.id));
}

/** Every proposal of an entry, newest first (the operator's list). */
export function listProposalsOfEntry(db: Db, entryId: number): Promise<InterviewProposalRow[]> {
  return db
    .select()
    .from(interviewProposals)
    .where(eq(interviewProposals.entryId, entryId))
    .orderBy(desc(interviewProposals.id));
}

/**
 * A proposal of the member's entry, locked until the transaction ends (an answer and a
 * withdrawal of the same proposal take turns), or undefined: another member's proposal is
 * not found, as their rooms are not.
 */
export async function lockProposalOfMember(
  tx: Transaction,
  memberId: number,
  proposalId: number,
): Promise<InterviewProposalRow | undefined> {
  const [row] = await tx
    .select({ proposal: interviewProposals })
    .from(interviewProposals)
    .innerJoin(entries, eq(entries.id, interviewProposals.entryId))
    .where(and(eq(interviewProposals.id, proposalId), eq(entries.endUserId, memberId)))
    .for('update', { of: interviewProposals });
  return row?.proposal;
}

/** The slot and its proposal when the slot belongs to the member's entry. */
export async function findSlotOfMember(
  db: Db,
  memberId: number,
  slotId: number,
): Promise<InterviewSlotRow | undefined> {
  const [row] = await db
    .select({ slot: interviewSlots })
    .from(interviewSlots)
    .innerJoin(interviewProposals, eq(interviewProposals.id, interviewSlots.proposalId))
    .innerJoin(entries, eq(entries.id, interviewProposals.entryId))
    .where(and(eq(interviewSlots.id, slotId), eq(entries.endUserId, memberId)));
  return row?.slot;
}

/** A member entry with its room (visitor entries have none), locked for the transaction. */
export async function lockEntryWithRoom(tx: Transaction, entryId: number) {
  const [row] = await tx
    .select({ entry: entries, room: rooms })
    .from(entries)
    .innerJoin(rooms, eq(rooms.entryId, entries.id))
    .where(eq(entries.id, entryId))
    .for('update', { of: entries });
  return row;
}

/**
 * What the calendar file of the member's chosen interview says: the chosen slot, the job and
 * its company. Undefined unless the proposal is the member's and chosen.
 */
export async function findChosenInterview(db: Db, memberId: number, proposalId: number) {
  const [row] = await db
    .select({
      proposal: interviewProposals,
      slot: interviewSlots,
      jobTitle: jobs.title,
      companyName: companies.name,
    })
    .from(interviewProposals)
    .innerJoin(entries, eq(entries.id, interviewProposals.entryId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .innerJoin(jobs, eq(jobs.id, entries.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(interviewProposals.id, proposalId),
        eq(entries.endUserId, memberId),
        eq(interviewProposals.status, 'chosen'),
      ),
    );
  return row;
}
