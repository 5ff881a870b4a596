import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config';
import { ensureDemoMember } from '../seed/demo-member';
import { countJobs, seedDatabase } from '../seed/seed';
import { createDatabase, type DatabaseHandle } from './client';
import { LOCK_KEYS, withAdvisoryLock } from './locks';
import { syncMasterData } from './master-data';
import { migrateDatabase } from './migrate';
import { type LagProbe, replicaLagProbe } from './replica';
import { ensureJobSearchTextCurrent } from './search-text';

/**
 * Opens the database for the service: connect (or open the PGlite data directory), apply
 * pending migrations and the master data, and on an empty catalogue seed the demo data when
 * SEED_ON_EMPTY says so. Closes what it opened if any step fails.
 */
export async function openDatabase(
  config: ApiConfig,
  log: FastifyBaseLogger,
): Promise<DatabaseHandle> {
  const database = await createDatabase(config, log);
  log.info(
    {
      driver: database.driver,
      ...(database.driver === 'pglite' ? { dataDir: config.PGLITE_DATA_DIR } : {}),
    },
    'database opened',
  );
  try {
    if (config.DATABASE_MIGRATE) {
      await migrateDatabase(database);
      await syncMasterData(database.db);
      // Stored search texts follow the search normaliser (rebuilt once when its rules change).
      const rewritten = await withAdvisoryLock(database, LOCK_KEYS.migrate, () =>
        ensureJobSearchTextCurrent(database.db),
      );
      if (rewritten > 0) log.info({ jobs: rewritten }, 'job search texts rebuilt');
    }
    if (config.SEED_ON_EMPTY) {
      await withAdvisoryLock(database, LOCK_KEYS.seed, async () => {
        if ((await countJobs(database.db)) > 0) return;
        log.info({ jobs: config.SEED_JOBS }, 'empty catalogue: seeding demo data');
        const result = await seedDatabase(database, { jobs: config.SEED_JOBS });
        log.info(result, 'demo data seeded');
      });
      // The demo member also comes to a catalogue seeded before it existed.
      const demo = await withAdvisoryLock(database, LOCK_KEYS.seed, () =>
        ensureDemoMember(database.db),
      );
      if (demo === 'created') log.info('demo member seeded');
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * The streaming replica of DATABASE_REPLICA_URL, for catalogue reads; null without one. Never
 * migrated (it replays the primary's WAL); a replica down at start is not fatal: the router
 * sends catalogue reads to the primary until it answers.
 */
export async function openReplica(
  config: ApiConfig,
  log: FastifyBaseLogger,
): Promise<{ database: DatabaseHandle; probe: LagProbe } | null> {
  if (!config.DATABASE_REPLICA_URL) return null;
  const database = await createDatabase(
    {
      ...config,
      DATABASE_URL: config.DATABASE_REPLICA_URL,
      applicationName: 'jobsite-api-replica',
      // A replica that went away fails its reads at once; the router then reads the primary.
      connectRetryMs: 0,
    },
    log,
  );
  log.info({ maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS }, 'catalogue reads: replica configured');
  return { database, probe: replicaLagProbe(database) };
}
