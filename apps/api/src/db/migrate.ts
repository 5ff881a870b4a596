import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import { LOCK_KEYS, withAdvisoryLock } from './locks';
import { migrationsFolder } from './paths';

/**
 * Applies the committed migrations (apps/api/drizzle) that the database has not seen yet.
 * Idempotent: drizzle records applied migrations in `drizzle.__drizzle_migrations`. On a
 * server an advisory lock makes instances starting together migrate one after another.
 * `folder` is for tests that stop at an earlier migration (a copy with a shorter journal).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = migrationsFolder(),
): Promise<void> {
  const config = { migrationsFolder: folder };
  await withAdvisoryLock(handle, LOCK_KEYS.migrate, async () => {
    // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its driver's own db type.
    if (handle.driver === 'pglite') await migratePglite(handle.db as any, config);
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    else await migrateNodePg(handle.db as any, config);
  });
}
