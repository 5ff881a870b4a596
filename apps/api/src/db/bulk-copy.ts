import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** One value in PostgreSQL's COPY text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    return copyValue(`{${value.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(',')}}`);
  }
  return String(value).replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

/**
 * Loads rows with `COPY … FROM '/dev/blob'`, PGlite's fastest write path (several times
 * faster than multi-row INSERT). Columns are those of the first row, by drizzle key.
 */
export async function copyIntoPglite<T extends PgTable>(
  client: PGlite,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] as object);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return `"${column.name}"`;
  });
  const lines: string[] = new Array(rows.length);
  rows.forEach((row, i) => {
    const record = row as Record<string, unknown>;
    lines[i] = keys.map((key) => copyValue(record[key])).join('\t');
  });
  const blob = new Blob([`${lines.join('\n')}\n`]);
  await client.query(`COPY "${getTableName(table)}" (${names.join(', ')}) FROM '/dev/blob'`, [], {
    blob,
  });
}
