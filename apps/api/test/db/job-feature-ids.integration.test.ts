import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestDatabase, withTestDatabase } from '../support/database';

/**
 * jobs.feature_ids is a copy of the job's rows of job_features (migration 0018, decision
 * 0065), which keyword searches and their facets read: it must stay equal to them whatever
 * writes job_features.
 */
describe('jobs.feature_ids', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created), { seeded: true });

  /** Jobs whose feature_ids differ from their job_features (sorted), with both. */
  const mismatches = () =>
    database.rows<{ id: number }>(
      sql`SELECT j.id FROM jobs AS j
          WHERE j.feature_ids IS DISTINCT FROM ARRAY(
            SELECT jf.feature_id FROM job_features AS jf WHERE jf.job_id = j.id ORDER BY 1)`,
    );
  const featureIdsOf = async (id: number) =>
    (
      await database.rows<{ feature_ids: number[] }>(
        sql`SELECT feature_ids FROM jobs WHERE id = ${id}`,
      )
    )[0]!.feature_ids;

  it('holds the features of every seeded job', async () => {
    const [row] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE feature_ids <> '{}'`,
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([]);
  });

  it('follows inserts, updates and deletes of job_features, several jobs per statement', async () => {
    const [a, b] = (
      await database.rows<{ id: number }>(sql`SELECT id FROM jobs ORDER BY id LIMIT 2`)
    ).map((r) => r.id) as [number, number];
    await database.db.execute(sql`DELETE FROM job_features WHERE job_id IN (${a}, ${b})`);
    expect(await featureIdsOf(a)).toEqual([]);
    await database.db.execute(
      sql`INSERT INTO job_features (job_id, feature_id) VALUES (${a}, 51), (${a}, 11), (${b}, 15)`,
    );
    expect(await featureIdsOf(a)).toEqual([11, 51]);
    expect(await featureIdsOf(b)).toEqual([15]);
    // A row moved from one job to another changes both.
    await database.db.execute(
      sql`UPDATE job_features SET job_id = ${b} WHERE job_id = ${a} AND feature_id = 51`,
    );
    expect(await featureIdsOf(a)).toEqual([11]);
    expect(await featureIdsOf(b)).toEqual([15, 51]);
    await database.db.execute(
      sql`DELETE FROM job_features WHERE job_id = ${b} AND feature_id = 15`,
    );
    expect(await featureIdsOf(b)).toEqual([51]);
    expect(await mismatches()).toEqual([]);
  });

  it('empties with a truncated job_features', async () => {
    await database.db.execute(sql`TRUNCATE job_features`);
    const [row] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE feature_ids <> '{}'`,
    );
    expect(row!.n).toBe(0);
  });
});
