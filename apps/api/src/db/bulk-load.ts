import { getTableName, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { copyIntoPglite, copyIntoPostgres } from './bulk-copy';
import type { DatabaseHandle } from './client';

/** Writes rows during a bulk load, by the fastest path of the driver. */
export interface BulkLoader {
  insert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): Promise<void>;
  /** Runs a statement inside the load's transaction. */
  execute(query: ReturnType<typeof sql>): Promise<void>;
}

interface Deferred {
  foreignKeys: Array<{ table: string; name: string; definition: string }>;
  indexes: Array<{ name: string; definition: string }>;
}

type Exec = (query: ReturnType<typeof sql>) => Promise<Array<Record<string, unknown>>>;

/**
 * Drops the secondary indexes and foreign keys of `tables` (primary keys and unique
 * constraints stay), as pg_restore does: rows go in without per-row index and trigger work,
 * then each index is built once and each foreign key validated in one pass.
 */
async function deferConstraints(exec: Exec, tables: readonly PgTable[]): Promise<Deferred> {
  const names = tables.map((t) => getTableName(t));
  const foreignKeys = (await exec(sql`
    SELECT c.conrelid::regclass::text AS "table", c.conname AS name,
           pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
      AND c.conrelid::regclass::text = ANY(${sql.param(names)}::text[])
    ORDER BY 1, 2`)) as Deferred['foreignKeys'];
  const indexes = (await exec(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ANY(${sql.param(names)}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                      WHERE c.conname = i.indexname AND c.contype IN ('p', 'u', 'x'))
    ORDER BY 1`)) as Deferred['indexes'];
  for (const fk of foreignKeys) {
    await exec(sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`));
  }
  for (const index of indexes) await exec(sql.raw(`DROP INDEX "${index.name}"`));
  return { foreignKeys, indexes };
}

async function restoreConstraints(exec: Exec, deferred: Deferred): Promise<void> {
  for (const index of deferred.indexes) await exec(sql.raw(index.definition));
  for (const fk of deferred.foreignKeys) {
    await exec(sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`));
  }
}

/**
 * Runs `load` in one transaction tuned for writing many rows into `tables`: their secondary
 * indexes and foreign keys are dropped first and rebuilt (and validated) at the end; rows go
 * in with COPY. All or nothing: on error, nothing stays.
 *
 * Takes strong locks on `tables` until it commits: for seeding, not for a serving database.
 */
export async function bulkLoad(
  handle: DatabaseHandle,
  tables: readonly PgTable[],
  load: (loader: BulkLoader) => Promise<void>,
): Promise<void> {
  if (handle.driver === 'pglite') {
    // PGlite has one connection; an explicit BEGIN keeps COPY (a raw client call) and
    // drizzle's statements in the same transaction.
    const { client } = handle;
    const exec: Exec = async (query) =>
      ((await handle.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> })
        .rows;
    await client.exec('BEGIN');
    try {
      const deferred = await deferConstraints(exec, tables);
      await load({
        insert: (table, rows) => copyIntoPglite(client, table, rows),
        execute: async (query) => {
          await exec(query);
        },
      });
      await restoreConstraints(exec, deferred);
      await client.exec('COMMIT');
    } catch (error) {
      await client.exec('ROLLBACK').catch(() => {});
      throw error;
    }
    return;
  }
  // A server: one dedicated connection, so COPY and the DDL share the transaction.
  const client = await handle.client.connect();
  const dialect = new PgDialect();
  const exec: Exec = async (query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query(text, params)).rows;
  };
  try {
    await client.query('BEGIN');
    const deferred = await deferConstraints(exec, tables);
    await load({
      insert: (table, rows) => copyIntoPostgres(client, table, rows),
      execute: async (query) => {
        await exec(query);
      },
    });
    await restoreConstraints(exec, deferred);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
