import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Rows per multi-row INSERT so that the statement stays under the parameter limit. */
export function batchSizeFor(columnCount: number, maxRows = 2_000): number {
  return Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / Math.max(1, columnCount))));
}

/**
 * Inserts rows with multi-row INSERT statements. Call it inside a transaction for speed and
 * all-or-nothing (PGlite has one connection: one transaction is also the fastest path).
 */
export async function insertInBatches<T extends PgTable>(
  db: Database | Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const size = batchSizeFor(Object.keys(rows[0] as object).length);
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][]);
  }
}

/** `SET col = excluded.col` for every column but the conflict target, for upserts. */
export function excludedColumns<T extends PgTable>(
  table: T,
  except: readonly string[],
): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (except.includes(key) || column.generated) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
