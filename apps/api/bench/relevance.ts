/**
 * Relevance of おすすめ順 (docs/decisions/0030, docs/performance.md "Search relevance"): each
 * query of the judged set (relevance-queries.ts) is searched through the app as a visitor,
 * sorted `recommended` and, for comparison, `published_at`; the first 10 jobs are graded from
 * their structured data and the figures are the means over the queries of
 *
 * - precision@10: jobs of grade ≥ 1 among the first 10, ÷ 10;
 * - nDCG@10: DCG = Σ (2^grade − 1) / log2(rank + 1) over the first 10, ÷ the DCG of the best
 *   10 of the whole catalogue (open public jobs) for that query; 0 when none is relevant.
 *
 *   pnpm --filter @jobsite/api exec tsx bench/relevance.ts [--jobs 20000] [--json out.json]
 *   pnpm --filter @jobsite/bench run measure:relevance    # the same, from the bench package
 *
 * PGlite under .data/bench/pglite-N (the api bench's, seeded once), or the server of
 * DATABASE_URL / TEST_DATABASE_URL.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openSeeded } from './database';
import { gradeOf, JUDGED_QUERIES, type JudgedJob } from './relevance-queries';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    jobs: { type: 'string', default: '20000' },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const jobs = Number(values.jobs);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const K = 10;

const SEARCH = `query Search($query: JobSearchInput, $sortType: JobSort) {
  searchJobs(query: $query, per: ${K}, sortType: $sortType) { totalCount nodes { id } }
}`;

function dcg(grades: readonly number[]): number {
  return grades.slice(0, K).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

const handle = await openSeeded(jobs, serverUrl);
const catalogue: JudgedJob[] = (
  await handle.rows<Record<string, unknown>>(sql`
    SELECT j.id, j.occupation_id, j.prefecture_code, j.municipality_code, j.hiring_type::text AS hiring_type,
      coalesce((SELECT array_agg(jf.feature_id) FROM job_features jf WHERE jf.job_id = j.id), '{}') AS feature_ids,
      coalesce((SELECT array_agg(wt.shift::text) FROM working_times wt
        WHERE wt.job_id = j.id AND wt.shift IS NOT NULL), '{}') AS shifts
    FROM jobs j WHERE j.is_published AND j.is_hiring AND NOT j.is_member_only`)
).map((r) => ({
  id: Number(r.id),
  occupationId: Number(r.occupation_id),
  prefectureCode: Number(r.prefecture_code),
  municipalityCode: (r.municipality_code as string | null) ?? null,
  hiringType: String(r.hiring_type),
  featureIds: (r.feature_ids as number[]).map(Number),
  shifts: r.shifts as string[],
}));
const byId = new Map(catalogue.map((job) => [job.id, job]));

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  FIREBASE_API_KEY: 'unused',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
});
// The seed's clock (its dates are relative to when it ran, decision 0033; a kept bench
// database may be days old): the newest publication, so freshness reads the catalogue as made.
const [newest] = await handle.rows<{ at: string | null }>(
  sql`SELECT max(published_at)::text AS at FROM jobs WHERE is_published`,
);
const seededAt = new Date(newest?.at ?? Date.now());
const app = await buildApp(config, { database: handle, now: () => seededAt });
await app.ready();

interface Figures {
  precision: number;
  ndcg: number;
}
const sorts = ['recommended', 'published_at'] as const;
const perQuery: Array<
  { keyword: string; total: number } & Record<(typeof sorts)[number], Figures>
> = [];
try {
  for (const query of JUDGED_QUERIES) {
    const ideal = dcg(catalogue.map((job) => gradeOf(query, job)).sort((a, b) => b - a));
    const row = { keyword: query.keyword, total: 0 } as (typeof perQuery)[number];
    for (const sortType of sorts) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: SEARCH, variables: { query: { keyword: query.keyword }, sortType } },
      });
      const body = response.json() as {
        data?: { searchJobs: { totalCount: number; nodes: Array<{ id: string }> } };
        errors?: unknown[];
      };
      if (!body.data || body.errors) throw new Error(`${query.keyword}: ${response.body}`);
      const grades = body.data.searchJobs.nodes.map((n) => {
        const job = byId.get(Number(n.id));
        return job ? gradeOf(query, job) : 0;
      });
      row.total = body.data.searchJobs.totalCount;
      row[sortType] = {
        precision: grades.filter((g) => g >= 1).length / K,
        ndcg: ideal === 0 ? 0 : dcg(grades) / ideal,
      };
    }
    perQuery.push(row);
    if (values.verbose) {
      console.info(
        `relevance: ${query.keyword} (${row.total} matches): P@10 ${row.recommended.precision.toFixed(2)} vs ${row.published_at.precision.toFixed(2)}, nDCG@10 ${row.recommended.ndcg.toFixed(3)} vs ${row.published_at.ndcg.toFixed(3)}`,
      );
    }
  }
} finally {
  await app.close();
  await handle.close();
}

const mean = (sort: (typeof sorts)[number], key: keyof Figures) =>
  perQuery.reduce((sum, row) => sum + row[sort][key], 0) / perQuery.length;
const empty = perQuery.filter((row) => row.total === 0).map((row) => row.keyword);
const summary = {
  jobs,
  driver: serverUrl ? 'postgres' : 'pglite',
  queries: perQuery.length,
  emptyQueries: empty,
  recommended: {
    precisionAt10: mean('recommended', 'precision'),
    ndcgAt10: mean('recommended', 'ndcg'),
  },
  publishedAt: {
    precisionAt10: mean('published_at', 'precision'),
    ndcgAt10: mean('published_at', 'ndcg'),
  },
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  perQuery,
};
console.info(
  [
    `Relevance over ${summary.queries} judged queries, ${jobs.toLocaleString('en-US')} seeded jobs (${summary.driver}):`,
    '',
    '| order | mean precision@10 | mean nDCG@10 |',
    '| --- | ---: | ---: |',
    `| おすすめ順 (recommended) | ${summary.recommended.precisionAt10.toFixed(3)} | ${summary.recommended.ndcgAt10.toFixed(3)} |`,
    `| 新着順 (published_at) | ${summary.publishedAt.precisionAt10.toFixed(3)} | ${summary.publishedAt.ndcgAt10.toFixed(3)} |`,
    '',
    `Queries with no match: ${empty.length ? empty.join(', ') : 'none'}.`,
  ].join('\n'),
);
if (values.json) writeFileSync(values.json, `${JSON.stringify(summary, null, 2)}\n`);
