// `pnpm bench` (apps/web): page speed of the public site as phones see it.
//   - Lighthouse 12 (mobile, simulated throttling) on /, /driver, a prefecture list and a job
//     detail: performance, accessibility, SEO, CLS, LCP, TBT. Budgets: ≥ 95, ≥ 95, 100, < 0.05.
//   - JavaScript per route: gzipped scripts a modern browser downloads (nomodule excluded),
//     against an empty App Router page built with the same Next.js (budget: within 15 kB).
// Starts its own stack (api with BENCH_SEED_JOBS jobs in memory, bff, web) on free ports,
// warms each page (ISR render + cache hit), then measures. Writes docs/performance.md
// (section "Web") unless BENCH_WRITE_DOCS=0. BENCH_RUNS Lighthouse runs per page (median).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startStack } from '../e2e/stack';
import { type JsWeight, jsWeightOf } from './js-weight';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const emptyAppDir = path.join(webDir, 'bench', 'empty-app');
const nextBin = path.join(webDir, 'node_modules', 'next', 'dist', 'bin', 'next');
const lighthouseBin = path.join(webDir, 'node_modules', '.bin', 'lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEED_JOBS = Number(process.env.BENCH_SEED_JOBS ?? 5000);
const JS_BUDGET_BYTES = 15 * 1024;
const BUDGET = { performance: 95, accessibility: 95, seo: 100, cls: 0.05 };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
].join(' ');

type LighthouseResult = {
  performance: number;
  accessibility: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  failedAudits: string[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function lighthouse(url: string): LighthouseResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const result = spawnSync(
    lighthouseBin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,seo',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = Object.values(
    report.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string }>,
  )
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    failedAudits,
  };
}

function lighthouseMedian(url: string): LighthouseResult {
  const runs = Array.from({ length: RUNS }, () => lighthouse(url));
  const pick = (key: keyof Omit<LighthouseResult, 'failedAudits'>) =>
    median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}

