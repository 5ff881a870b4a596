// The one table `pnpm bench` prints (Markdown, so docs/performance.md holds it as it is), built
// from the figures each part measured.
import { writeDocsBlock } from '@jobsite/service-kit/testing/docs-block';
import type { DocumentFigure } from '../../../apps/api/bench/documents';
import type { LoadResult as GatewayLoad, GatewayResult } from '../../../apps/bff/bench/measure';
import type { JsWeight } from '../../../apps/web/bench/js-weight';
import type { LighthouseResult } from '../../../apps/web/bench/lighthouse';
import type { LoadResult } from './measure/load';
import type { PageTiming } from './measure/pages';

export interface ApiFigure {
  jobs: number;
  name: string;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export interface ApiRun {
  driver: 'pglite' | 'postgres';
  iterations: number;
  warmup: number;
  results: ApiFigure[];
}

/** The relevance measure of おすすめ順 (apps/api/bench/relevance.ts, decision 0030). */
export interface RelevanceRun {
  jobs: number;
  driver: 'pglite' | 'postgres';
  queries: number;
  emptyQueries: string[];
  recommended: { precisionAt10: number; ndcgAt10: number };
  publishedAt: { precisionAt10: number; ndcgAt10: number };
}

/** Render time of the member documents' PDFs (apps/api/bench/documents.ts, decision 0047). */
export interface DocumentsRun {
  iterations: number;
  warmup: number;
  results: DocumentFigure[];
}

export interface BenchReport {
  date: string;
  command: string;
  machine: { cores: number; node: string; loadBefore: number[]; loadAfter: number[] };
  jobs: number;
  api: Partial<Record<'pglite' | 'postgres', ApiRun>>;
  gateway?: GatewayResult;
  pages?: PageTiming[];
  lighthouse?: Array<{ label: string; path: string; result: LighthouseResult; ok: boolean }>;
  js?: {
    baseline: JsWeight;
    budgetBytes: number;
    routes: Array<{ label: string; path: string; weight: JsWeight; overBytes: number }>;
  };
  load?: LoadResult;
  relevance?: RelevanceRun;
  documents?: DocumentsRun;
  /** Parts that failed to run, with the reason. */
  errors: string[];
}

/** API target (docs/performance.md): searchJobs p95 under 30 ms at 20,000 jobs. */
const SEARCH_P95_TARGET_MS = 30;
/** searchSuggestions answers while a seeker types: p95 under 10 ms (decision 0030). */
const SUGGEST_P95_TARGET_MS = 10;
/** A PDF download answers within a second at p95 (decision 0047). */
const DOCUMENT_P95_TARGET_MS = 1000;

const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

type Row = [part: string, measure: string, result: string, target: string, ok: string];

function apiRows(run: ApiRun): Row[] {
  const database = run.driver === 'postgres' ? 'PostgreSQL 15' : 'PGlite';
  return run.results.map((figure) => {
    const isSearch = figure.name.startsWith('searchJobs');
    const target =
      figure.name === 'searchSuggestions'
        ? SUGGEST_P95_TARGET_MS
        : isSearch && run.driver === 'postgres' && figure.jobs === 20_000
          ? SEARCH_P95_TARGET_MS
          : undefined;
    return [
      `api · ${database} · ${count(figure.jobs)} jobs`,
      figure.name,
      `p50 ${ms(figure.p50)} · p95 ${ms(figure.p95)}`,
      target === undefined ? '' : `p95 < ${target} ms`,
      target === undefined ? '' : mark(figure.p95 < target),
    ];
  });
}

function gatewayRows(gateway: GatewayResult): Row[] {
  const figures = (load: GatewayLoad, sequential: { p50: number; p99: number }) =>
    `${count(load.rps)} req/s · p50 ${load.p50} ms · p99 ${load.p99} ms (load); p50 ${ms(sequential.p50 / 1000, 2)} · p99 ${ms(sequential.p99 / 1000, 2)} (sequential)${load.non2xx + load.errors ? ` · ${load.non2xx + load.errors} errors` : ''}`;
  const { load, sequential } = gateway;
  const master = gateway.masterLabel;
  const addedMs = gateway.forwardingAddsUs / 1000;
  return [
    [
      'BFF',
      `${master}, cache hit`,
      figures(load.masterCached, sequential.masterCached),
      '≥ 5× the api',
      `${mark(gateway.cacheRatio >= 5)} ${gateway.cacheRatio.toFixed(1)}×`,
    ],
    ['BFF', `${master}, api directly`, figures(load.masterDirect, sequential.masterDirect), '', ''],
    [
      'BFF',
      'searchJobs (25), forwarded',
      figures(load.searchForwarded, sequential.searchForwarded),
      'adds < 1 ms at p50',
      `${mark(addedMs < 1)} ${addedMs.toFixed(2)} ms`,
    ],
    [
      'BFF',
      'searchJobs (25), api directly',
      figures(load.searchDirect, sequential.searchDirect),
      '',
      '',
    ],
  ];
}

function loadRows(load: LoadResult): Row[] {
  const { settings } = load;
  const kinds = Object.entries(load.byKind)
    .map(
      ([kind, tally]) =>
        `${kind} ${count(tally.requests)}: p50 ${Math.round(tally.p50)} · p99 ${Math.round(tally.p99)} ms`,
    )
    .join('; ');
  return [
    [
      'load · web → BFF → api',
      `browsing mix, ${settings.durationS} s, ${settings.connections} connections`,
      `${count(load.requests)} requests · ${count(load.rps)} req/s · p50 ${load.p50} ms · p99 ${load.p99} ms · max ${load.max} ms (${kinds})`,
      '',
      '',
    ],
    [
      'load · web → BFF → api',
      '5xx · connection errors · timeouts',
      `${load.status5xx} · ${load.errors} · ${load.timeouts} (4xx: ${load.status4xx})`,
      '0 · 0 · 0',
      mark(load.status5xx === 0 && load.errors === 0 && load.timeouts === 0),
    ],
    [
      'load · web → BFF → api',
      `warm-up before it, ${settings.warmupS} s on the same connections (not measured)`,
      `${count(load.warmup.requests)} requests · ${load.warmup.status5xx} 5xx · ${load.warmup.timeouts} timeouts while the connections opened`,
      '0 5xx',
      mark(load.warmup.status5xx === 0),
    ],
    ...load.memory.map(
      (sample): Row => [
        'load · memory (RSS, warm)',
        sample.name,
        `peak ${MB(sample.beforeBytes)} before mid-run → ${MB(sample.afterBytes)} after (${sample.growthPercent >= 0 ? '+' : ''}${sample.growthPercent.toFixed(0)} %)`,
        `< +${settings.memoryBoundPercent} %`,
        mark(sample.withinBound),
      ],
    ),
  ];
}

/** The Markdown table of everything measured, with a line on the conditions above it. */
export function renderTable(report: BenchReport): string {
  const rows: Row[] = [];
  for (const run of [report.api.pglite, report.api.postgres]) if (run) rows.push(...apiRows(run));
  if (report.relevance) {
    const { recommended: r, publishedAt: p, queries, jobs } = report.relevance;
    rows.push([
      `relevance · ${count(jobs)} jobs`,
      `${queries} judged queries, おすすめ順 vs 新着順`,
      `precision@10 ${r.precisionAt10.toFixed(3)} vs ${p.precisionAt10.toFixed(3)} · nDCG@10 ${r.ndcgAt10.toFixed(3)} vs ${p.ndcgAt10.toFixed(3)}`,
      'おすすめ順 above 新着順',
      mark(r.ndcgAt10 > p.ndcgAt10 && r.precisionAt10 >= p.precisionAt10),
    ]);
  }
  for (const figure of report.documents?.results ?? []) {
    rows.push([
      'documents · PDF render (api process)',
      `${figure.name} (${figure.pages} pages, fullest profile)`,
      `p50 ${ms(figure.p50)} · p95 ${ms(figure.p95)} · ${kB(figure.bytes)}`,
      `p95 < ${DOCUMENT_P95_TARGET_MS} ms`,
      mark(figure.p95 < DOCUMENT_P95_TARGET_MS),
    ]);
  }
  if (report.gateway) rows.push(...gatewayRows(report.gateway));
  for (const page of report.pages ?? []) {
    rows.push([
      'page server (`node server.mjs`)',
      `${page.label} \`${page.path}\``,
      `p50 ${ms(page.p50)} · p95 ${ms(page.p95)} (cached; first render ${ms(page.firstMs, 0)}; ${kB(page.bytes)} HTML)`,
      '',
      '',
    ]);
  }
  for (const { label, path, result, ok } of report.lighthouse ?? []) {
    rows.push([
      'Lighthouse (mobile)',
      `${label} \`${path}\``,
      `performance ${result.performance} · accessibility ${result.accessibility} · SEO ${result.seo} · CLS ${result.cls.toFixed(3)} · LCP ${Math.round(result.lcpMs)} ms · TBT ${Math.round(result.tbtMs)} ms`,
      '≥ 95 · ≥ 95 · 100 · < 0.05',
      mark(ok),
    ]);
  }
  if (report.js) {
    const { baseline, budgetBytes } = report.js;
    rows.push([
      'first-load JS (gzip)',
      'empty Next.js page (baseline)',
      `${kB(baseline.gzipBytes)} in ${baseline.files} files`,
      '',
      '',
    ]);
    for (const route of report.js.routes) {
      rows.push([
        'first-load JS (gzip)',
        `${route.label} \`${route.path}\``,
        `${kB(route.weight.gzipBytes)} in ${route.weight.files} files (+${kB(route.overBytes)})`,
        `≤ baseline + ${kB(budgetBytes)}`,
        mark(route.overBytes <= budgetBytes),
      ]);
    }
  }
  if (report.load) rows.push(...loadRows(report.load));
  const escapeCell = (cell: string) => cell.replaceAll('|', '\\|');
  const { machine } = report;
  const lines = [
    `Run ${report.date} with \`${report.command}\`: ${count(report.jobs)} jobs, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadBefore.map((l) => l.toFixed(1)).join(' / ')} before and ${machine.loadAfter.map((l) => l.toFixed(1)).join(' / ')} after.`,
    '',
    '| part | measure | result | target | |',
    '|---|---|---|---|:-:|',
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ];
  if (report.load) {
    lines.push(
      '',
      `Load test: **${report.load.passed ? 'passed' : 'FAILED'}**${report.load.failures.length ? ` (${report.load.failures.join('; ')})` : ''}.`,
    );
  }
  if (report.errors.length > 0) {
    lines.push('', `Parts that did not run: ${report.errors.join('; ')}.`);
  }
  return lines.join('\n');
}

const START =
  '<!-- bench:start (written by `pnpm bench -- --write`; edits here are overwritten) -->';

/** Replaces the table between the bench markers of docs/performance.md. */
export function writeDocs(file: string, table: string): void {
  writeDocsBlock(file, { name: 'bench', block: `${START}\n${table}\n<!-- bench:end -->` });
}
