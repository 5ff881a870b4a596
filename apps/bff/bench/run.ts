// `pnpm bench` (apps/bff): the BFF against the real api on this machine, 127.0.0.1 only,
// bounded in time (about a minute). Starts an api (in-memory PGlite), Redis and the BFF's
// production bundle, then runs the measurements of bench/measure.ts (also used by the root
// `pnpm bench`, tooling/bench): cached master data and forwarded searchJobs, each beside the
// same query straight to the api; then the CPU time each process spends per request
// (bench/cpu.ts), which other work on the machine disturbs far less than requests/s.
// Writes the figures into docs/performance.md (section "BFF") unless BENCH_WRITE_DOCS=0.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';
import { writeDocsBlock } from '@jobsite/service-kit/testing/docs-block';
import { startRedisServer } from '@jobsite/service-kit/testing/redis-server';
import { startApi } from '../test/support/api-server';
import { cpuPerRequest } from './cpu';
import {
  DEFAULT_GATEWAY_SETTINGS,
  type LoadResult,
  MASTER_QUERIES,
  measureGateway,
  measureRevalidation,
  pairedProbe,
  SEARCH_JOBS,
} from './measure';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(bffDir, '../..');
const performanceDoc = path.join(repoRoot, 'docs/performance.md');
const {
  durationS: DURATION_S,
  connections: CONNECTIONS,
  probeMs: PROBE_MS,
  rounds: ROUNDS,
} = DEFAULT_GATEWAY_SETTINGS;

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
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** bench/reference-proxy.ts on a free port, in front of `upstreamUrl`. */
async function startReferenceProxy(upstreamUrl: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/reference-proxy.ts', String(port), upstreamUrl],
    { cwd: bffDir, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('reference proxy exited at start');
    const up = await fetch(url, { method: 'POST', body: '{}' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('reference proxy not listening');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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
  const loadAverage = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');
  const loadBefore = loadAverage();
  const loaded = (os.loadavg()[0] ?? 0) > os.cpus().length;
  try {
    const result = await measureGateway(api.graphqlUrl, `${bff.url}/graphql`);
    // CPU per request of the same cached query, each server's own process: less sensitive to
    // the other work on the machine than requests/s.
    const masterBody = {
      query: (MASTER_QUERIES.find((q) => q.label === result.masterLabel) ?? MASTER_QUERIES[0])
        ?.query,
    };
    const revalidation = await measureRevalidation(
      `${bff.url}/graphql`,
      masterBody.query ?? '',
      DEFAULT_GATEWAY_SETTINGS,
    );
    const cpuCached = await cpuPerRequest(`${bff.url}/graphql`, bff.pid, masterBody);
    const cpuDirect = await cpuPerRequest(api.graphqlUrl, api.pid, masterBody);
    // What forwarding costs the BFF itself: the api's time is not in it.
    const cpuForwarding = await cpuPerRequest(`${bff.url}/graphql`, bff.pid, SEARCH_JOBS, {
      requests: 1000,
      warmUp: 200,
    });
    // The same paired measurement through a bare Node proxy (no checks, logs or metrics),
    // alternated round by round with the BFF's: what one more hop costs on this machine.
    const proxy = await startReferenceProxy(api.graphqlUrl);
    const hop: { bff: number[]; proxy: number[] } = { bff: [], proxy: [] };
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const twice = PROBE_MS * 2;
        hop.bff.push(
          (await pairedProbe(`${bff.url}/graphql`, api.graphqlUrl, SEARCH_JOBS, twice)).p50,
        );
        hop.proxy.push((await pairedProbe(proxy.url, api.graphqlUrl, SEARCH_JOBS, twice)).p50);
      }
    } finally {
      await proxy.stop();
    }
    const middle = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const loadAfter = loadAverage();
    const { load: results, sequential: probes } = result;
    console.info(
      `master query: ${result.masterLabel} (x-cache ${result.cacheHeaders[0]} → ${result.cacheHeaders[1]}); searchJobs answers ${result.searchWorks ? 'data' : 'errors'}`,
    );
    const row = (name: string, load: LoadResult, p: { p50: number; p99: number }) =>
      `| ${name} | ${Math.round(load.rps).toLocaleString('en')} | ${load.p50} | ${load.p99} | ${ms(p.p50)} | ${ms(p.p99)} | ${load.non2xx + load.errors} |`;
    const date = new Date().toISOString().slice(0, 10);
    const notes: string[] = [];
    if (!result.masterHasData)
      notes.push(
        `the api has no master-data resolvers yet: \`${result.masterLabel}\` answers \`null\` (a clean answer, so it is cached); the upstream figures are for that cheap answer`,
      );
    if (!result.searchWorks)
      notes.push(
        'the api answers searchJobs with errors (resolvers pending): the forwarded figures measure the forwarding path on an error answer, not a job list',
      );
    const pending = notes.length > 0;
    const master = result.masterLabel;
    const markdown = [
      '<!-- bff-bench:start (written by `pnpm --filter @jobsite/bff bench`) -->',
      `Run ${date} on this machine (${os.cpus().length} cores, Node ${process.version}, load average ${loadBefore} before the run, ${loadAfter} after): api (in-memory PGlite, ${process.env.BENCH_SEED_JOBS ?? '5000'} seeded jobs), BFF (production bundle), Redis and autocannon on one host, 127.0.0.1 only. autocannon: ${CONNECTIONS} connections, ${DURATION_S} s after a 1 s warm-up; "sequential": one kept-alive connection for ${PROBE_MS / 1000} s, µs timer. ${ROUNDS} interleaved rounds; the median round of each path is shown.`,
      '',
      '| path | requests/s | p50 ms (load) | p99 ms (load) | p50 ms (sequential) | p99 ms (sequential) | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row(`${master}, BFF cache hit`, results.masterCached, probes.masterCached),
      row(`${master}, api directly`, results.masterDirect, probes.masterDirect),
      row('searchJobs (25), forwarded by the BFF', results.searchForwarded, probes.searchForwarded),
      row('searchJobs (25), api directly', results.searchDirect, probes.searchDirect),
      '',
      `- Cached master data serves **${result.cacheRatio.toFixed(1)}×** the requests/s of the same query upstream (target ≥ 3×), through the one pipeline (decision 0035).`,
      `- A repeat GET of it with the answer's ETag (\`If-None-Match\`, as a browser or CDN revalidates): **${Math.round(revalidation.rps).toLocaleString('en')}** requests/s, ${(revalidation.notModifiedShare * 100).toFixed(1)} % answered 304 without a body; the first answer said \`${revalidation.cacheControl}\`. Hit ratio of the master-data cache at the BFF over the run: **${(revalidation.hitRatio * 100).toFixed(2)} %**.`,
      `- Forwarding adds **${ms(result.forwardingAddsUs)} ms** at p50 (target < 1 ms): the median difference of ${result.forwardingPairs.toLocaleString('en')} pairs of searchJobs requests, one through the BFF and one straight to the api, alternated on one kept-alive connection each (median round).`,
      ...(cpuCached !== null && cpuDirect !== null
        ? [
            `- CPU time per ${master} request, each server's own process (8 connections, median of 3 × 4,000): BFF cache hit **${Math.round(cpuCached)} µs**, api **${Math.round(cpuDirect)} µs** (${(cpuDirect / cpuCached).toFixed(1)}×).`,
          ]
        : []),
      `- One more hop on this machine: in ${ROUNDS} more rounds of the same pairs, the BFF added ${ms(middle(hop.bff))} ms and a bare Node proxy (\`bench/reference-proxy.ts\`: HTTP server and undici, no checks, logs or metrics) ${ms(middle(hop.proxy))} ms.`,
      ...(cpuForwarding !== null
        ? [
            `- CPU time the BFF spends forwarding one searchJobs (its own process; the api's time is not in it): **${Math.round(cpuForwarding)} µs**.`,
          ]
        : []),
      ...(loaded
        ? [
            `- **Loaded machine:** other work was running (load average above the ${os.cpus().length} cores), so requests/s and latencies are lower and noisier than on a quiet machine; the CPU times above are the steadier comparison.`,
          ]
        : []),
      ...(pending
        ? [
            '',
            `**Figures pending the api's resolvers:** ${notes.join('; ')}. Re-run \`pnpm --filter @jobsite/bff bench\` once they land.`,
          ]
        : []),
      '<!-- bff-bench:end -->',
    ].join('\n');
    console.info(`\n${markdown}\n`);
    if (process.env.BENCH_WRITE_DOCS !== '0') {
      writeDocsBlock(performanceDoc, { name: 'bff-bench', heading: '## BFF', block: markdown });
      console.info(`figures written to ${path.relative(repoRoot, performanceDoc)}`);
    }
  } finally {
    await bff.stop();
    await api.stop();
    await redis.stop();
  }
}

await main();
