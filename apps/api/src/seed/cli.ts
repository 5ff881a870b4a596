/**
 * `pnpm --filter @jobsite/api seed [--jobs N] [--seed S] [--reset]`
 *
 * Seeds the database the environment names (DATABASE_URL, else the PGlite data directory),
 * after applying pending migrations. Without --reset it refuses a catalogue that has jobs.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase, migrateDatabase } from '../db';
import { DEFAULT_JOB_COUNT, DEFAULT_SEED, seedDatabase } from './seed';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.info('usage: seed [--jobs N] [--seed S] [--reset]');
  process.exit(0);
}

function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const config = loadConfig();
const jobs = parseCount('jobs', values.jobs, DEFAULT_JOB_COUNT);
const seed = parseCount('seed', values.seed, DEFAULT_SEED);
const database = await createDatabase(config);
const where = database.driver === 'pglite' ? config.PGLITE_DATA_DIR : 'DATABASE_URL';
console.info(`seed: ${jobs} jobs, seed ${seed}, into ${database.driver} (${where})`);
try {
  await migrateDatabase(database);
  const result = await seedDatabase(database, {
    jobs,
    seed,
    reset: values.reset,
    log: (message) => console.info(`seed: ${message}`),
  });
  console.info(`seed: done in ${(result.durationMs / 1000).toFixed(1)} s`, result);
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
