import type { DatabaseHandle } from './client';

/** Advisory lock keys: api instances starting together take turns. */
export const LOCK_KEYS = Object.freeze({
  migrate: 7_410_003,
  seed: 7_410_004,
  /** The daily renewal and notification dispatch (decisions 0033, 0034). */
  catalogueTime: 7_410_005,
});

/**
 * Runs `fn` holding a PostgreSQL advisory lock (a dedicated pool connection holds it), so
 * instances starting at once do it one after another. PGlite has one connection and one
 * process: it just runs `fn`.
 */
export async function withAdvisoryLock<T>(
  handle: DatabaseHandle,
  key: number,
  fn: () => Promise<T>,
): Promise<T> {
  if (handle.driver === 'pglite') return fn();
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    lockClient.release();
  }
}
