import { describe, expect, it } from 'vitest';
import { browsingMix } from '../src/measure/load';
import { percentile } from '../src/measure/pages';
import { type BenchReport, renderTable } from '../src/report';

const report = (parts: Partial<BenchReport>): BenchReport => ({
  date: '2026-11-22',
  command: 'pnpm bench',
  machine: { cores: 2, node: 'v20.20.2', loadBefore: [1, 2, 3], loadAfter: [2, 2, 2] },
  jobs: 20_000,
  api: {},
  errors: [],
  ...parts,
});

describe('renderTable', () => {
  it('shows the relevance of おすすめ順 and the suggestions target', () => {
    const table = renderTable(
      report({
        api: {
          pglite: {
            driver: 'pglite',
            iterations: 200,
            warmup: 30,
            results: [
              { jobs: 20_000, name: 'searchSuggestions', p50: 0.3, p95: 12.5, p99: 20, mean: 1 },
            ],
          },
        },
        relevance: {
          jobs: 20_000,
          driver: 'pglite',
          queries: 46,
          emptyQueries: [],
          recommended: { precisionAt10: 0.815, ndcgAt10: 0.811 },
          publishedAt: { precisionAt10: 0.713, ndcgAt10: 0.696 },
        },
      }),
    );
    expect(table).toContain('| searchSuggestions | p50 0.3 ms · p95 12.5 ms | p95 < 10 ms | ✗ |');
    expect(table).toContain(
      'precision@10 0.815 vs 0.713 · nDCG@10 0.811 vs 0.696 | おすすめ順 above 新着順 | ✓ |',
    );
  });

  it('shows the PDF render time per document against its target', () => {
    const table = renderTable(
      report({
        documents: {
          iterations: 60,
          warmup: 5,
          results: [
            {
              name: '履歴書 PDF',
              pages: 2,
              bytes: 61_440,
              p50: 120,
              p95: 240.5,
              p99: 300,
              mean: 130,
            },
            {
              name: '職務経歴書 PDF',
              pages: 3,
              bytes: 47_104,
              p50: 500,
              p95: 1200,
              p99: 1300,
              mean: 600,
            },
          ],
        },
      }),
    );
    expect(table).toContain(
      '| 履歴書 PDF (2 pages, fullest profile) | p50 120.0 ms · p95 240.5 ms · 60.0 kB | p95 < 1000 ms | ✓ |',
    );
    expect(table).toContain(
      '| 職務経歴書 PDF (3 pages, fullest profile) | p50 500.0 ms · p95 1200.0 ms · 46.0 kB | p95 < 1000 ms | ✗ |',
    );
  });

  it('prints one Markdown table with the targets met or missed', () => {
    const table = renderTable(
      report({
        api: {
          postgres: {
            driver: 'postgres',
            iterations: 200,
            warmup: 30,
            results: [
              {
                jobs: 20_000,
                name: 'searchJobs sort by salary',
                p50: 8,
                p95: 24.6,
                p99: 39,
                mean: 9,
              },
              { jobs: 20_000, name: 'job(id) (job page)', p50: 16, p95: 33.7, p99: 75, mean: 19 },
            ],
          },
        },
        load: {
          settings: { durationS: 60, connections: 100, warmupS: 15, memoryBoundPercent: 30 },
          warmup: { requests: 2_000, status5xx: 0, timeouts: 3 },
          requests: 12_000,
          rps: 200,
          p50: 300,
          p90: 600,
          p99: 900,
          max: 1500,
          status2xx: 12_000,
          status4xx: 0,
          status5xx: 2,
          errors: 0,
          timeouts: 0,
          byKind: {
            home: {
              requests: 12_000,
              statuses: { 200: 11_998, 502: 2 },
              timeouts: 0,
              p50: 250,
              p99: 800,
            },
          },
          memory: [
            {
              name: 'api',
              beforeBytes: 100 * 2 ** 20,
              peakBytes: 150 * 2 ** 20,
              afterBytes: 140 * 2 ** 20,
              growthPercent: 40,
              withinBound: false,
              series: [
                [0, 100],
                [60, 140],
              ],
            },
          ],
          passed: false,
          failures: ['2 responses with a 5xx status', 'api memory grew 40 % (bound 30 %)'],
        },
      }),
    );
    const rows = table.split('\n').filter((line) => line.startsWith('| '));
    expect(rows[0]).toBe('| part | measure | result | target | |');
    expect(rows).toContain(
      '| api · PostgreSQL 15 · 20,000 jobs | searchJobs sort by salary | p50 8.0 ms · p95 24.6 ms | p95 < 30 ms | ✓ |',
    );
    // The job page has no target.
    expect(rows.find((row) => row.includes('job(id)'))).toMatch(/\| {2}\| {2}\|$/);
    expect(table).toContain(
      '| 5xx · connection errors · timeouts | 2 · 0 · 0 (4xx: 0) | 0 · 0 · 0 | ✗ |',
    );
    expect(table).toContain(
      '| warm-up before it, 15 s on the same connections (not measured) | 2,000 requests · 0 5xx · 3 timeouts while the connections opened | 0 5xx | ✓ |',
    );
    expect(table).toContain('peak 100 MB before mid-run → 140 MB after (+40 %) | < +30 % | ✗ |');
    expect(table).toContain(
      'Load test: **FAILED** (2 responses with a 5xx status; api memory grew 40 % (bound 30 %)).',
    );
  });

  it('says which parts did not run', () => {
    expect(renderTable(report({ errors: ['Lighthouse: lighthouse failed on /'] }))).toContain(
      'Parts that did not run: Lighthouse: lighthouse failed on /.',
    );
  });
});

describe('browsingMix', () => {
  it('mixes pages and /graphql in fixed proportions, every job page included', () => {
    const jobs = Array.from({ length: 10 }, (_, i) => `/driver/job/${i + 1}`);
    const mix = browsingMix(jobs);
    const count = (kind: string) => mix.filter((entry) => entry.kind === kind).length;
    const rounds = 2;
    expect(count('home')).toBe(2 * rounds);
    expect(count('job detail')).toBe(5 * rounds);
    expect(count('graphql searchJobs')).toBe(3 * rounds);
    expect(new Set(mix.filter((e) => e.kind === 'job detail').map((e) => e.path)).size).toBe(10);
    for (const entry of mix.filter((e) => e.method === 'POST')) {
      expect(entry.path).toBe('/graphql');
      expect(JSON.parse(entry.body ?? '')).toHaveProperty('query');
    }
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 99)).toBe(7);
  });
});
