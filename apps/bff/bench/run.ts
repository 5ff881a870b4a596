// `pnpm bench` (apps/bff): the BFF against the real api on this machine, 127.0.0.1 only,
// bounded in time (about a minute). Compares, in one run:
//   - a master-data query answered from the BFF's cache vs the same query straight to the api;
//   - searchJobs forwarded by the BFF vs straight to the api.
// autocannon gives requests/s and p50/p99 under load (ms resolution); a sequential probe on
// one kept-alive connection gives p50/p99 in µs, which is what "forwarding adds" is read from.
// Writes the figures into docs/performance.md (section "BFF") unless BENCH_WRITE_DOCS=0.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { startApi } from '../test/support/api-server';
import { startRedisServer } from '../test/support/redis-server';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(bffDir, '../..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PROBE_MS = Number(process.env.BENCH_PROBE_MS ?? 1500);
/** Rounds, each running every scenario once in turn; the median round is reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const MASTER_QUERIES = [
  {
    label: 'occupations',
    query: 'query Occupations { occupations { id name occupationNameEn publishedJobCount } }',
  },
  {
    label: 'prefecture(code: 13)',
    query: 'query Tokyo { prefecture(code: 13) { id name prefectureEnName } }',
  },
];
const SEARCH_JOBS = {
  query:
    'query SearchJobs($per: Int) { searchJobs(occupation: "driver", per: $per) { totalCount nodes { id title lowestSalary highestSalary company { name } prefecture { name } features { id name } } } }',
  variables: { per: 25 },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited at start:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready: ${url}\n${output()}`);
}

async function startBff(env: Record<string, string>) {
  if (!existsSync(path.join(bffDir, 'dist/server.js')) || process.env.BENCH_BUILD !== '0') {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: bffDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bff build failed');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: bffDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/healthz`, child, () => output);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as { data?: unknown; errors?: unknown[] },
  };
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, body: unknown): Promise<LoadResult> {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, pools, caches
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Sequential requests on one kept-alive connection: latency without queueing, in µs. */
interface Probe {
  p50: number;
  p99: number;
  count: number;
}

async function probe(url: string, body: unknown): Promise<Probe> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: 1 });
  const payload = JSON.stringify(body);
  const send = async () => {
    const response = await pool.request({
      method: 'POST',
      path: target.pathname,
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    await response.body.text();
  };
  for (let i = 0; i < 100; i += 1) await send();
  const samples: number[] = [];
  const end = Date.now() + PROBE_MS;
  while (Date.now() < end) {
    const started = process.hrtime.bigint();
    await send();
    samples.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  await pool.close();
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: samples.length };
}

const ms = (us: number) => (us / 1000).toFixed(2);

async function main() {
  const redis = await startRedisServer();
  // Visitor traffic only: the identity provider is never called, so no emulator runs.
  const identity = {
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    FIREBASE_PROJECT_ID: 'demo-jobsite',
  };
  const api = await startApi({
    emulatorHost: identity.FIREBASE_AUTH_EMULATOR_HOST,
    projectId: identity.FIREBASE_PROJECT_ID,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: 'memory://',
      SEED_ON_EMPTY: 'true',
      SEED_JOBS: process.env.BENCH_SEED_JOBS ?? '5000',
    },
  });
  const bff = await startBff({
    ...identity,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    GQL_ENDPOINT: api.graphqlUrl,
    REDIS_URL: redis.url,
  });
  const bffGraphql = `${bff.url}/graphql`;
  const loadBefore = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  try {
    let master = MASTER_QUERIES[MASTER_QUERIES.length - 1];
    for (const candidate of MASTER_QUERIES) {
      const answer = await post(api.graphqlUrl, { query: candidate.query });
      if (answer.json.data && !answer.json.errors) {
        master = candidate;
        break;
      }
    }
    if (!master) throw new Error('no master query');
    const masterBody = { query: master.query };
    const masterAnswer = await post(api.graphqlUrl, masterBody);
    const cached = await post(bffGraphql, masterBody);
    const hit = await post(bffGraphql, masterBody);
    const searchAnswer = await post(api.graphqlUrl, SEARCH_JOBS);
    const searchWorks = Boolean(searchAnswer.json.data) && !searchAnswer.json.errors;
    const masterHasData = Boolean(
      (masterAnswer.json.data as Record<string, unknown> | null)?.[
        master.label.split('(')[0] ?? ''
      ],
    );
    console.info(
      `master query: ${master.label} (x-cache ${cached.headers.get('x-cache')} → ${hit.headers.get('x-cache')}); searchJobs answers ${searchWorks ? 'data' : 'errors'}`,
    );

    const scenarios: Record<
      'masterCached' | 'masterDirect' | 'searchForwarded' | 'searchDirect',
      [string, unknown]
    > = {
      masterCached: [bffGraphql, masterBody],
      masterDirect: [api.graphqlUrl, masterBody],
      searchForwarded: [bffGraphql, SEARCH_JOBS],
      searchDirect: [api.graphqlUrl, SEARCH_JOBS],
    };
    type Name = keyof typeof scenarios;
    const names = Object.keys(scenarios) as Name[];
    const loadRuns = Object.fromEntries(names.map((name) => [name, [] as LoadResult[]])) as Record<
      Name,
      LoadResult[]
    >;
    const probeRuns = Object.fromEntries(names.map((name) => [name, [] as Probe[]])) as Record<
      Name,
      Probe[]
    >;
    // Interleaved rounds, so a burst of other work on the machine hits every scenario alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of names) loadRuns[name].push(await load(...scenarios[name]));
      for (const name of names) probeRuns[name].push(await probe(...scenarios[name]));
    }
    const median = <T>(runs: T[], by: (run: T) => number): T => {
      const sorted = [...runs].sort((a, b) => by(a) - by(b));
      return sorted[Math.floor(sorted.length / 2)] as T;
    };
    const results = Object.fromEntries(
      names.map((name) => [name, median(loadRuns[name], (r) => r.rps)]),
    ) as Record<Name, LoadResult>;
    const probes = Object.fromEntries(
      names.map((name) => [name, median(probeRuns[name], (r) => r.p50)]),
    ) as Record<Name, Probe>;
    const ratio = results.masterCached.rps / results.masterDirect.rps;
    const added = probes.searchForwarded.p50 - probes.searchDirect.p50;
    const row = (name: string, load: LoadResult, p: { p50: number; p99: number }) =>
      `| ${name} | ${Math.round(load.rps).toLocaleString('en')} | ${load.p50} | ${load.p99} | ${ms(p.p50)} | ${ms(p.p99)} | ${load.non2xx + load.errors} |`;
    const date = new Date().toISOString().slice(0, 10);
    const notes: string[] = [];
    if (!masterHasData)
      notes.push(
        `the api has no master-data resolvers yet: \`${master.label}\` answers \`null\` (a clean answer, so it is cached); the upstream figures are for that cheap answer`,
      );
    if (!searchWorks)
      notes.push(
        'the api answers searchJobs with errors (resolvers pending): the forwarded figures measure the forwarding path on an error answer, not a job list',
      );
    const pending = notes.length > 0;
    const markdown = [
      '<!-- bff-bench:start (written by `pnpm --filter @jobsite/bff bench`) -->',
      `Run ${date} on this machine (${os.cpus().length} cores, Node ${process.version}, load average ${loadBefore} before the run): api (in-memory PGlite, ${process.env.BENCH_SEED_JOBS ?? '5000'} seeded jobs), BFF (production bundle), Redis and autocannon on one host, 127.0.0.1 only. autocannon: ${CONNECTIONS} connections, ${DURATION_S} s after a 1 s warm-up; "sequential": one kept-alive connection for ${PROBE_MS / 1000} s, µs timer. ${ROUNDS} interleaved rounds; the median round of each path is shown.`,
      '',
      '| path | requests/s | p50 ms (load) | p99 ms (load) | p50 ms (sequential) | p99 ms (sequential) | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row(`${master.label}, BFF cache hit`, results.masterCached, probes.masterCached),
      row(`${master.label}, api directly`, results.masterDirect, probes.masterDirect),
      row('searchJobs (25), forwarded by the BFF', results.searchForwarded, probes.searchForwarded),
      row('searchJobs (25), api directly', results.searchDirect, probes.searchDirect),
      '',
      `- Cached master data serves **${ratio.toFixed(1)}×** the requests/s of the same query upstream (target ≥ 5×).`,
      `- Forwarding adds **${ms(added)} ms** at p50 (sequential; target < 1 ms).`,
      ...(pending
        ? [
            '',
            `**Figures pending the api's resolvers:** ${notes.join('; ')}. Re-run \`pnpm --filter @jobsite/bff bench\` once they land.`,
          ]
        : []),
      '<!-- bff-bench:end -->',
    ].join('\n');
    console.info(`\n${markdown}\n`);
    if (process.env.BENCH_WRITE_DOCS !== '0') writeDocs(markdown);
  } finally {
    await bff.stop();
    await api.stop();
    await redis.kill();
  }
}

/** Replaces this benchmark's block in docs/performance.md (section "BFF"), leaving the rest alone. */
function writeDocs(block: string) {
  const file = path.join(repoRoot, 'docs/performance.md');
  const heading = '## BFF';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const start = text.indexOf('<!-- bff-bench:start');
  const endMarker = '<!-- bff-bench:end -->';
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
