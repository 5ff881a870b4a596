import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One value in PostgreSQL's COPY text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v)));
    return copyValue(`{${items.join(',')}}`);
  }
  return String(value).replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

/**
 * The COPY statement and its data for `rows` (columns: those of the first row, by drizzle
 * key). COPY is several times faster than multi-row INSERT on both PGlite and a server.
 */
export function copyData<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
): { statement: string; data: string } {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] as object);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return `"${column.name}"`;
  });
  const lines = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return keys.map((key) => copyValue(record[key])).join('\t');
  });
  return {
    statement: `COPY "${getTableName(table)}" (${names.join(', ')}) FROM STDIN`,
    data: `${lines.join('\n')}\n`,
  };
}

/** PGlite reads COPY data from a blob at the pseudo-path /dev/blob. */
export async function copyIntoPglite<T extends PgTable>(
  client: PGlite,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const { statement, data } = copyData(table, rows);
  await client.query(statement.replace(/FROM STDIN$/, "FROM '/dev/blob'"), [], {
    blob: new Blob([data]),
  });
}

/** A server gets the data streamed on the connection (pg-copy-streams). */
export async function copyIntoPostgres<T extends PgTable>(
  client: pg.PoolClient,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const { statement, data } = copyData(table, rows);
  await pipeline(Readable.from([data]), client.query(copyFrom(statement)));
}
