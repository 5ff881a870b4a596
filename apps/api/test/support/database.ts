import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPool, PGLITE_EXTENSIONS } from '../../src/db';
import { withSuite } from './suite';
import { withDatabase } from './templates';

export type TestDatabase = DatabaseHandle & {
  /** Closes the database and removes it (PostgreSQL: drops the copy). */
  dispose(): Promise<void>;
};

export interface TestDatabaseOptions {
  /**
   * `blank`: no migrations applied (to test them); `empty` (default): migrated, master data,
   * no catalogue rows; `seeded`: as `empty` plus the deterministic seed (TEST_SEED_JOBS jobs).
   */
  template?: 'blank' | 'empty' | 'seeded';
  /** Shorthand for `template: 'seeded'`. */
  seeded?: boolean;
}

let copies = 0;

/**
 * A fresh database for a test file (or a test), migrated, with master data, optionally
 * seeded; on PGlite in memory, or a throwaway database on the TEST_DATABASE_URL server.
 *
 *   const database = await createTestDatabase({ seeded: true });
 *   afterAll(() => database.dispose());
 *   const app = await buildApp(testConfig, { database });
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const kind = options.template ?? (options.seeded ? 'seeded' : 'empty');
  if (templates.driver === 'pglite') {
    const file =
      kind === 'blank'
        ? templates.blankDump
        : kind === 'seeded'
          ? templates.seededDump
          : templates.emptyDump;
    const dump = readFileSync(file);
    const client = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: PGLITE_EXTENSIONS,
    });
    const handle = fromPglite(client);
    return Object.assign(handle, { dispose: () => handle.close() });
  }
  copies += 1;
  const name = `${templates.prefix}${process.pid}_${copies}`;
  const admin = new pg.Client({ connectionString: templates.url });
  await admin.connect();
  try {
    await admin.query(
      kind === 'blank'
        ? `CREATE DATABASE "${name}"`
        : `CREATE DATABASE "${name}" TEMPLATE "${kind === 'seeded' ? templates.seededDatabase : templates.emptyDatabase}" STRATEGY FILE_COPY`,
    );
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabase(templates.url, name), max: 4 });
  // pool.end() resolves before its sockets have closed; DROP DATABASE … WITH (FORCE) below then
  // terminates those backends, and the FATAL reaching a client already leaving the pool must
  // not surface as an uncaught error (queries still reject as usual).
  pool.on('connect', (client) => client.on('error', () => {}));
  const handle = fromPool(pool);
  return Object.assign(handle, {
    dispose: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: templates.url });
      await dropper.connect();
      try {
        // Wait for the pool's backends to leave before dropping, so FORCE has nobody to
        // terminate (a terminated backend sends a FATAL that can reach a closing client).
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline) {
          const { rows } = await dropper.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  });
}

/**
 * Creates a test database (createTestDatabase) before the tests of the enclosing `describe`
 * (or file) and disposes of it after them; `started` is given it once ready and may fill it:
 *
 *   let database: TestDatabase;
 *   withTestDatabase((created) => (database = created), { seeded: true });
 */
export function withTestDatabase(
  started: (database: TestDatabase) => unknown,
  options: TestDatabaseOptions = {},
): void {
  withSuite(
    () => createTestDatabase(options),
    (database) => database.dispose(),
    started,
  );
}
