/**
 * The data layer: one drizzle database over PGlite (embedded default) or a PostgreSQL server.
 *
 *   const database = await createDatabase(config);   // DatabaseHandle
 *   await migrateDatabase(database);
 *   const rows = await database.db.select().from(jobs).where(…);
 */
export * from './client';
export { migrateDatabase } from './migrate';
export { migrationsFolder, repoRoot } from './paths';
export * as schema from './schema';
export * from './search-text';
