import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateDatabase } from '../../src/db';
import { syncMasterData } from '../../src/db/master-data';
import { seedDatabase } from '../../src/seed/seed';

/** Jobs in the seeded test template: enough for every occupation, prefecture and list. */
export const TEST_SEED_JOBS = 2_000;
/**
 * The clock the test catalogue is seeded at (decision 0033: seeded dates count back from
 * it), fixed so every run writes the same rows. Tests that judge dates pass their own `now`.
 */
export const TEST_SEED_NOW = new Date('2025-10-01T00:00:00.000Z');

/** What the global setup hands to the test files (through vitest's provide/inject). */
export type DatabaseTemplates =
  | { driver: 'pglite'; blankDump: string; emptyDump: string; seededDump: string }
  | {
      driver: 'node-postgres';
      url: string;
      emptyDatabase: string;
      seededDatabase: string;
      prefix: string;
    };

/** `postgres://…/name` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Lists this run's databases (templates and per-test copies) to drop them at the end. */
async function dropDatabasesWithPrefix(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await client.query(`ALTER DATABASE "${datname}" IS_TEMPLATE false`).catch(() => {});
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Builds the two templates every test database is copied from: migrated with master data
 * ("empty") and the same plus the deterministic seed ("seeded"). PGlite templates are data
 * directory dumps in a temporary folder; PostgreSQL templates are databases of the server
 * TEST_DATABASE_URL names, prefixed per run so parallel runs do not meet.
 * Returns the templates and a teardown that removes everything the run made.
 */
export async function buildTemplates(
  testDatabaseUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'jobsite-api-test-'));
    const handle = await createDatabase({ PGLITE_DATA_DIR: 'memory://' });
    if (handle.driver !== 'pglite') throw new Error('expected PGlite');
    const { client } = handle;
    const dump = async (file: string) => {
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    try {
      // A blank database (initdb only) spares tests of the migrations PGlite's slow initdb.
      const blankDump = await dump(path.join(dir, 'blank.tar'));
      await migrateDatabase(handle);
      await syncMasterData(handle.db);
      const emptyDump = await dump(path.join(dir, 'empty.tar'));
      await seedDatabase(handle, { jobs: TEST_SEED_JOBS, now: () => TEST_SEED_NOW });
      const seededDump = await dump(path.join(dir, 'seeded.tar'));
      return {
        templates: { driver: 'pglite', blankDump, emptyDump, seededDump },
        teardown: async () => rmSync(dir, { recursive: true, force: true }),
      };
    } finally {
      await handle.close();
    }
  }

  const prefix = `jobsite_test_${process.pid}_${Date.now().toString(36)}_`;
  const emptyDatabase = `${prefix}empty`;
  const seededDatabase = `${prefix}seeded`;
  for (const [name, seed] of [
    [emptyDatabase, false],
    [seededDatabase, true],
  ] as const) {
    await adminQuery(testDatabaseUrl, `CREATE DATABASE "${name}"`);
    const handle = await createDatabase({
      DATABASE_URL: withDatabase(testDatabaseUrl, name),
      PGLITE_DATA_DIR: 'memory://',
      DATABASE_POOL_MAX: 2,
    });
    try {
      await migrateDatabase(handle);
      await syncMasterData(handle.db);
      if (seed) await seedDatabase(handle, { jobs: TEST_SEED_JOBS, now: () => TEST_SEED_NOW });
    } finally {
      await handle.close();
    }
    await adminQuery(testDatabaseUrl, `ALTER DATABASE "${name}" IS_TEMPLATE true`);
  }
  return {
    templates: {
      driver: 'node-postgres',
      url: testDatabaseUrl,
      emptyDatabase,
      seededDatabase,
      prefix,
    },
    teardown: () => dropDatabasesWithPrefix(testDatabaseUrl, prefix),
  };
}
