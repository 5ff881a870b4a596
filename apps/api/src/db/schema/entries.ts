import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { companies } from './companies';
import { jobRef } from './jobs';
import {
  attachmentKindEnum,
  conversionSourceEnum,
  entryStatusEnum,
  roomKindEnum,
} from './member-enums';
import { attributionColumns, endUserRef, endUsers } from './members';
import { scouts } from './scouts';
import { visitors } from './visitors';

/**
 * An application (応募) of a member or a visitor to a job. A member applies to a job once
 * (the partial unique index makes a concurrent second try fail, not duplicate).
 */
export const entries = pgTable(
  'entries',
  {
    id: identityId(),
    endUserId: integer('end_user_id').references(() => endUsers.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    jobId: jobRef(),
    /** Set when the entry answered a scout. */
    scoutId: integer('scout_id').references(() => scouts.id, { onDelete: 'set null' }),
    currentStatus: entryStatusEnum('current_status').notNull().default('applied'),
    /** The first message to the company, as typed. */
    message: text('message'),
    isFirstDirectEntry: boolean('is_first_direct_entry').notNull().default(false),
    conversionSource: conversionSourceEnum('conversion_source').notNull(),
    ...attributionColumns(),
    ...timestamps(),
  },
  (t) => [
    check('entries_applicant_check', sql`(end_user_id IS NULL) <> (visitor_id IS NULL)`),
    uniqueIndex('entries_end_user_id_job_id_key')
      .on(t.endUserId, t.jobId)
      .where(sql`end_user_id IS NOT NULL`),
    index('entries_visitor_id_idx').on(t.visitorId),
    index('entries_job_id_idx').on(t.jobId),
    index('entries_scout_id_idx').on(t.scoutId),
  ],
);

/**
 * A joining confirmation sent after an entry (email link with a token). Only the token's
 * SHA-256 is stored; the token is usable once, until `expiresAt`.
 */
export const entryJoiningConfirmations = pgTable(
  'entry_joining_confirmations',
  {
    id: identityId(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    hasJoined: boolean('has_joined'),
    joinedOn: date('joined_on', { mode: 'string' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('entry_joining_confirmations_entry_id_idx').on(t.entryId)],
);

/**
 * A conversation of a member: with a company (`kind` company), opened by an entry or a scout,
 * or with the site's career advisor (`kind` advisor, no company; one per member, opened by
 * the first advisor request).
 */
export const rooms = pgTable(
  'rooms',
  {
    id: identityId(),
    endUserId: endUserRef(),
    kind: roomKindEnum('kind').notNull().default('company'),
    /** The company of a company room; null in the advisor room. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .unique()
      .references(() => entries.id, { onDelete: 'set null' }),
    scoutId: integer('scout_id')
      .unique()
      .references(() => scouts.id, { onDelete: 'set null' }),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Orders the member's rooms (most recently active first). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rooms_end_user_id_last_message_at_idx').on(t.endUserId, t.lastMessageAt, t.id),
    check('rooms_kind_company_check', sql`(kind = 'company') = (company_id IS NOT NULL)`),
    uniqueIndex('rooms_advisor_end_user_id_key').on(t.endUserId).where(sql`kind = 'advisor'`),
  ],
);

/** A message in a room: text, or a file kept in the attachment storage under `fileKey`. */
export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    isSentByUser: boolean('is_sent_by_user').notNull(),
    contentType: attachmentKindEnum('content_type').notNull(),
    content: text('content'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileContentType: text('file_content_type'),
    fileSize: integer('file_size'),
    quickReplyKey: text('quick_reply_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_room_id_idx').on(t.roomId, t.id),
    index('messages_unread_idx').on(t.roomId).where(sql`NOT is_sent_by_user AND read_at IS NULL`),
    check(
      'messages_content_check',
      sql`(content_type = 'MESSAGE' AND content IS NOT NULL) OR (content_type = 'FILE' AND file_key IS NOT NULL)`,
    ),
  ],
);

/**
 * Idempotency keys of the messages members send (`clientMessageId`, made by the client once
 * per message and sent again on its retries). The primary key makes a repeated or concurrent
 * send with the same key find the first one's message instead of saving a second. `messageId`
 * is null only inside the transaction that claims the key and saves the message.
 */
export const messageClientIds = pgTable(
  'message_client_ids',
  {
    endUserId: endUserRef(),
    clientMessageId: uuid('client_message_id').notNull(),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.endUserId, t.clientMessageId] }),
    index('message_client_ids_message_id_idx').on(t.messageId),
  ],
);