/** Builds (if needed) and serves the empty baseline app; returns its JS weight. */
async function emptyPageWeight(): Promise<JsWeight> {
  const build = spawnSync('node', [nextBin, 'build', emptyAppDir], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('building the empty baseline app failed');
  const port = await freePort();
  const server = spawn('node', [nextBin, 'start', emptyAppDir, '--port', String(port)], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await jsWeightOf(url);
  } finally {
    server.kill('SIGTERM');
  }
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const baseline = await emptyPageWeight();
  console.info(
    `empty Next.js page: ${kB(baseline.gzipBytes)} kB gzip JS in ${baseline.files} files`,
  );

  const stack = await startStack({ seedJobs: SEED_JOBS });
  try {
    const web = stack.webUrl;
    const listHtml = await (await fetch(`${web}/driver/tokyo/`)).text();
    const jobPath = /href="(\/driver\/job\/\d+)"/.exec(listHtml)?.[1];
    if (!jobPath) throw new Error('no job on /driver/tokyo/');
    const lighthousePages = [
      { label: 'home', path: '/' },
      { label: 'occupation list', path: '/driver' },
      { label: 'prefecture list', path: '/driver/tokyo/' },
      { label: 'job detail', path: jobPath },
    ];
    const jsPages = [
      ...lighthousePages,
      { label: 'feature list', path: '/driver/feature/51' },
      { label: 'magazine', path: '/magazine/' },
      { label: 'FAQ + contact', path: '/faq' },
      { label: 'saved jobs', path: '/keep' },
    ];
    // Render each page once (ISR) and once more from the cache.
    for (const page of jsPages) {
      await fetch(`${web}${page.path}`);
      await fetch(`${web}${page.path}`);
    }

    const js = [];
    for (const page of jsPages) {
      const weight = await jsWeightOf(`${web}${page.path}`);
      const over = weight.gzipBytes - baseline.gzipBytes;
      js.push({ ...page, weight, over });
      console.info(
        `${page.label.padEnd(16)} ${kB(weight.gzipBytes).padStart(6)} kB gzip JS (${weight.files} files), +${kB(over)} kB over the empty page ${over <= JS_BUDGET_BYTES ? 'ok' : 'OVER BUDGET'}`,
      );
    }

    const loadBefore = os.loadavg();
    const scores = [];
    for (const page of lighthousePages) {
      const result = lighthouseMedian(`${web}${page.path}`);
      scores.push({ ...page, result });
      console.info(
        `${page.label.padEnd(16)} perf ${result.performance} a11y ${result.accessibility} seo ${result.seo} CLS ${result.cls.toFixed(3)} LCP ${Math.round(result.lcpMs)} ms TBT ${Math.round(result.tbtMs)} ms${result.failedAudits.length ? ` failed: ${result.failedAudits.join(', ')}` : ''}`,
      );
    }

    const load = [loadBefore[0] ?? 0, os.loadavg()[0] ?? 0];
    console.info(
      `load average (1 min) before / after Lighthouse: ${load.map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`,
    );
    if (process.env.BENCH_WRITE_DOCS !== '0')
      writeDocs(report(baseline, js, scores, jobPath, load));
  } finally {
    await stack.stop();
  }
}

function report(
  baseline: JsWeight,
  js: Array<{ label: string; path: string; weight: JsWeight; over: number }>,
  scores: Array<{ label: string; path: string; result: LighthouseResult }>,
  jobPath: string,
  load: number[],
): string {
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const nextVersion = JSON.parse(
    readFileSync(path.join(webDir, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  const lines = [
    '<!-- web-bench:start (written by `pnpm --filter @jobsite/web bench`; edits here are overwritten) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`apps/web/bench/run.ts\`: \`next start\` (Next.js ${nextVersion}) against the bff and an api seeded with ${SEED_JOBS.toLocaleString('en')} jobs in memory, all on this machine; each page rendered once and served from the ISR cache before measuring. Lighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, median of ${RUNS} run(s). The job detail measured is \`${jobPath}\`. Load average (1 min) before / after the Lighthouse runs: ${load.map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores: Total Blocking Time is main-thread time times four, so it moves with what else the machine runs.`,
    '',
    '| page | performance | accessibility | SEO | CLS | LCP | TBT | FCP | budget (≥95, ≥95, 100, CLS < 0.05) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|:-:|',
    ...scores.map(({ label, path: p, result: r }) => {
      const ok =
        r.performance >= BUDGET.performance &&
        r.accessibility >= BUDGET.accessibility &&
        r.seo >= BUDGET.seo &&
        r.cls < BUDGET.cls;
      return `| ${label} \`${p}\` | ${r.performance} | ${r.accessibility} | ${r.seo} | ${r.cls.toFixed(3)} | ${Math.round(r.lcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${Math.round(r.fcpMs)} ms | ${mark(ok)} |`;
    }),
    '',
    `JavaScript per route: gzip (level 9) of the scripts the HTML makes a modern browser download (\`nomodule\` polyfills excluded), against an empty App Router page of the same Next.js (\`apps/web/bench/empty-app\`): **${kB(baseline.gzipBytes)} kB** in ${baseline.files} files. Budget: at most 15 kB over it.`,
    '',
    '| route | JS gzip | files | over the empty page | budget |',
    '|---|--:|--:|--:|:-:|',
    ...js.map(
      ({ label, path: p, weight, over }) =>
        `| ${label} \`${p}\` | ${kB(weight.gzipBytes)} kB | ${weight.files} | +${kB(over)} kB | ${mark(over <= JS_BUDGET_BYTES)} |`,
    ),
    '<!-- web-bench:end -->',
  ];
  return lines.join('\n');
}

/** Replaces this benchmark's block in docs/performance.md (section "Web"), leaving the rest alone. */
function writeDocs(block: string) {
  const file = path.join(repoRoot, 'docs/performance.md');
  const heading = '## Web';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const start = text.indexOf('<!-- web-bench:start');
  const endMarker = '<!-- web-bench:end -->';
  const end = text.indexOf(endMarker);
  if (start !== -1 && end !== -1) {
    text = text.slice(0, start) + block + text.slice(end + endMarker.length);
  } else if (text.includes(`\n${heading}\n`)) {
    const at = text.indexOf(`\n${heading}\n`) + heading.length + 2;
    text = `${text.slice(0, at)}\n${block}\n${text.slice(at)}`;
  } else {
    text = `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
  }
  writeFileSync(file, text);
  console.info(`figures written to ${path.relative(repoRoot, file)}`);
}

await main();
