import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db';

/**
 * md5 of every row of each table (row text, sorted), computed in UTC so the figure does not
 * depend on the session time zone: equal checksums mean equal rows.
 */
export async function tableChecksums(
  handle: DatabaseHandle,
  tables: readonly string[],
): Promise<Record<string, string>> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const result: Record<string, string> = {};
    for (const table of tables) {
      const res = (await tx.execute(
        sql.raw(
          `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM "${table}" AS t`,
        ),
      )) as unknown as { rows: Array<{ n: number; sum: string }> };
      const row = res.rows[0]!;
      result[table] = `${row.n}:${row.sum}`;
    }
    return result;
  });
}
