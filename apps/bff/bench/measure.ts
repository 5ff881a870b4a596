// The BFF's measurements, as functions: `bench/run.ts` (this package's `pnpm bench`) runs them
// against an api and a BFF it starts; the root `pnpm bench` (tooling/bench) against its stack.
//   - a master-data query answered from the BFF's cache vs the same query straight to the api;
//   - searchJobs forwarded by the BFF vs straight to the api.
// autocannon gives requests/s and p50/p99 under load (ms resolution); a sequential probe on
// one kept-alive connection gives p50/p99 in µs; "forwarding adds" is read from requests
// through the BFF and straight to the api alternated in pairs (pairedProbe).
import autocannon from 'autocannon';
import { Pool } from 'undici';

export const MASTER_QUERIES = [
  {
    label: 'occupations',
    query: 'query Occupations { occupations { id name occupationNameEn publishedJobCount } }',
  },
  {
    label: 'prefecture(code: 13)',
    query: 'query Tokyo { prefecture(code: 13) { id name prefectureEnName } }',
  },
];
export const SEARCH_JOBS = {
  query:
    'query SearchJobs($per: Int) { searchJobs(occupation: "driver", per: $per) { totalCount nodes { id title lowestSalary highestSalary company { name } prefecture { name } features { id name } } } }',
  variables: { per: 25 },
};

export interface GatewaySettings {
  /** autocannon seconds per scenario and round (after a 1 s warm-up). */
  durationS: number;
  connections: number;
  /** Milliseconds of the sequential probe per scenario and round. */
  probeMs: number;
  /** Rounds, each running every scenario once in turn; the median round is reported. */
  rounds: number;
}

export const DEFAULT_GATEWAY_SETTINGS: GatewaySettings = {
  durationS: Number(process.env.BENCH_DURATION_S ?? 4),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
  probeMs: Number(process.env.BENCH_PROBE_MS ?? 1500),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};

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

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  url: string,
  body: unknown,
  settings: Pick<GatewaySettings, 'durationS' | 'connections'>,
): Promise<LoadResult> {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: settings.connections,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, pools, caches
  const result = await autocannon({ ...options, duration: settings.durationS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * A browser's or CDN's repeat of a public GET (decision 0035): the answer's ETag sent back in
 * `If-None-Match`, answered 304 without a body. Returns the requests/s, the 304 share, the
 * `Cache-Control` the first answer carried, and the master-data cache's hit ratio at the BFF
 * over the whole run (its Prometheus counters).
 */
export async function measureRevalidation(
  bffGraphqlUrl: string,
  query: string,
  settings: Pick<GatewaySettings, 'durationS' | 'connections'>,
) {
  const url = `${bffGraphqlUrl}?query=${encodeURIComponent(query)}`;
  const first = await fetch(url);
  await first.text();
  const etag = first.headers.get('etag') ?? '';
  const options = {
    url,
    method: 'GET' as const,
    headers: { 'if-none-match': etag },
    connections: settings.connections,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: settings.durationS });
  const metrics = await (await fetch(new URL('/metrics', bffGraphqlUrl))).text();
  const counter = (outcome: string) =>
    Number(
      new RegExp(`bff_master_data_cache_requests_total\\{result="${outcome}"[^}]*\\} (\\d+)`).exec(
        metrics,
      )?.[1] ?? 0,
    );
  const hits = counter('hit');
  const all = hits + counter('miss') + counter('stale');
  return {
    rps: result.requests.average,
    notModifiedShare: result['3xx'] / Math.max(1, result.requests.total),
    cacheControl: first.headers.get('cache-control') ?? '',
    hitRatio: all > 0 ? hits / all : 0,
  };
}

/**
 * POSTs of one JSON body to `url` over a pool of `connections` kept-alive connections, each
 * answer read in full: the requests of the probes here and of `cpu.ts`.
 */
export function jsonPoster(url: string, body: unknown, connections = 1) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections });
  const payload = JSON.stringify(body);
  return {
    /** Sends the body once; resolves with the microseconds until its answer was read. */
    send: async (): Promise<number> => {
      const started = process.hrtime.bigint();
      const response = await pool.request({
        method: 'POST',
        path: target.pathname,
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      await response.body.text();
      return Number(process.hrtime.bigint() - started) / 1000;
    },
    close: () => pool.close(),
  };
}

/** Sequential requests on one kept-alive connection: latency without queueing, in µs. */
export interface Probe {
  p50: number;
  p99: number;
  count: number;
}

export async function probe(url: string, body: unknown, probeMs: number): Promise<Probe> {
  const poster = jsonPoster(url, body);
  for (let i = 0; i < 100; i += 1) await poster.send();
  const samples: number[] = [];
  const end = Date.now() + probeMs;
  while (Date.now() < end) samples.push(await poster.send());
  await poster.close();
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: samples.length };
}

/**
 * The latency the BFF adds to an operation: requests through the BFF and straight to the api
 * alternated one by one (each on its own kept-alive connection, which one goes first
 * alternating too), and the median of each pair's difference, in µs. Both halves of a pair
 * meet the same moment of a shared machine, so the other work on it cancels out far better
 * than in the difference of two separate probes' medians.
 */
