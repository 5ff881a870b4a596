import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../src/db';
import { syncMasterData } from '../../src/db/master-data';
import { createTestDatabase, type TestDatabase } from '../support/database';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string }> };

describe('migrations', () => {
  let database: TestDatabase;
  afterAll(() => database?.dispose());

  it('apply to a blank database, and again without effect', async () => {
    database = await createTestDatabase({ template: 'blank' });
    await migrateDatabase(database);
    await migrateDatabase(database);

    const applied = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
  });

  it('create the catalogue tables, the trigram extension and the search index', async () => {
    const tables = await database.rows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'regions',
        'prefectures',
        'municipalities',
        'occupation_categories',
        'occupations',
        'features',
        'qualifications',
        'trademarks',
        'companies',
        'company_details',
        'offices',
        'company_images',
        'jobs',
        'job_details',
        'working_times',
        'job_features',
        'job_appeal_points',
        'job_summaries',
        'job_article_sections',
        'job_seeker_comments',
        'magazine_categories',
        'magazine_articles',
        'magazine_article_categories',
        'news_items',
        'faq_items',
      ]),
    );
    const extensions = await database.rows<{ extname: string }>(
      sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin') ORDER BY 1`,
    );
    expect(extensions.map((e) => e.extname)).toEqual(['btree_gin', 'pg_trgm']);
    const indexes = await database.rows<{ indexname: string; indexdef: string }>(
      sql`SELECT indexname, indexdef FROM pg_indexes
          WHERE indexname IN ('jobs_search_text_trgm_idx', 'jobs_search_grams_idx') ORDER BY 1`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'jobs_search_grams_idx',
      'jobs_search_text_trgm_idx',
    ]);
    expect(indexes[0]!.indexdef).toMatch(
      /USING gin \(occupation_id, prefecture_code, job_search_grams\(search_text\) COLLATE "C"\)$/,
    );
    expect(indexes[1]!.indexdef).toMatch(
      /USING gin \(occupation_id, prefecture_code, search_text gin_trgm_ops\) WHERE is_published/,
    );
  });

  it('compute the monthly salary of every pay unit in the database', async () => {
    await syncMasterData(database.db);
    await database.db.execute(sql`
      INSERT INTO companies (id, name) VALUES (1, '株式会社テスト運輸');
      `);
    await database.db.execute(sql`
      INSERT INTO jobs (id, company_id, occupation_id, prefecture_code, title, lowest_salary,
        highest_salary, salary_option, hiring_type)
      VALUES (1, 1, 1, 13, 'a', 250000, 300000, 'monthly', 'regular'),
             (2, 1, 1, 13, 'b', 1200, NULL, 'hourly', 'part_time'),
             (3, 1, 1, 13, 'c', 12000, 15000, 'daily', 'regular'),
             (4, 1, 1, 13, 'd', 6000000, NULL, 'annual', 'regular')`);
    const rows = await database.rows<{ id: number; monthly_salary: number }>(
      sql`SELECT id, monthly_salary FROM jobs ORDER BY id`,
    );
    expect(rows.map((r) => r.monthly_salary)).toEqual([300000, 1200 * 168, 15000 * 21, 500000]);
  });

  it('reject inconsistent rows', async () => {
    await expect(
      database.db.execute(sql`
        INSERT INTO jobs (company_id, occupation_id, prefecture_code, title, lowest_salary,
          highest_salary, salary_option, hiring_type, is_published)
        VALUES (1, 1, 13, 'x', 300000, 200000, 'monthly', 'regular', false)`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      database.db.execute(sql`
        INSERT INTO jobs (company_id, occupation_id, prefecture_code, title, lowest_salary,
          salary_option, hiring_type, is_published)
        VALUES (1, 1, 13, 'x', 300000, 'monthly', 'regular', true)`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      database.db.execute(sql`
        INSERT INTO jobs (id, company_id, occupation_id, prefecture_code, title, lowest_salary,
          salary_option, hiring_type)
        VALUES (99, 1, 1, 99, 'x', 300000, 'monthly', 'regular')`),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
  });
});
