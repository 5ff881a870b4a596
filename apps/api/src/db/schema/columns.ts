import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, timestamp } from 'drizzle-orm/pg-core';

/** `timestamptz` defaulting to now(), returned as a Date. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** 7 digits without hyphen (spec §5 formats it as 123-4567 for display). */
export const zipCodeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ '^[0-9]{7}$'`);
