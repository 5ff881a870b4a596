import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { rooms } from './entries';
import { jobs } from './jobs';
import { contactMethodEnum, contactTimeSlotEnum } from './member-enums';
import { endUserRef } from './members';

/**
 * A member's request for a career advisor: how and when to get in touch, a note,
 * and the job page it was sent from. Each request is also a message in the member's advisor
 * room; `autoReplyMessageId` is the advisor desk's automatic acknowledgement, so the operator
 * CLI can tell which requests a person has answered since.
 */
export const advisorRequests = pgTable(
  'advisor_requests',
  {
    id: identityId(),
    endUserId: endUserRef(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    contactMethod: contactMethodEnum('contact_method').notNull(),
    /** The email or phone number of `contactMethod`, as given with the request. */
    contactAddress: text('contact_address').notNull(),
    preferredTimes: contactTimeSlotEnum('preferred_times').array().notNull(),
    note: text('note'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    autoReplyMessageId: integer('auto_reply_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('advisor_requests_end_user_id_idx').on(t.endUserId, t.createdAt),
    index('advisor_requests_room_id_idx').on(t.roomId, t.id),
  ],
);
