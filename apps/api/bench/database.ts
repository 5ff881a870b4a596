import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, migrateDatabase, repoRoot } from '../src/db';
import { countJobs, seedDatabase } from '../src/seed/seed';

/** The bench's databases (run.ts, relevance.ts): shared so a seeded catalogue is seeded once. */

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A database of `jobs` seeded jobs: reused when it already holds them, else (re)seeded. On the
 * PostgreSQL server at `serverUrl` (one database per size) or, without one, PGlite under
 * `.data/bench/pglite-N`.
 */
export async function openSeeded(jobs: number, serverUrl?: string): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `jobsite_bench_${jobs}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    handle = await createDatabase({
      DATABASE_URL: withDatabase(serverUrl, name),
      PGLITE_DATA_DIR: 'memory://',
      DATABASE_POOL_MAX: 10,
    });
  } else {
    const dir = path.join(repoRoot(), '.data', 'bench', `pglite-${jobs}`);
    if (!existsSync(dir)) console.info(`bench: creating ${dir}`);
    handle = await createDatabase({ PGLITE_DATA_DIR: dir });
  }
  await migrateDatabase(handle);
  if ((await countJobs(handle.db)) !== jobs) {
    const driver = serverUrl ? 'postgres' : 'pglite';
    console.info(`bench: seeding ${jobs} jobs into ${driver} (once; kept for the next run)`);
    const result = await seedDatabase(handle, {
      jobs,
      reset: true,
      log: (message) => console.info(`bench: seed: ${message}`),
    });
    console.info(`bench: seeded in ${(result.durationMs / 1000).toFixed(0)} s`);
  }
  return handle;
}
