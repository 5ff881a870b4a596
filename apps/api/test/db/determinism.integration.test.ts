import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshJobSearchText } from '../../src/db';
import { jobs } from '../../src/db/schema';
import { DAY_MS, SEED_WINDOW_DAYS } from '../../src/modules/catalogue-time/periods';
import { SEEDED_TABLES, seedDatabase } from '../../src/seed/seed';
import { tableChecksums } from '../support/checksum';
import { type TestDatabase, withTestDatabase } from '../support/database';
import { TEST_SEED_NOW } from '../support/templates';

const TABLES = SEEDED_TABLES.map((table) => getTableName(table));

describe('seed determinism', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  it('writes the same rows for the same seed, other rows for another seed; --reset replaces', async () => {
    await seedDatabase(database, { jobs: 250, seed: 7, now: () => TEST_SEED_NOW });
    const first = await tableChecksums(database, TABLES);

    await expect(
      seedDatabase(database, { jobs: 250, seed: 7, now: () => TEST_SEED_NOW }),
    ).rejects.toThrow(/--reset/);

    await seedDatabase(database, { jobs: 250, seed: 8, now: () => TEST_SEED_NOW, reset: true });
    const other = await tableChecksums(database, TABLES);
    expect(other.jobs).not.toEqual(first.jobs);
    expect(other.job_details).not.toEqual(first.job_details);

    await seedDatabase(database, { jobs: 250, seed: 7, now: () => TEST_SEED_NOW, reset: true });
    expect(await tableChecksums(database, TABLES)).toEqual(first);

    // The search text the seed wrote is what the SQL rebuild of every job makes.
    await refreshJobSearchText(database.db);
    expect((await tableChecksums(database, ['jobs'])).jobs).toEqual(first.jobs);
  }, 120_000); // three seeds of 250 jobs: ~10 s alone, several times that on a loaded 2-core host
});

describe('seed dates move with the clock (decision 0033)', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  const rows = () =>
    database.db
      .select({
        id: jobs.id,
        title: jobs.title,
        is_published: jobs.isPublished,
        is_hiring: jobs.isHiring,
        published_at: jobs.publishedAt,
        edited_at: jobs.editedAt,
        valid_through: jobs.validThrough,
        closed_at: jobs.closedAt,
      })
      .from(jobs)
      .orderBy(jobs.id);

  it('keeps ids and contents, moves every date, keeps open jobs valid into the future', async () => {
    const first = new Date('2026-03-01T03:00:00Z');
    const later = new Date(first.getTime() + 40 * DAY_MS);
    await seedDatabase(database, { jobs: 300, seed: 7, now: () => first });
    const before = await rows();
    await seedDatabase(database, { jobs: 300, seed: 7, now: () => later, reset: true });
    const after = await rows();
    expect(after.map((r) => [r.id, r.title])).toEqual(before.map((r) => [r.id, r.title]));
    for (const [i, row] of after.entries()) {
      const old = before[i]!;
      expect(row.edited_at.getTime() - old.edited_at.getTime()).toBe(40 * DAY_MS);
      if (row.published_at && old.published_at)
        expect(row.published_at.getTime() - old.published_at.getTime()).toBe(40 * DAY_MS);
    }

    const published = after.filter((r) => r.is_published);
    const days = new Set<number>();
    for (const row of published) {
      const age = later.getTime() - row.published_at!.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(SEED_WINDOW_DAYS * DAY_MS);
      expect(row.edited_at.getTime()).toBeLessThanOrEqual(later.getTime());
      days.add(Math.floor(age / DAY_MS));
      if (row.is_hiring) {
        expect(row.closed_at).toBeNull();
        expect(row.valid_through!.getTime()).toBeGreaterThan(later.getTime());
      } else {
        expect(row.closed_at!.getTime()).toBeLessThanOrEqual(later.getTime());
        expect(row.valid_through).toEqual(row.closed_at);
      }
    }
    // A few jobs most days: 300 jobs over 90 days leave few days empty.
    expect(days.size).toBeGreaterThan(60);
    expect(days.has(0)).toBe(true);
    expect(published.some((r) => !r.is_hiring)).toBe(true);
  }, 120_000);
});
