import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { bulkLoad } from '../../src/db/bulk-load';
import { companies, jobs } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase, withTestDatabase } from '../support/database';

describe('config', () => {
  it('defaults to PGlite in memory under test, with no start-up seed', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toBe('memory://');
    expect(config.SEED_ON_EMPTY).toBe(false);
    expect(config.DATABASE_MIGRATE).toBe(true);
  });

  it('defaults to <repo>/.data/pglite with a start-up seed otherwise', () => {
    // Production on the Auth emulator (`pnpm start`): not a deployment, so no secret is required.
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(config.PGLITE_DATA_DIR).toMatch(/\.data[\\/]pglite$/);
    expect(config.SEED_ON_EMPTY).toBe(true);
    expect(config.SEED_JOBS).toBe(20_000);
  });

  it('takes a PostgreSQL URL (no start-up seed unless asked) and rejects others', () => {
    const url = 'postgres://jobsite:secret@db.internal:5432/jobsite';
    expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(loadConfig({ DATABASE_URL: url }).SEED_ON_EMPTY).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_ON_EMPTY: 'true' }).SEED_ON_EMPTY).toBe(true);
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_ON_EMPTY: 'yes' })).toThrow(/SEED_ON_EMPTY/);
    expect(() => loadConfig({ SEED_JOBS: '-1' })).toThrow(/SEED_JOBS/);
  });
});

describe('database handle', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  it('answers ping and returns rows the same way on both drivers', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
    expect(await database.rows<{ n: number }>(sql`SELECT 41 + 1 AS n`)).toEqual([{ n: 42 }]);
  });

  it('bulk load keeps nothing, constraints included, when it fails', async () => {
    const indexCount = async () =>
      (
        await database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'jobs'`,
        )
      )[0]!.n;
    const before = await indexCount();
    await expect(
      bulkLoad(database, [companies, jobs], async (loader) => {
        await loader.insert(companies, [{ id: 1, name: '株式会社ロールバック' }]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await indexCount()).toBe(before);
    expect(await database.db.select().from(companies)).toEqual([]);
  });

  it('bulk load validates foreign keys when it restores them', async () => {
    await expect(
      bulkLoad(database, [companies, jobs], async (loader) => {
        await loader.insert(jobs, [
          {
            id: 1,
            companyId: 999,
            occupationId: 1,
            prefectureCode: 13,
            title: '孤立した求人',
            lowestSalary: 250_000,
            salaryOption: 'monthly',
            hiringType: 'regular',
          },
        ]);
      }),
    ).rejects.toSatisfy((error: { code?: string; cause?: { code?: string } }) =>
      [error.code, error.cause?.code].includes('23503'),
    );
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});

describe('readiness', () => {
  it('/readyz answers 200 while the database answers and 503 once it is closed', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      expect(app.database).toBe(database);
      await database.dispose();
      await database.close(); // closing twice is harmless
      expect((await app.inject('/readyz')).statusCode).toBe(503);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
