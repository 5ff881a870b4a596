// `pnpm bench` (repository root): the whole product measured in one run, printed as one table.
//
//   1. builds what is stale: api and bff bundles (turbo), the web into its own folder
//      (.next-bench), as the web's e2e stack does;
//   2. the api's own bench (apps/api/bench) at 20,000 jobs on PGlite, then on a throwaway
//      PostgreSQL 15 started by apps/api/scripts/with-postgres.sh; then the relevance of
//      おすすめ順 over the judged queries (apps/api/bench/relevance.ts, on PGlite), and the
//      render time of the resume and career-sheet PDFs (apps/api/bench/documents.ts);
//   3. starts Redis, the api (20,000 jobs), the BFF and the web (`node server.mjs`) on free ports;
//   4. the BFF's measurements (apps/bff/bench/measure.ts) against that api, in the same run;
//   5. page server response time and HTML weight of /, /driver, two prefecture lists and a job
//      detail;
//   6. first-load JS per route beside an empty Next.js page, and Lighthouse (mobile) on the four
//      pages (apps/web/bench);
//   7. with --load (or `pnpm bench:load`, which runs only this), the load test: a browsing mix
//      through web → BFF → api for 60 s at 100 connections, no 5xx, memory within a bound.
//
// Options: --jobs N, --only a,b / --skip a,b (parts: api-pglite, api-postgres, relevance, documents, bff,
// pages, js, lighthouse, load), --load, --duration S (BFF autocannon seconds), --connections N, --rounds N,
// --api-iterations N, --document-renders N, --page-requests N, --lighthouse-runs N, --load-duration S,
// --load-connections N, --load-warmup S, --memory-bound PERCENT, --no-build, --json FILE,
// --write (the table into docs/performance.md), --verbose (service logs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureGateway } from '../../../apps/bff/bench/measure';
import { emptyPageWeight, JS_BUDGET_BYTES } from '../../../apps/web/bench/empty-page';
import { jsWeightOf } from '../../../apps/web/bench/js-weight';
import {
  DEFAULT_LIGHTHOUSE_RUNS,
  lighthouseMedian,
  meetsBudget,
} from '../../../apps/web/bench/lighthouse';
import { buildStack } from '../../../apps/web/e2e/stack';
import { DEFAULT_LOAD_SETTINGS, loadTest } from './measure/load';
import { measurePages } from './measure/pages';
import {
  type ApiRun,
  type BenchReport,
  type DocumentsRun,
  type RelevanceRun,
  renderTable,
  writeDocs,
} from './report';
import { appDir, BENCH_DIST_DIR, repoRoot } from './services';
import { type BenchStack, startBenchStack } from './stack';

const PARTS = [
  'api-pglite',
  'api-postgres',
  'relevance',
  'documents',
  'bff',
  'pages',
  'js',
  'lighthouse',
  'load',
] as const;
type Part = (typeof PARTS)[number];

const argv = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args: argv,
  options: {
    jobs: { type: 'string', default: '20000' },
    'document-renders': { type: 'string', default: '60' },
    only: { type: 'string' },
    skip: { type: 'string' },
    load: { type: 'boolean', default: false },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    'probe-ms': { type: 'string', default: '1500' },
    'api-iterations': { type: 'string', default: '200' },
    'api-warmup': { type: 'string', default: '30' },
    'page-requests': { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: String(DEFAULT_LIGHTHOUSE_RUNS) },
    'load-duration': { type: 'string', default: String(DEFAULT_LOAD_SETTINGS.durationS) },
    'load-connections': { type: 'string', default: String(DEFAULT_LOAD_SETTINGS.connections) },
    'load-warmup': { type: 'string', default: String(DEFAULT_LOAD_SETTINGS.warmupS) },
    'memory-bound': { type: 'string', default: String(DEFAULT_LOAD_SETTINGS.memoryBoundPercent) },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string', default: path.join(repoRoot, '.data', 'bench', 'latest.json') },
    write: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

function partList(value: string | undefined): Part[] {
  if (!value) return [];
  const parts = value.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!PARTS.includes(part as Part)) {
      throw new Error(`unknown part "${part}" (parts: ${PARTS.join(', ')})`);
    }
  }
  return parts as Part[];
}

const only = partList(values.only);
const skip = partList(values.skip);
const enabled = (part: Part) =>
  only.length > 0 ? only.includes(part) : !skip.includes(part) && (part !== 'load' || values.load);
