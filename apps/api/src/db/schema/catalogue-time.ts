import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { jobs } from './jobs';

/**
 * One row per JST day the demo catalogue's renewal ran (decision 0033): what it did, and
 * which days it still has to catch up on after the api was down.
 */
export const catalogueRenewals = pgTable('catalogue_renewals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  published: integer('published').notNull(),
  closed: integer('closed').notNull(),
  refreshed: integer('refreshed').notNull(),
});

/**
 * Notifications to search engines that a job page changed or went away (decision 0034):
 * queued here, sent within the daily quota (sent_at), the rest on the following days.
 */
export const searchEngineNotifications = pgTable(
  'search_engine_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    /** Google Indexing API's notification types. */
    type: text('type').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The engine's answer or the error, for the operator. */
    result: text('result'),
  },
  (t) => [
    check('search_engine_notifications_type_check', sql`type IN ('URL_UPDATED', 'URL_DELETED')`),
    index('search_engine_notifications_pending_idx').on(t.id).where(sql`sent_at IS NULL`),
    index('search_engine_notifications_sent_at_idx').on(t.sentAt),
  ],
);
