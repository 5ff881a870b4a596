/**
 * `pnpm bench` (apps/api): latency of the public queries through the real app (buildApp,
 * Fastify inject, the full GraphQL pipeline), one request at a time, at 20,000 and 200,000
 * seeded jobs. Not a test: it reports p50/p95 and writes nothing but its databases.
 *
 *   pnpm bench                                  # PGlite, both sizes
 *   pnpm bench:postgres                         # a throwaway PostgreSQL 15 (scripts/with-postgres.sh),
 *                                               # shared_buffers 1GB so 200,000 jobs stay cached
 *   pnpm bench -- --jobs 20000 --iterations 300
 *   pnpm bench -- --jobs 20000 --json out.json  # also the figures as JSON (the root `pnpm bench`)
 *   pnpm bench -- --case facets                 # only the cases whose name holds the text
 *
 * PostgreSQL is used when DATABASE_URL or TEST_DATABASE_URL names a server; the bench creates
 * (and keeps) one database per size on it. PGlite data directories are kept under
 * `.data/bench/` and reused while their job count matches, since seeding 200,000 jobs takes
 * minutes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { repoRoot } from '../src/db';
import { type BenchCase, benchCases } from './cases';
import { openSeeded } from './database';
import { percentile } from './stats';

// `pnpm bench -- --jobs 20000` passes the `--` through.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    jobs: { type: 'string', default: '20000,200000' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '30' },
    /** Replace this database's table in docs/performance.md (section "API"). */
    write: { type: 'boolean', default: false },
    /** Also write the figures to this JSON file (read by the root `pnpm bench`, tooling/bench). */
    json: { type: 'string' },
    /** Only the cases whose name holds this text (`--case facets`), to compare one query. */
    case: { type: 'string' },
  },
});

const sizes = values.jobs.split(',').map((s) => Number(s.trim()));
/** The server's version and the settings that move the figures, for the report. */
let serverNote = '';
// JIT compilation costs more than it saves on these short queries (10–40 ms on the keyword
// count); production sets the same (docs/performance.md, API). node-postgres reads PGOPTIONS.
process.env.PGOPTIONS ??= '-c jit=off';
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const driver = serverUrl ? 'postgres' : 'pglite';

interface Result {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

async function run(jobs: number): Promise<Result[]> {
  const handle = await openSeeded(jobs, serverUrl);
  if (handle.driver === 'node-postgres') {
    const [row] = await handle.rows<{ version: string; buffers: string }>(
      sql`SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers`,
    );
    serverNote = `PostgreSQL ${row?.version} with shared_buffers ${row?.buffers}, `;
  }
  // Production settings; every bench request is a visitor's, so no identity provider is asked
  // (an emulator address nothing listens on: not a deployment, whose secrets config demands).
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    FIREBASE_API_KEY: 'unused',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  });
  const app = await buildApp(config, {
    database: handle,
  });
  await app.ready();
  const request = async (benchCase: BenchCase, i: number) => {
    const { query, variables } = benchCase.request(i);
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
    });
    const elapsed = performance.now() - started;
    const body = response.json() as { errors?: unknown[] };
    if (response.statusCode !== 200 || body.errors) {
      throw new Error(`${benchCase.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    return elapsed;
  };
  const results: Result[] = [];
  try {
    const only = values.case;
    const cases = (await benchCases(handle)).filter((c) => !only || c.name.includes(only));
    for (const benchCase of cases) {
      for (let i = 0; i < warmup; i++) await request(benchCase, i);
      const times: number[] = [];
      for (let i = 0; i < iterations; i++) times.push(await request(benchCase, warmup + i));
      times.sort((a, b) => a - b);
      results.push({
        name: benchCase.name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        mean: times.reduce((a, b) => a + b, 0) / times.length,
      });
      console.info(
        `bench: ${driver} ${jobs} ${benchCase.name}: p50 ${results.at(-1)!.p50.toFixed(1)} ms, p95 ${results.at(-1)!.p95.toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
  }
  return results;
}

const lines = [
  `| database | jobs | query | p50 ms | p95 ms | p99 ms | mean ms |`,
  `| --- | ---: | --- | ---: | ---: | ---: | ---: |`,
];
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
/** Other work on the machine moves the figures: the 1-minute load around each size's run. */
const loads: string[] = [];
const figures: Array<Result & { jobs: number }> = [];
for (const jobs of sizes) {
  const before = os.loadavg()[0]!.toFixed(1);
  const results = await run(jobs);
  loads.push(`${jobs.toLocaleString('en-US')} jobs ${before} → ${os.loadavg()[0]!.toFixed(1)}`);
  for (const r of results) {
    figures.push({ ...r, jobs });
    lines.push(
      `| ${driver === 'postgres' ? 'PostgreSQL 15' : 'PGlite'} | ${jobs.toLocaleString('en-US')} | ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} |`,
    );
  }
}
const command =
  driver === 'postgres'
    ? 'pnpm --filter @jobsite/api bench:postgres'
    : 'pnpm --filter @jobsite/api bench';
const block = [
  `Run ${new Date().toISOString().slice(0, 10)} with \`${command}${args.filter((a) => a !== '--write').length ? ` -- ${args.filter((a) => a !== '--write').join(' ')}` : ''}\` (${serverNote}${os.cpus().length} cores, Node ${process.version}, load average ${load} before the run): ${iterations} sequential requests per query through \`buildApp\` (Fastify inject) after ${warmup} warm-up requests.`,
  '',
  ...lines,
  '',
  `1-minute load average before → after each size: ${loads.join('; ')}.`,
].join('\n');
console.info(`\n${block}`);

if (values.json) {
  writeFileSync(
    values.json,
    `${JSON.stringify({ driver, iterations, warmup, loadAverage: load, results: figures }, null, 2)}\n`,
  );
}

if (values.write) {
  const file = path.join(repoRoot(), 'docs', 'performance.md');
  const start = `<!-- api-bench:${driver}:start -->`;
  const end = `<!-- api-bench:${driver}:end -->`;
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} block`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${block}\n${text.slice(to)}`);
  console.info(`bench: wrote ${file}`);
}
