import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, integer, timestamp } from 'drizzle-orm/pg-core';

/** An `id` the database numbers (identity, by default: seeds and imports may set it). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** `timestamptz` defaulting to now(), returned as a Date. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at` that repositories set on every write. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, in that order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** 7 digits without hyphen (spec §5 formats it as 123-4567 for display). */
export const zipCodeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ '^[0-9]{7}$'`);
