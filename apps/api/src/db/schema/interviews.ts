import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { entries, messages, rooms } from './entries';
import { interviewProposalStatusEnum } from './member-enums';

/**
 * Interview dates a company proposes for an entry (docs/decisions/0051). The proposal is a
 * company message in the entry's room whose slots the member chooses from. One open proposal
 * per entry (the partial unique index): a new one withdraws the open one in the same
 * transaction. Answering moves `status` away from open with a conditional update, so two
 * answers at once save one.
 */
export const interviewProposals = pgTable(
  'interview_proposals',
  {
    id: identityId(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** The company message that carries the choices. */
    messageId: integer('message_id')
      .unique()
      .references(() => messages.id, { onDelete: 'set null' }),
    status: interviewProposalStatusEnum('status').notNull().default('open'),
    durationMinutes: smallint('duration_minutes').notNull(),
    place: text('place'),
    chosenSlotId: integer('chosen_slot_id').references((): AnyPgColumn => interviewSlots.id, {
      onDelete: 'set null',
    }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('interview_proposals_entry_id_idx').on(t.entryId, t.id),
    uniqueIndex('interview_proposals_open_entry_id_key').on(t.entryId).where(sql`status = 'open'`),
    // A withdrawn proposal keeps the slot that had been chosen (what was cancelled).
    check(
      'interview_proposals_chosen_check',
      sql`status <> 'chosen' OR chosen_slot_id IS NOT NULL`,
    ),
  ],
);

/** One candidate date (JST wall time stored as an instant) of a proposal. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: identityId(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => interviewProposals.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('interview_slots_proposal_id_starts_at_key').on(t.proposalId, t.startsAt),
    check('interview_slots_range_check', sql`ends_at > starts_at`),
  ],
);
