import {
  ALL_QUALIFICATIONS,
  FEATURES,
  OCCUPATION_CATEGORIES,
  OCCUPATIONS,
  PREFECTURES,
  REGIONS,
} from '@jobsite/domain/masters';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MUNICIPALITIES } from '../data/municipalities';
import { batchSizeFor, excludedColumns } from './bulk-insert';
import type { Database, Transaction } from './client';
import {
  features,
  municipalities,
  occupationCategories,
  occupations,
  prefectures,
  qualifications,
  regions,
} from './schema';

async function upsert<T extends PgTable>(
  tx: Transaction,
  table: T,
  target: AnyPgColumn,
  keyName: string,
  rows: T['$inferInsert'][],
): Promise<void> {
  const size = batchSizeFor(Object.keys(rows[0] as object).length);
  for (let start = 0; start < rows.length; start += size) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + size))
      .onConflictDoUpdate({ target, set: excludedColumns(table, [keyName]) });
  }
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
      regions.id,
      'id',
      REGIONS.map((r) => ({ id: r.id, name: r.name, enName: r.enName })),
    );
    await upsert(
      tx,
      prefectures,
      prefectures.code,
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
      municipalities.code,
      'code',
      MUNICIPALITIES.map((m) => ({
        code: m.code,
        prefectureCode: m.prefectureCode,
        name: m.name,
        kana: m.kana,
      })),
    );
    await upsert(
      tx,
      occupationCategories,
      occupationCategories.id,
      'id',
      OCCUPATION_CATEGORIES.map((c) => ({ id: c.id, name: c.name, enName: c.enName })),
    );
    await upsert(
      tx,
      occupations,
      occupations.id,
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
      features.id,
      'id',
      FEATURES.map((f, position) => ({ id: f.id, name: f.name, category: f.category, position })),
    );
    await upsert(
      tx,
      qualifications,
      qualifications.id,
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
