// Lighthouse 12 (mobile, simulated throttling) on one URL in Debian's Chromium, as functions:
// `bench/run.ts` (this package's `pnpm bench`) and the root `pnpm bench` (tooling/bench) use them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lighthouseBin = path.join(webDir, 'node_modules', '.bin', 'lighthouse');

/** The budgets (docs/performance.md): performance ≥ 95, accessibility ≥ 95, SEO 100, CLS < 0.05. */
export const BUDGET = { performance: 95, accessibility: 95, seo: 100, cls: 0.05 };

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

export type LighthouseResult = {
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

/** Tries a run again this many times when Lighthouse itself fails (e.g. NO_NAVSTART). */
const RUNTIME_RETRIES = 2;

export function lighthouse(url: string): LighthouseResult {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt >= RUNTIME_RETRIES) throw error;
      console.error(`${(error as Error).message}; running it again`);
    }
  }
}

function lighthouseOnce(url: string): LighthouseResult {
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
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0 || !report || report.runtimeError) {
    throw new Error(`lighthouse failed on ${url}: ${report?.runtimeError?.code ?? result.status}`);
  }
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

/**
 * Runs per page by default: the median of five, as Lighthouse's own guide to score
 * variability advises (it about halves the spread of a single run; on this machine one run of
 * the same build ranges over ±5 points).
 */
export const DEFAULT_LIGHTHOUSE_RUNS = 5;

/** The median of `runs` Lighthouse runs, figure by figure. */
export function lighthouseMedian(url: string, runs: number): LighthouseResult {
  const results = Array.from({ length: runs }, () => lighthouse(url));
  const pick = (key: keyof Omit<LighthouseResult, 'failedAudits'>) =>
    median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
  };
}

export function meetsBudget(result: LighthouseResult): boolean {
  return (
    result.performance >= BUDGET.performance &&
    result.accessibility >= BUDGET.accessibility &&
    result.seo >= BUDGET.seo &&
    result.cls < BUDGET.cls
  );
}
