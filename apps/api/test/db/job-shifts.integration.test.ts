import type { JobShiftCondition } from '@jobsite/domain/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countJobs } from '../../src/modules/jobs/repository';
import { createTestDatabase, type TestDatabase } from '../support/database';

/**
 * jobs.shifts is a copy of the shifts of the job's working_times rows (migration 0019,
 * decision 0068), which shift conditions and the shifts facet read: it must stay equal to
 * them whatever writes working_times, and a shift condition must name the jobs the working
 * times say.
 */
describe('jobs.shifts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(() => database?.dispose());

  /** Jobs whose shifts differ from their working times' (each once, enum order). */
  const mismatches = () =>
    database.rows<{ id: number }>(
      sql`SELECT j.id FROM jobs AS j
          WHERE j.shifts IS DISTINCT FROM ARRAY(
            SELECT DISTINCT wt.shift FROM working_times AS wt
            WHERE wt.job_id = j.id AND wt.shift IS NOT NULL ORDER BY 1)`,
    );
  const shiftsOf = async (id: number) =>
    (
      await database.rows<{ shifts: string[] }>(
        sql`SELECT shifts::text[] AS shifts FROM jobs WHERE id = ${id}`,
      )
    )[0]!.shifts;
  const addTimes = (rows: Array<[number, number, string | null]>) =>
    database.db.execute(
      sql`INSERT INTO working_times (job_id, position, attendance_time, leave_time, shift)
          VALUES ${sql.join(
            rows.map(
              ([job, position, shift]) =>
                sql`(${job}, ${position}, '08:00', '17:00', ${shift}::shift)`,
            ),
            sql`, `,
          )}`,
    );

  it('holds the shifts of every seeded job', async () => {
    const [row] = await database.rows<{ day: number; night: number }>(
      sql`SELECT count(*) FILTER (WHERE 'day' = ANY(shifts))::int AS day,
            count(*) FILTER (WHERE 'night' = ANY(shifts))::int AS night FROM jobs`,
    );
    expect(row!.day).toBeGreaterThan(0);
    expect(row!.night).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([]);
  });

  it.each<[JobShiftCondition, string]>([
    [
      'day',
      `EXISTS (SELECT 1 FROM working_times AS wt WHERE wt.job_id = j.id AND wt.shift = 'day')`,
    ],
    [
      'night',
      `EXISTS (SELECT 1 FROM working_times AS wt WHERE wt.job_id = j.id AND wt.shift = 'night')`,
    ],
    [
      'no_night',
      `NOT EXISTS (SELECT 1 FROM working_times AS wt WHERE wt.job_id = j.id AND wt.shift = 'night')`,
    ],
  ])('a %s search counts the jobs whose working times say so', async (shift, condition) => {
    const [row] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs AS j WHERE j.is_published AND ${sql.raw(condition)}`,
    );
    expect(row!.n).toBeGreaterThan(0);
    expect(await countJobs(database.db, { shift })).toBe(row!.n);
  });

  it('follows inserts, updates and deletes of working_times, several jobs per statement', async () => {
    const [a, b] = (
      await database.rows<{ id: number }>(sql`SELECT id FROM jobs ORDER BY id LIMIT 2`)
    ).map((r) => r.id) as [number, number];
    await database.db.execute(sql`DELETE FROM working_times WHERE job_id IN (${a}, ${b})`);
    expect(await shiftsOf(a)).toEqual([]);
    // Each shift once, in the enum's order; a time without a shift adds none.
    await addTimes([
      [a, 0, 'night'],
      [a, 1, 'day'],
      [a, 2, 'night'],
      [b, 0, null],
    ]);
    expect(await shiftsOf(a)).toEqual(['day', 'night']);
    expect(await shiftsOf(b)).toEqual([]);
    // A row moved from one job to another changes both.
    await database.db.execute(
      sql`UPDATE working_times SET job_id = ${b} WHERE job_id = ${a} AND shift = 'day'`,
    );
    expect(await shiftsOf(a)).toEqual(['night']);
    expect(await shiftsOf(b)).toEqual(['day']);
    await database.db.execute(
      sql`UPDATE working_times SET shift = 'none' WHERE job_id = ${b} AND shift IS NULL`,
    );
    expect(await shiftsOf(b)).toEqual(['day', 'none']);
    await database.db.execute(sql`DELETE FROM working_times WHERE job_id = ${a}`);
    expect(await shiftsOf(a)).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });

  it('empties with a truncated working_times', async () => {
    await database.db.execute(sql`TRUNCATE working_times`);
    const [row] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE shifts <> '{}'`,
    );
    expect(row!.n).toBe(0);
  });
});
