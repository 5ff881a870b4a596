// `pnpm --filter @jobsite/cluster run compare`: the browsing mix of `pnpm bench:load`
// (tooling/bench/src/measure/load.ts) at the same concurrency against the single stack of the
// bench (one web, BFF and api, PGlite in memory, one Redis) and against the cluster
// (src/topology.ts), both with the api and BFF from their bundles and the same seeded
// catalogue; prints one Markdown table (docs/performance.md).
//   node --import tsx src/compare.ts [--connections 16] [--duration 30] [--warmup 10] [--jobs 2000]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { type LoadResult, loadTest } from '@jobsite/bench/load';
import { repoRoot } from '@jobsite/bench/services';
import { startBenchStack } from '@jobsite/bench/stack';
import { startCluster } from './topology';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    jobs: { type: 'string', default: '2000' },
  },
});
const settings = {
  connections: Number(values.connections),
  durationS: Number(values.duration),
  warmupS: Number(values.warmup),
  memoryBoundPercent: 100,
};
const seedJobs = Number(values.jobs);
const JOB_PAGES = 20;

const build = spawnSync(
  'pnpm',
  ['--filter', '@jobsite/api', '--filter', '@jobsite/bff', 'run', 'build'],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

/** Job pages linked from a few driver lists, as `pnpm bench` picks them: the same count for both. */
async function jobPathsOf(webUrl: string): Promise<string[]> {
  const paths = new Set<string>();
  for (const list of ['/driver/tokyo/', '/driver/osaka/', '/driver/']) {
    const html = await (await fetch(`${webUrl}${list}`)).text();
    for (const match of html.matchAll(/href="(\/driver\/job\/\d+)"/g)) paths.add(match[1] ?? '');
  }
  if (paths.size < JOB_PAGES) throw new Error(`only ${paths.size} job pages linked at ${webUrl}`);
  return [...paths].slice(0, JOB_PAGES);
}

const results: Array<[string, LoadResult]> = [];
{
  const stack = await startBenchStack({ seedJobs });
  try {
    const processes = stack.processes.map(({ name, process: p }) => ({ name, pid: () => p.pid }));
    results.push([
      'single stack (1 web, 1 BFF, 1 api on PGlite)',
      await loadTest(stack.webUrl, await jobPathsOf(stack.webUrl), processes, settings),
    ]);
  } finally {
    await stack.stop();
  }
}
{
  const cluster = await startCluster({ seedJobs, mode: 'dist' });
  try {
    const processes = cluster.webs.map(({ name, process: p }) => ({ name, pid: () => p.pid }));
    results.push([
      'cluster (HAProxy, 2 webs, 2 BFFs, 2 apis on PostgreSQL + replica)',
      await loadTest(cluster.url, await jobPathsOf(cluster.url), processes, settings),
    ]);
  } finally {
    await cluster.stop();
  }
}

console.info(
  [
    '',
    `browsing mix (${JOB_PAGES} job pages), ${settings.connections} connections, ${settings.durationS} s after ${settings.warmupS} s of warm-up, ${seedJobs} jobs`,
    '| target | requests/s | p50 ms | p99 ms | 5xx | errors + timeouts |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      ([name, r]) =>
        `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.status5xx} | ${r.errors + r.timeouts} |`,
    ),
    '',
  ].join('\n'),
);