const number = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
};
const jobs = number('jobs');

/** The api's bench (apps/api/bench/run.ts) as its package scripts run it; figures as JSON. */
function apiBench(driver: 'pglite' | 'postgres'): ApiRun {
  const dir = path.join(repoRoot, '.data', 'bench');
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `api-${driver}.json`);
  const tsx = path.join(appDir('api'), 'node_modules', '.bin', 'tsx');
  const bench = [
    tsx,
    'bench/run.ts',
    '--jobs',
    String(jobs),
    '--iterations',
    String(number('api-iterations')),
    '--warmup',
    String(number('api-warmup')),
    '--json',
    out,
  ];
  // PostgreSQL: the api's own wrapper starts a throwaway server and removes it afterwards.
  const command = driver === 'postgres' ? ['bash', 'scripts/with-postgres.sh', ...bench] : bench;
  const env = { ...process.env };
  if (driver === 'pglite') {
    delete env.DATABASE_URL;
    delete env.TEST_DATABASE_URL;
  }
  const result = spawnSync(command[0] as string, command.slice(1), {
    cwd: appDir('api'),
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`api bench (${driver}) exited with ${result.status}`);
  return JSON.parse(readFileSync(out, 'utf8')) as ApiRun;
}

/** One of the api's bench scripts (apps/api/bench/NAME.ts) on PGlite; its figures as JSON. */
function apiMeasure<T>(name: string, options: string[]): T {
  const dir = path.join(repoRoot, '.data', 'bench');
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${name}.json`);
  const tsx = path.join(appDir('api'), 'node_modules', '.bin', 'tsx');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const result = spawnSync(tsx, [`bench/${name}.ts`, ...options, '--json', out], {
    cwd: appDir('api'),
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`${name} measure exited with ${result.status}`);
  return JSON.parse(readFileSync(out, 'utf8')) as T;
}

/** The relevance measure of おすすめ順 (apps/api/bench/relevance.ts). */
const relevanceMeasure = () =>
  apiMeasure<RelevanceRun>('relevance', [
    '--jobs',
    String(jobs),
    ...(values.verbose ? ['--verbose'] : []),
  ]);

/** Render time of the resume and career-sheet PDFs (apps/api/bench/documents.ts). */
const documentsMeasure = () =>
  apiMeasure<DocumentsRun>('documents', ['--iterations', String(number('document-renders'))]);

/** Job detail paths linked from a few driver lists (the job pages measured and browsed). */
async function jobPathsOf(webUrl: string): Promise<string[]> {
  const paths = new Set<string>();
  for (const list of ['/driver/tokyo/', '/driver/osaka/', '/driver']) {
    const html = await (await fetch(`${webUrl}${list}`)).text();
    for (const match of html.matchAll(/href="(\/driver\/job\/\d+)"/g))
      paths.add(match[1] as string);
  }
  return [...paths];
}

async function main(): Promise<number> {
  const started = Date.now();
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    command: `pnpm bench${argv.length ? ` ${argv.join(' ')}` : ''}`,
    machine: {
      cores: os.cpus().length,
      node: process.version,
      loadBefore: os.loadavg(),
      loadAfter: [],
    },
    jobs,
    api: {},
    errors: [],
  };
  const attempt = async (part: string, work: () => Promise<void> | void) => {
    const begun = Date.now();
    console.info(`\nbench: ${part} …`);
    try {
      await work();
      console.info(`bench: ${part} done in ${((Date.now() - begun) / 1000).toFixed(0)} s`);
    } catch (error) {
      const cause = (error as { cause?: { message?: string } })?.cause?.message;
      const message =
        (error instanceof Error ? error.message : String(error)) + (cause ? ` (${cause})` : '');
      console.error(`bench: ${part} failed: ${message}`);
      report.errors.push(`${part}: ${message.split('\n')[0]}`);
    }
  };

  const needsStack = (['bff', 'pages', 'js', 'lighthouse', 'load'] as const).some(enabled);
  if (needsStack && !values['no-build']) {
    // buildStack builds the web by `next build` into NEXT_DIST_DIR when it is set.
    process.env.NEXT_DIST_DIR = BENCH_DIST_DIR;
    console.info(`bench: building api, bff and web (${BENCH_DIST_DIR}) where stale …`);
    buildStack();
  }
  if (enabled('api-pglite')) {
    await attempt('api on PGlite', () => {
      report.api.pglite = apiBench('pglite');
    });
  }
  if (enabled('api-postgres')) {
    await attempt('api on PostgreSQL', () => {
      report.api.postgres = apiBench('postgres');
    });
  }
  if (enabled('relevance')) {
    await attempt('search relevance', () => {
      report.relevance = relevanceMeasure();
    });
  }
  if (enabled('documents')) {
    await attempt('document PDFs', () => {
      report.documents = documentsMeasure();
    });
  }

  let startedStack: BenchStack | undefined;
  if (needsStack) {
    await attempt(`stack (Redis, api with ${jobs} jobs, bff, web)`, async () => {
      startedStack = await startBenchStack({ seedJobs: jobs, verbose: values.verbose });
    });
  }
  const stack = startedStack;
  if (stack) {
    try {
      const webUrl = stack.webUrl;
      const jobPaths = await jobPathsOf(webUrl);
      const jobPath = jobPaths[0];
      if (!jobPath) throw new Error('no job linked from /driver/tokyo/');
      const pages = [
        { label: 'home', path: '/' },
        { label: 'occupation list', path: '/driver' },
        { label: 'prefecture list', path: '/driver/tokyo/' },
        // The list with the most conditions on offer (Osaka's municipalities in the sheet).
        { label: 'prefecture list', path: '/driver/osaka/' },
        { label: 'job detail', path: jobPath },
      ];
      if (enabled('bff')) {
        await attempt('BFF', async () => {
          report.gateway = await measureGateway(
            `${stack.apiUrl}/graphql`,
            `${stack.bffUrl}/graphql`,
            {
              durationS: number('duration'),
              connections: number('connections'),
              probeMs: number('probe-ms'),
              rounds: number('rounds'),
            },
          );
        });
      }
      if (enabled('pages')) {
        await attempt('page server response', async () => {
          report.pages = await measurePages(webUrl, pages, { requests: number('page-requests') });
        });
      }
      if (enabled('js')) {
        await attempt('first-load JS', async () => {
          const baseline = await emptyPageWeight();
          const jsPages = [
            ...pages,
            { label: 'feature list', path: '/driver/feature/51' },
            { label: 'magazine', path: '/magazine/' },
            { label: 'FAQ + contact', path: '/faq' },
            { label: 'saved jobs', path: '/keep' },
          ];
          const routes = [];
          for (const page of jsPages) {
            await fetch(`${webUrl}${page.path}`); // rendered once, then measured from the cache
            const weight = await jsWeightOf(`${webUrl}${page.path}`);
            routes.push({ ...page, weight, overBytes: weight.gzipBytes - baseline.gzipBytes });
          }
          report.js = { baseline, budgetBytes: JS_BUDGET_BYTES, routes };
        });
      }
      if (enabled('lighthouse')) {
        await attempt('Lighthouse', () => {
          report.lighthouse = pages.map((page) => {
            const result = lighthouseMedian(`${webUrl}${page.path}`, number('lighthouse-runs'));
            console.info(
              `bench: Lighthouse ${page.path}: performance ${result.performance}, accessibility ${result.accessibility}, SEO ${result.seo}`,
            );
            return { ...page, result, ok: meetsBudget(result) };
          });
        });
      }
      if (enabled('load')) {
        await attempt('load test', async () => {
          report.load = await loadTest(
            webUrl,
            jobPaths.slice(0, 40),
            stack.processes.map(({ name, process: service }) => ({
              name,
              pid: () => service.pid,
            })),
            {
              durationS: number('load-duration'),
              connections: number('load-connections'),
              warmupS: number('load-warmup'),
              memoryBoundPercent: number('memory-bound'),
            },
          );
        });
      }
    } finally {
      await stack.stop();
    }
  }

  report.machine.loadAfter = os.loadavg();
  const table = renderTable(report);
  console.info(`\n${table}\n`);
  if (values.json) {
    mkdirSync(path.dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    console.info(`bench: figures in ${values.json}`);
  }
  if (values.write) {
    const file = path.join(repoRoot, 'docs', 'performance.md');
    writeDocs(file, table);
    console.info(`bench: table written to ${path.relative(process.cwd(), file)}`);
  }
  console.info(`bench: finished in ${((Date.now() - started) / 1000 / 60).toFixed(1)} min`);
  if (report.errors.length > 0) return 1;
  if (report.load && !report.load.passed) return 1;
  return 0;
}

process.exitCode = await main();
