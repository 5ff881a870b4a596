import {
  ALL_QUALIFICATIONS,
  FEATURES,
  OCCUPATION_CATEGORIES,
  OCCUPATIONS,
  PREFECTURES,
  REGIONS,
} from '@jobsite/domain/masters';
import { and, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MUNICIPALITIES } from '../data/municipalities';
import type { Database, Transaction } from './client';
import {
  features,
  jobs,
  municipalities,
  occupationCategories,
  occupations,
  prefectures,
  qualifications,
  regions,
} from './schema';

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Rows per multi-row INSERT so that the statement stays under the parameter limit. */
function batchSizeFor(columnCount: number, maxRows = 2_000): number {
  return Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / Math.max(1, columnCount))));
}

/** `SET col = excluded.col` for every column but the conflict target, for upserts. */
function excludedColumns<T extends PgTable>(
  table: T,
  except: readonly string[],
): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (except.includes(key) || column.generated) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Inserts the rows, updating those whose `keyName` column is already there. */
async function upsert<T extends PgTable>(
  tx: Transaction,
  table: T,
  keyName: keyof T['_']['columns'] & string,
  rows: T['$inferInsert'][],
): Promise<void> {
  const target = getTableColumns(table)[keyName] as AnyPgColumn;
  const size = batchSizeFor(Object.keys(rows[0] as object).length);
  for (let start = 0; start < rows.length; start += size) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + size))
      .onConflictDoUpdate({ target, set: excludedColumns(table, [keyName]) });
  }
}

/**
 * Gives every job without a position its municipality's point: jobs written before positions
 * existed (migration 0010), or by a writer that knows only the municipality. Touches no job
 * that has one, so after the first start it updates nothing.
 */
export async function fillJobPositions(tx: Transaction | Database): Promise<void> {
  await tx
    .update(jobs)
    .set({ latitude: municipalities.latitude, longitude: municipalities.longitude })
    .from(municipalities)
    .where(
      and(
        isNull(jobs.latitude),
        eq(jobs.municipalityCode, municipalities.code),
        isNotNull(municipalities.latitude),
      ),
    );
}

/**
 * Writes the master lists of packages/domain and the generated municipality list into their
 * tables, inserting new rows and updating changed ones (never deleting: jobs refer to them).
 * Runs at every start, so the database follows the code.
 */
export async function syncMasterData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await upsert(
      tx,
      regions,
      'id',
      REGIONS.map((r) => ({ id: r.id, name: r.name, enName: r.enName })),
    );
    await upsert(
      tx,
      prefectures,
      'code',
      PREFECTURES.map((p) => ({
        code: p.code,
        name: p.name,
        enName: p.prefectureEnName,
        regionId: p.regionId,
      })),
    );
    await upsert(
      tx,
      municipalities,
      'code',
      MUNICIPALITIES.map((m) => ({
        code: m.code,
        prefectureCode: m.prefectureCode,
        name: m.name,
        kana: m.kana,
        latitude: m.latitude,
        longitude: m.longitude,
        coordinateSource: m.coordinateSource,
      })),
    );
    await fillJobPositions(tx);
    await upsert(
      tx,
      occupationCategories,
      'id',
      OCCUPATION_CATEGORIES.map((c) => ({ id: c.id, name: c.name, enName: c.enName })),
    );
    await upsert(
      tx,
      occupations,
      'id',
      OCCUPATIONS.map((o, position) => ({
        id: o.id,
        name: o.name,
        nameEn: o.occupationNameEn,
        occupationCategoryId: o.occupationCategoryId,
        description: o.description,
        position,
      })),
    );
    await upsert(
      tx,
      features,
      'id',
      FEATURES.map((f, position) => ({ id: f.id, name: f.name, category: f.category, position })),
    );
    await upsert(
      tx,
      qualifications,
      'id',
      ALL_QUALIFICATIONS.map((q, position) => ({
        id: q.id,
        name: q.name,
        category: q.category,
        occupationCategoryIds: [...q.occupationCategoryIds],
        position,
      })),
    );
  });
}
