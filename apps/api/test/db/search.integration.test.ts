import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  jobKeywordCondition,
  keywordTerms,
  normalizeSearchText,
  refreshJobSearchText,
} from '../../src/db';
import { jobs } from '../../src/db/schema';
import { type TestDatabase, withTestDatabase } from '../support/database';

describe('keyword search over jobs.search_text', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created), { seeded: true });

  const countMatching = async (keyword: string) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.isPublished, true), jobKeywordCondition(keyword)));
    return Number(row!.n);
  };

  it('normalises width and case the same way for text and keywords', () => {
    expect(normalizeSearchText('ＯＫ　ﾄﾞﾗｲﾊﾞｰ  2トン')).toBe('ok ドライバ 2t');
    expect(keywordTerms('　大型　ﾄﾚｰﾗｰ ')).toEqual(['大型', 'トレーラ']);
    expect(keywordTerms('   ')).toEqual([]);
    expect(jobKeywordCondition('')).toBeUndefined();
  });

  it('finds jobs by Japanese words in title, description, company and address', async () => {
    expect(await countMatching('タンクローリー')).toBeGreaterThan(0);
    expect(await countMatching('ﾀﾝｸﾛｰﾘｰ')).toBe(await countMatching('タンクローリー'));
    expect(await countMatching('東京都')).toBeGreaterThan(0);
    expect(await countMatching('運輸')).toBeGreaterThan(0);
    // Every term must match.
    const both = await countMatching('ドライバー 東京都');
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(await countMatching('ドライバー'));
    expect(await countMatching('存在しない言葉ですよ')).toBe(0);
    // LIKE wildcards in a keyword are literal.
    expect(await countMatching('%')).toBe(0);
  });

  it('uses the trigram index for a keyword of three or more characters', async () => {
    const plan = (
      await database.rows<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM jobs WHERE is_published AND search_text LIKE '%タンクローリー%'`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('jobs_search_text_trgm_idx');
  });

  it('search_text written by the seed equals the one refreshJobSearchText rebuilds', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i * 20 + 1);
    const snapshot = async () =>
      (
        await database.rows<{ sum: string }>(
          sql`SELECT md5(string_agg(id || ':' || search_text, '|' ORDER BY id)) AS sum FROM jobs
              WHERE id = ANY(${sql.param(ids)}::int[])`,
        )
      )[0]!.sum;
    const before = await snapshot();
    await database.db.execute(
      sql`UPDATE jobs SET search_text = '' WHERE id = ANY(${sql.param(ids)}::int[])`,
    );
    expect(await snapshot()).not.toBe(before);
    await refreshJobSearchText(database.db, ids);
    expect(await snapshot()).toBe(before);
  });

  it('has the municipality master in the database', async () => {
    const [row] = await database.rows<{ n: number; prefectures: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT prefecture_code)::int AS prefectures FROM municipalities`,
    );
    expect(row!.n).toBeGreaterThan(1_850);
    expect(row!.prefectures).toBe(47);
  });
});
