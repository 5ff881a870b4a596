import { expandQuery, matchesExpandedQuery } from '@jobsite/domain/search';
import { and, eq, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobKeywordCondition, refreshJobSearchText } from '../../src/db';
import { jobs } from '../../src/db/schema';
import { jobWhere } from '../../src/modules/jobs/search';
import { selectRows } from '../../src/modules/rows';
import { runOpsCommand } from '../../src/ops/commands';
import { type TestDatabase, withTestDatabase } from '../support/database';

/**
 * Keyword terms of one and two characters (大型, 夜勤, 寮) go through jobs_search_grams_idx
 * (migration 0007), longer ones through the trigram index. Whatever the path, a search must
 * answer what a plain substring test over every job's search text answers.
 */

interface JobText {
  id: number;
  text: string;
  published: boolean;
}

/**
 * The brute-force answer: published jobs whose text holds every term of the keyword, each
 * in one of its spellings (the domain's normaliser and synonyms, as the search applies them).
 */
function bruteForce(texts: readonly JobText[], keyword: string): number[] {
  const terms = expandQuery(keyword);
  return texts
    .filter((job) => job.published && matchesExpandedQuery(job.text, terms))
    .map((job) => job.id);
}

/** Every substring of one or two characters without a space, as a sorted set. */
function gramsOf(text: string): string[] {
  const chars = Array.from(text);
  const grams = new Set<string>();
  chars.forEach((char, i) => {
    if (char !== ' ') grams.add(char);
    const pair = char + (chars[i + 1] ?? ' ');
    if (!pair.includes(' ')) grams.add(pair);
  });
  return [...grams].sort();
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

describe('keywords of one, two and more characters', () => {
  let database: TestDatabase;
  let texts: JobText[];

  const loadTexts = async () =>
    (
      await database.rows<{ id: number; search_text: string; is_published: boolean }>(
        sql`SELECT id, search_text, is_published FROM jobs ORDER BY id`,
      )
    ).map((r) => ({ id: Number(r.id), text: r.search_text, published: r.is_published }));

  const matching = async (keyword: string) =>
    (
      await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.isPublished, true), jobKeywordCondition(keyword)))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  withTestDatabase(
    async (created) => {
      database = created;
      texts = await loadTexts();
    },
    { seeded: true },
  );

  it('job_search_grams gives every character and pair of characters but those with a space', async () => {
    const samples = [
      '',
      'a',
      'ab',
      'abc',
      'ab cd',
      ' a ',
      'a  b',
      'x y z',
      '東京都 大型ドライバー 2t',
      '😀絵文字😀 x',
      "it's 100%_\\ok",
      ...texts.slice(0, 50).map((job) => job.text),
    ];
    const rows = await database.rows<{ i: number; grams: string[] }>(
      sql`SELECT i::int AS i, job_search_grams(s) AS grams
          FROM unnest(${sql.param(samples)}::text[]) WITH ORDINALITY AS u(s, i)`,
    );
    expect(rows).toHaveLength(samples.length);
    for (const row of rows) {
      const sample = samples[Number(row.i) - 1]!;
      expect([...new Set(row.grams)].sort(), sample).toEqual(gramsOf(sample));
    }
  });

  it('answers what a substring test over every job answers, for 1, 2 and 3+ characters', async () => {
    const keywords = [
      // one character
      '寮',
      'ト',
      '【',
      'a',
      '2',
      'ｶ', // half-width katakana → カ
      'Ａ', // full-width latin → a
      // two characters
      '大型',
      '冷凍',
      '土日',
      '東京',
      '夜勤',
      '4t',
      'ok',
      'OK',
      'ＯＫ',
      '２ｔ',
      'ﾄﾗ', // → トラ
      'ﾄﾞﾗ', // three half-width code points → ドラ, two characters
      '%_', // LIKE wildcards are plain characters
      '寮付',
      // three and more
      'タンクローリー',
      'ﾀﾝｸﾛｰﾘｰ',
      'ドライバー',
      '未経験',
      // several terms, mixed lengths and widths
      '大型 未経験',
      '寮 東京',
      'ok　土日',
      'ＯＫ ４ｔ ト',
      '大型 大型',
    ];
    let withMatches = 0;
    for (const keyword of keywords) {
      const expected = bruteForce(texts, keyword);
      if (expected.length > 0) withMatches += 1;
      expect(await matching(keyword), keyword).toEqual(expected);
    }
    // The list is not vacuous: most of these words are in the seeded texts.
    expect(withMatches).toBeGreaterThan(keywords.length - 5);
  });

  it('does not match two characters that a space separates in the text', async () => {
    // A pair "x y" of the texts whose "xy" is in none of them.
    const all = texts.filter((job) => job.published).map((job) => job.text);
    let pair: string | undefined;
    for (const text of all.slice(0, 200)) {
      for (const [, x, y] of text.matchAll(/(\S) (\S)/gu)) {
        if (!all.some((t) => t.includes(`${x}${y}`))) pair = `${x}${y}`;
        if (pair) break;
      }
      if (pair) break;
    }
    expect(pair).toBeDefined();
    expect(await matching(pair!)).toEqual([]);
  });

  it('reads a two-character term through jobs_search_grams_idx, exactly', async () => {
    // A term in 0.5–3 % of the jobs: selective enough for an index on 2,000 rows.
    // Terms that stand for themselves alone (no synonym spelling to OR with).
    const published = texts.filter((job) => job.published).length;
    const term = ['寮付', '昇給', '東京', '大阪', '千葉', '埼玉', '大型', '牧場'].find(
      (candidate) => {
        if (expandQuery(candidate)[0]!.alternatives.length !== 1) return false;
        const n = bruteForce(texts, candidate).length;
        return n >= published * 0.005 && n <= published * 0.03;
      },
    );
    expect(term).toBeDefined();
    const where = and(eq(jobs.isPublished, true), jobKeywordCondition(term!)) as SQL;
    const [row] = await database.rows<{ 'QUERY PLAN': unknown }>(
      sql`EXPLAIN (ANALYZE, FORMAT JSON) SELECT ${jobs.id} FROM ${jobs} WHERE ${where}`,
    );
    const raw = row!['QUERY PLAN'];
    const [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
      { Plan: PlanNode },
    ];
    const nodes = planNodes(plan);
    const scan = nodes.find((n) => n['Index Name'] === 'jobs_search_grams_idx');
    expect(scan, JSON.stringify(plan)).toBeDefined();
    // The index hands over exactly the jobs that hold the term: no candidate is rechecked
    // away or filtered out afterwards.
    const expected = bruteForce(texts, term!).length;
    expect(scan!['Actual Rows']).toBeGreaterThanOrEqual(expected);
    expect(plan['Actual Rows']).toBe(expected);
    for (const node of nodes) {
      expect(node['Rows Removed by Index Recheck'] ?? 0).toBe(0);
    }
    const heap = nodes.find((n) => n['Node Type'] === 'Bitmap Heap Scan');
    // Only unpublished jobs (the index covers them too) may be filtered out.
    const unpublishedWithTerm = texts.filter(
      (job) => !job.published && job.text.includes(term!),
    ).length;
    expect(heap?.['Rows Removed by Filter'] ?? 0).toBeLessThanOrEqual(unpublishedWithTerm);
  });

  it('the planner estimates a term from the index statistics, not a fixed guess', async () => {
    // Without statistics PostgreSQL guesses 0.5 % of the rows for any `@>`: a common term
    // would look rare and lists would be planned for a handful of rows.
    const common = '大型';
    const expected = bruteForce(texts, common).length;
    expect(expected).toBeGreaterThan(texts.length * 0.04);
    const [row] = await database.rows<{ 'QUERY PLAN': unknown }>(
      sql`EXPLAIN (FORMAT JSON) SELECT ${jobs.id} FROM ${jobs} WHERE ${jobKeywordCondition(common)}`,
    );
    const raw = row!['QUERY PLAN'];
    const [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
      { Plan: { 'Plan Rows': number } },
    ];
    expect(plan['Plan Rows']).toBeGreaterThan(expected / 3);
    expect(plan['Plan Rows']).toBeLessThan(expected * 3);
  });

  it('narrows a keyword search by occupation and prefecture inside the GIN index', async () => {
    // Only the two GIN indexes and no sequential scan left to the planner (in a transaction
    // rolled back): the plan shows which conditions the index takes, with the parameter types
    // the api's queries send.
    const indexConditions = async (keyword: string) => {
      let plan = '';
      await database.db
        .transaction(async (tx) => {
          const [others] = await selectRows<{ names: string }>(
            tx,
            sql`
            SELECT string_agg(quote_ident(indexname), ', ') AS names FROM pg_indexes
            WHERE tablename = 'jobs' AND indexname NOT IN
              ('jobs_pkey', 'jobs_search_grams_idx', 'jobs_search_text_trgm_idx')`,
          );
          await tx.execute(sql.raw(`DROP INDEX ${others!.names}`));
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          const where = jobWhere({
            occupationIds: [1],
            prefectureCodes: [13],
            keyword,
            visibility: 'public',
          });
          plan = (
            await selectRows<{ 'QUERY PLAN': string }>(
              tx,
              sql`EXPLAIN SELECT count(*) FROM jobs WHERE ${where}`,
            )
          )
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      return plan;
    };
    for (const [keyword, index, operator] of [
      ['大型', 'jobs_search_grams_idx', '@>'],
      // A term of three or more characters that has no synonyms (ドライバー now ORs 運転手 …).
      ['コンビニ', 'jobs_search_text_trgm_idx', '~~'],
    ] as const) {
      const plan = await indexConditions(keyword);
      const lines = plan.split('\n');
      const scan = lines.findIndex((line) => line.includes(`Bitmap Index Scan on ${index}`));
      expect(scan, plan).toBeGreaterThanOrEqual(0);
      // The scan's own condition: the keyword and both narrowing columns.
      const condition = lines[scan + 1] ?? '';
      expect(condition, plan).toContain('Index Cond');
      expect(condition, plan).toContain(operator);
      expect(condition, plan).toMatch(/occupation_id = /);
      expect(condition, plan).toMatch(/prefecture_code = /);
    }
  });

  it('follows edits, publishing and unpublishing of a job', async () => {
    const [job] = await database.rows<{ id: number }>(
      sql`SELECT id FROM jobs WHERE is_published ORDER BY id LIMIT 1`,
    );
    const id = Number(job!.id);
    // Two kana no seeded text holds.
    const word = 'ゐゑ';
    expect(bruteForce(texts, word)).toEqual([]);
    expect(bruteForce(texts, 'ゐ')).toEqual([]);

    await database.db
      .update(jobs)
      .set({ title: sql`${jobs.title} || ${` ${word}`}` })
      .where(eq(jobs.id, id));
    await refreshJobSearchText(database.db, [id]);
    expect(await matching(word)).toEqual([id]);
    expect(await matching('ゐ')).toEqual([id]);
    expect(await matching(`ﾄﾞﾗｲﾊﾞｰ ${word}`)).toEqual(
      (await matching('ドライバー')).includes(id) ? [id] : [],
    );

    await runOpsCommand({ db: database.db }, 'unpublish', { job: id });
    expect(await matching(word)).toEqual([]);
    await runOpsCommand({ db: database.db }, 'publish', { job: id });
    expect(await matching(word)).toEqual([id]);

    // The text edited back: the term is gone from the index too.
    await database.db
      .update(jobs)
      .set({ title: sql`replace(${jobs.title}, ${` ${word}`}, '')` })
      .where(eq(jobs.id, id));
    await refreshJobSearchText(database.db, [id]);
    expect(await matching(word)).toEqual([]);
    expect(await loadTexts()).toEqual(texts);
  });
});
