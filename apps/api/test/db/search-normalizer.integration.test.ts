import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ensureJobSearchTextCurrent,
  refreshJobSearchText,
  searchTextFingerprint,
} from '../../src/db/search-text';
import { type TestDatabase, withTestDatabase } from '../support/database';

/**
 * Stored search texts follow the normaliser: a database written by other rules (here the
 * NFKC + lower case of before) is rebuilt at start, once, with no migration.
 */
describe('search texts rebuilt when the normaliser changes', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created), { seeded: true });

  const snapshot = async () =>
    (
      await database.rows<{ sum: string }>(
        sql`SELECT md5(string_agg(id || ':' || search_text, '|' ORDER BY id)) AS sum FROM jobs`,
      )
    )[0]!.sum;
  const comment = async () =>
    (
      await database.rows<{ comment: string | null }>(
        sql`SELECT col_description('jobs'::regclass, a.attnum) AS comment FROM pg_attribute AS a
            WHERE a.attrelid = 'jobs'::regclass AND a.attname = 'search_text'`,
      )
    )[0]!.comment;

  it('finds a database seeded by this code current, and marks it', async () => {
    const seeded = await snapshot();
    expect(await ensureJobSearchTextCurrent(database.db)).toBe(0);
    expect(await comment()).toBe(searchTextFingerprint());
    expect(await snapshot()).toBe(seeded);
    // Marked: the next start reads nothing.
    expect(await ensureJobSearchTextCurrent(database.db)).toBe(0);
  });

  it('rebuilds texts written by older rules, once', async () => {
    const current = await snapshot();
    // The normalisation of before (NFKC, lower case, spaces), and its fingerprint.
    await database.db.execute(sql`
      UPDATE jobs SET search_text = trim(regexp_replace(lower(normalize(search_text || ' ー', NFKC)), '\\s+', ' ', 'g'))`);
    await database.db.execute(sql`COMMENT ON COLUMN jobs.search_text IS NULL`);
    expect(await snapshot()).not.toBe(current);
    const [{ n }] = (await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs`,
    )) as [{ n: number }];
    expect(await ensureJobSearchTextCurrent(database.db)).toBe(Number(n));
    expect(await snapshot()).toBe(current);
    expect(await comment()).toBe(searchTextFingerprint());
    expect(await ensureJobSearchTextCurrent(database.db)).toBe(0);
  });

  it('refreshes a few jobs, and leaves unchanged rows unwritten', async () => {
    const current = await snapshot();
    await refreshJobSearchText(database.db, [1, 2, 3, 2]);
    await refreshJobSearchText(database.db, []);
    expect(await snapshot()).toBe(current);
    const [row] = await database.rows<{ xmin: string }>(
      sql`SELECT xmin::text FROM jobs WHERE id = 5`,
    );
    await refreshJobSearchText(database.db);
    const [after] = await database.rows<{ xmin: string }>(
      sql`SELECT xmin::text FROM jobs WHERE id = 5`,
    );
    expect(after!.xmin).toBe(row!.xmin);
  });
});
