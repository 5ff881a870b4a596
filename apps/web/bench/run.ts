// `pnpm bench` (apps/web): page speed of the public site as phones see it.
//   - Lighthouse 12 (mobile, simulated throttling) on /, /driver, a prefecture list and a job
//     detail: performance, accessibility, SEO, CLS, LCP, TBT. Budgets: ≥ 95, ≥ 95, 100, < 0.05.
//   - JavaScript per route: gzipped scripts a modern browser downloads (nomodule excluded),
//     against an empty App Router page built with the same Next.js (budget: within 15 kB).
// The measurements live in lighthouse.ts, empty-page.ts and js-weight.ts (the root `pnpm bench`,
// tooling/bench, uses them too).
// Starts its own stack (api with BENCH_SEED_JOBS jobs in memory, bff, web) on free ports,
// warms each page (ISR render + cache hit), then measures. Writes docs/performance.md
// (section "Web") unless BENCH_WRITE_DOCS=0. BENCH_RUNS Lighthouse runs per page (median; 5).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocsBlock } from '@jobsite/service-kit/testing/docs-block';
import { startStack } from '../e2e/stack';
import { emptyPageWeight, JS_BUDGET_BYTES } from './empty-page';
import { type JsWeight, jsWeightOf } from './js-weight';
import {
  DEFAULT_LIGHTHOUSE_RUNS,
  type LighthouseResult,
  lighthouseMedian,
  meetsBudget,
} from './lighthouse';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const performanceDoc = path.join(repoRoot, 'docs/performance.md');
const RUNS = Number(process.env.BENCH_RUNS ?? DEFAULT_LIGHTHOUSE_RUNS);
const SEED_JOBS = Number(process.env.BENCH_SEED_JOBS ?? 5000);

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
      const result = lighthouseMedian(`${web}${page.path}`, RUNS);
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
      writeDocsBlock(performanceDoc, {
        name: 'web-bench',
        heading: '## Web',
        block: report(baseline, js, scores, jobPath, load),
      });
    console.info(`figures written to ${path.relative(repoRoot, performanceDoc)}`);
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
    `Measured ${new Date().toISOString().slice(0, 10)} by \`apps/web/bench/run.ts\`: \`node server.mjs\` (Next.js ${nextVersion} and its cache handler) against the bff and an api seeded with ${SEED_JOBS.toLocaleString('en')} jobs in memory, all on this machine; each page rendered once and served from the ISR cache before measuring. Lighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, median of ${RUNS} run(s). The job detail measured is \`${jobPath}\`. Load average (1 min) before / after the Lighthouse runs: ${load.map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores: Total Blocking Time is main-thread time times four, so it moves with what else the machine runs.`,
    '',
    '| page | performance | accessibility | SEO | CLS | LCP | TBT | FCP | budget (≥95, ≥95, 100, CLS < 0.05) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|:-:|',
    ...scores.map(({ label, path: p, result: r }) => {
      const ok = meetsBudget(r);
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

await main();