export async function pairedProbe(
  viaUrl: string,
  directUrl: string,
  body: unknown,
  probeMs: number,
): Promise<{ p50: number; pairs: number }> {
  const via = jsonPoster(viaUrl, body);
  const direct = jsonPoster(directUrl, body);
  try {
    for (let i = 0; i < 20; i += 1) {
      await via.send();
      await direct.send();
    }
    const differences: number[] = [];
    const end = Date.now() + probeMs;
    while (Date.now() < end) {
      if (differences.length % 2 === 0) {
        const through = await via.send();
        differences.push(through - (await direct.send()));
      } else {
        const straight = await direct.send();
        differences.push((await via.send()) - straight);
      }
    }
    differences.sort((a, b) => a - b);
    return {
      p50: differences[Math.floor(differences.length / 2)] ?? 0,
      pairs: differences.length,
    };
  } finally {
    await Promise.all([via.close(), direct.close()]);
  }
}

export type Scenario = 'masterCached' | 'masterDirect' | 'searchForwarded' | 'searchDirect';

export interface GatewayResult {
  /** The master-data query measured (`occupations`, or the fallback the api answers). */
  masterLabel: string;
  /** x-cache of the first and second BFF answer (MISS → HIT when the cache works). */
  cacheHeaders: [string | null, string | null];
  masterHasData: boolean;
  searchWorks: boolean;
  /** The median round of each scenario under load (by requests/s). */
  load: Record<Scenario, LoadResult>;
  /** The median round of each scenario's sequential probe (by p50). */
  sequential: Record<Scenario, Probe>;
  /** Cached requests/s over upstream requests/s of the same query (target ≥ 5). */
  cacheRatio: number;
  /**
   * What the BFF adds to searchJobs at p50, µs (target < 1000): the median of paired
   * differences (`pairedProbe`), median round.
   */
  forwardingAddsUs: number;
  /** Pairs behind `forwardingAddsUs` (its round). */
  forwardingPairs: number;
  settings: GatewaySettings;
}

/** Measures the BFF at `bffGraphqlUrl` against its upstream at `apiGraphqlUrl`, in one run. */
export async function measureGateway(
  apiGraphqlUrl: string,
  bffGraphqlUrl: string,
  settings: GatewaySettings = DEFAULT_GATEWAY_SETTINGS,
): Promise<GatewayResult> {
  let master = MASTER_QUERIES[MASTER_QUERIES.length - 1];
  for (const candidate of MASTER_QUERIES) {
    const answer = await post(apiGraphqlUrl, { query: candidate.query });
    if (answer.json.data && !answer.json.errors) {
      master = candidate;
      break;
    }
  }
  if (!master) throw new Error('no master query');
  const masterBody = { query: master.query };
  const masterAnswer = await post(apiGraphqlUrl, masterBody);
  const cached = await post(bffGraphqlUrl, masterBody);
  const hit = await post(bffGraphqlUrl, masterBody);
  const searchAnswer = await post(apiGraphqlUrl, SEARCH_JOBS);
  const searchWorks = Boolean(searchAnswer.json.data) && !searchAnswer.json.errors;
  const masterHasData = Boolean(
    (masterAnswer.json.data as Record<string, unknown> | null)?.[master.label.split('(')[0] ?? ''],
  );

  const scenarios: Record<Scenario, [string, unknown]> = {
    masterCached: [bffGraphqlUrl, masterBody],
    masterDirect: [apiGraphqlUrl, masterBody],
    searchForwarded: [bffGraphqlUrl, SEARCH_JOBS],
    searchDirect: [apiGraphqlUrl, SEARCH_JOBS],
  };
  const names = Object.keys(scenarios) as Scenario[];
  const loadRuns = Object.fromEntries(names.map((name) => [name, [] as LoadResult[]])) as Record<
    Scenario,
    LoadResult[]
  >;
  const probeRuns = Object.fromEntries(names.map((name) => [name, [] as Probe[]])) as Record<
    Scenario,
    Probe[]
  >;
  const pairedRuns: { p50: number; pairs: number }[] = [];
  // Interleaved rounds, so a burst of other work on the machine hits every scenario alike.
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const name of names) loadRuns[name].push(await load(...scenarios[name], settings));
    for (const name of names)
      probeRuns[name].push(await probe(...scenarios[name], settings.probeMs));
    pairedRuns.push(
      await pairedProbe(bffGraphqlUrl, apiGraphqlUrl, SEARCH_JOBS, settings.probeMs * 2),
    );
  }
  const median = <T>(runs: T[], by: (run: T) => number): T => {
    const sorted = [...runs].sort((a, b) => by(a) - by(b));
    return sorted[Math.floor(sorted.length / 2)] as T;
  };
  const loadResults = Object.fromEntries(
    names.map((name) => [name, median(loadRuns[name], (r) => r.rps)]),
  ) as Record<Scenario, LoadResult>;
  const sequential = Object.fromEntries(
    names.map((name) => [name, median(probeRuns[name], (r) => r.p50)]),
  ) as Record<Scenario, Probe>;
  return {
    masterLabel: master.label,
    cacheHeaders: [cached.headers.get('x-cache'), hit.headers.get('x-cache')],
    masterHasData,
    searchWorks,
    load: loadResults,
    sequential,
    cacheRatio: loadResults.masterCached.rps / loadResults.masterDirect.rps,
    forwardingAddsUs: median(pairedRuns, (run) => run.p50).p50,
    forwardingPairs: median(pairedRuns, (run) => run.p50).pairs,
    settings,
  };
}
