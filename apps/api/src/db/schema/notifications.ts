import { NotificationChannel, NotificationKind } from '@jobsite/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns';
import { endUserRef } from './members';

export const notificationKindEnum = pgEnum('notification_kind', NotificationKind.values);
export const notificationChannelEnum = pgEnum('notification_channel', NotificationChannel.values);

/**
 * A member's channels for one kind of notification (decision 0049). No row: the defaults
 * (`DEFAULT_CHANNELS`), so members who never opened the settings page keep them as they change.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    endUserId: endUserRef(),
    kind: notificationKindEnum('kind').notNull(),
    site: boolean('site').notNull(),
    email: boolean('email').notNull(),
    line: boolean('line').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.endUserId, t.kind] })],
);

/**
 * Notifications to send outside the site, written in the transaction of the event that caused
 * them and delivered after commit by the outbox worker (decision 0049). A row is sent once:
 * `sent_at` is set when the channel took it; a new row is due at once, and after each failure
 * `next_attempt_at` says when the next try is. A member's rows go with the member.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: identityId(),
    endUserId: endUserRef(),
    kind: notificationKindEnum('kind').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    text: text('text').notNull(),
    /** A path of the web the notification links to. */
    url: text('url'),
    attempts: smallint('attempts').notNull().default(0),
    /** When a retry is due; null: not tried yet, due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the row until then (a worker that died lets it go). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: too many failures, or nobody to send to (no address, no LINE link). */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_unsent_idx')
      .on(t.id)
      .where(sql`sent_at IS NULL AND dropped_at IS NULL`),
    check('notification_outbox_channel_check', sql`${t.channel} <> 'site'`),
  ],
);

/** What the local LINE gateway would have pushed (decision 0049). */
export const outboundLine = pgTable('outbound_line', {
  id: identityId(),
  lineUserId: text('line_user_id').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
