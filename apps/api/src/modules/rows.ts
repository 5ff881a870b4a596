import type { SQL } from 'drizzle-orm';
import type { Database } from '../db';

/**
 * Rows of a raw SQL statement (column names as the SQL spells them). `db.execute` answers
 * `{ rows }` on both drivers the api runs on, PGlite and node-postgres.
 */
export async function selectRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
