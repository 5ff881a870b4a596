// The load test: autocannon on loopback sends a browsing mix to the web origin (pages, and
// /graphql, which the web forwards to the BFF and the BFF to the api) for a bounded time, after
// a warm-up of the same mix on the same connections. Asserted: no 5xx and no connection error
// or timeout; each process's resident memory in the second half of the run within a stated
// bound of what it was before (peaks compared).
import autocannon from 'autocannon';
import { treeRss } from '../services/memory';

export interface LoadSettings {
  durationS: number;
  connections: number;
  warmupS: number;
  /** Largest accepted RSS growth of a process between the end of warm-up and the end, %. */
  memoryBoundPercent: number;
}

export const DEFAULT_LOAD_SETTINGS: LoadSettings = {
  durationS: 60,
  connections: 100,
  warmupS: 15,
  memoryBoundPercent: 30,
};

interface MixEntry {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const SEARCH = `query Search($occupation: String, $query: JobSearchInput) {
  searchJobs(occupation: $occupation, query: $query, per: 25) {
    totalCount nodes { id title lowestSalary highestSalary company { name } prefecture { name } }
  }
}`;

const MASTER_QUERIES = [
  'query Occupations { occupations { id name occupationNameEn publishedJobCount } }',
  'query Prefectures { prefectures { id name prefectureEnName } }',
  'query Features { features { id name } }',
];

const PREFECTURES = ['tokyo', 'osaka', 'aichi', 'kanagawa', 'fukuoka', 'hokkaido'];
const KEYWORDS = ['ルート配送', '大型', 'フォークリフト', '未経験'];

/**
 * A browsing mix of the public site: per round, 2 home pages, 2 occupation lists, 3 prefecture
 * lists, 5 job pages, 3 searchJobs and 3 master-data queries through the web's /graphql.
 */
export function browsingMix(jobPaths: string[]): MixEntry[] {
  const mix: MixEntry[] = [];
  const gql = (kind: string, query: string, variables?: unknown): MixEntry => ({
    kind,
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
  });
  const rounds = Math.max(2, Math.ceil(jobPaths.length / 5));
  for (let round = 0; round < rounds; round += 1) {
    mix.push({ kind: 'home', method: 'GET', path: '/' });
    mix.push({ kind: 'occupation list', method: 'GET', path: round % 2 ? '/forklift' : '/driver' });
    for (let i = 0; i < 3; i += 1) {
      const prefecture = PREFECTURES[(round * 3 + i) % PREFECTURES.length];
      mix.push({ kind: 'prefecture list', method: 'GET', path: `/driver/${prefecture}/` });
    }
    for (let i = 0; i < 5; i += 1) {
      const job = jobPaths[(round * 5 + i) % jobPaths.length];
      if (job) mix.push({ kind: 'job detail', method: 'GET', path: job });
    }
    mix.push({ kind: 'home', method: 'GET', path: '/' });
    mix.push({ kind: 'occupation list', method: 'GET', path: '/driver' });
    for (let i = 0; i < 3; i += 1) {
      const n = round * 3 + i;
      mix.push(
        gql('graphql searchJobs', SEARCH, {
          occupation: 'driver',
          query: {
            keyword: KEYWORDS[n % KEYWORDS.length],
            prefectureNameEn: PREFECTURES[n % PREFECTURES.length],
          },
        }),
      );
      mix.push(gql('graphql master data', MASTER_QUERIES[n % MASTER_QUERIES.length] as string));
    }
  }
  return mix;
}

export interface KindTally {
  requests: number;
  /** Count per HTTP status. */
  statuses: Record<string, number>;
  /** Requests of this kind that got no answer within the timeout. */
  timeouts: number;
  /** Median and 99th percentile of this kind's response times, ms. */
  p50: number;
  p99: number;
}

export interface MemorySample {
  name: string;
  /** Highest RSS of the process tree from the second half of the warm-up to mid-run. */
  beforeBytes: number;
  /** Highest RSS during the whole run. */
  peakBytes: number;
  /** Highest RSS in the second half of the run. */
  afterBytes: number;
  /** Seconds since the warm-up began and RSS in MB, every 5 s (the JSON output's trajectory). */
  series: Array<[number, number]>;
  growthPercent: number;
  withinBound: boolean;
}

/** What the warm-up saw: it is not measured, but what went wrong in it is reported. */
export interface WarmupTally {
  requests: number;
  status5xx: number;
  timeouts: number;
}

export interface LoadResult {
  settings: LoadSettings;
  warmup: WarmupTally;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  /** Connection errors other than timeouts. */
  errors: number;
  timeouts: number;
  byKind: Record<string, KindTally>;
  memory: MemorySample[];
  passed: boolean;
  failures: string[];
}

type Tallies = Record<
  string,
  { statuses: Record<string, number>; times: number[]; timeouts: number }
>;

/**
 * autocannon over the mix: every connection takes the next entry of one shared rotation, so
 * the mix is sent in its proportions however long the run and however many connections. A
 * request sent before `measureFrom` (performance.now()) is the warm-up's and goes to `warmup`,
 * any later one to `measured`.
 */
function run(
  webUrl: string,
  mix: MixEntry[],
  durationS: number,
  connections: number,
  measureFrom: number,
  tallies: { warmup: Tallies; measured: Tallies },
) {
  let next = 0;
  const tally = (kind: string, sentAt: number) => {
    const byKind = sentAt < measureFrom ? tallies.warmup : tallies.measured;
    byKind[kind] ??= { statuses: {}, times: [], timeouts: 0 };
    return byKind[kind];
  };
  /** autocannon's context of one request (a fresh one per request): what was sent, when. */
  type Context = { kind?: string; sentAt?: number };
  return autocannon({
    url: webUrl,
    connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    // A connection's timeout is for the request in flight, whose context is still current.
    setupClient: (client) => {
      // autocannon's types list only some of the client's events and none of its fields.
      const inner = client as unknown as {
        on(event: 'timeout', listener: () => void): void;
        requestIterator?: { context?: Context };
      };
      inner.on('timeout', () => {
        const context = inner.requestIterator?.context;
        tally(context?.kind ?? 'unknown', context?.sentAt ?? performance.now()).timeouts += 1;
      });
    },
    requests: [
      {
        setupRequest: (request, context: Context) => {
          const entry = mix[next % mix.length] as MixEntry;
          next += 1;
          context.kind = entry.kind;
          context.sentAt = performance.now();
          return {
            ...request,
            method: entry.method,
            path: entry.path,
            ...(entry.body
              ? { body: entry.body, headers: { 'content-type': 'application/json' } }
              : { body: undefined, headers: { accept: 'text/html' } }),
          };
        },
        onResponse: (status: number, _body: string, context: Context) => {
          const kind = tally(context.kind ?? 'unknown', context.sentAt ?? performance.now());
          kind.statuses[status] = (kind.statuses[status] ?? 0) + 1;
          kind.times.push(performance.now() - (context.sentAt ?? performance.now()));
        },
      },
    ],
  });
}

export async function loadTest(
  webUrl: string,
  jobPaths: string[],
  processes: Array<{ name: string; pid: () => number | undefined }>,
  settings: LoadSettings = DEFAULT_LOAD_SETTINGS,
  log: (line: string) => void = console.info,
): Promise<LoadResult> {
  const mix = browsingMix(jobPaths);
  const rss = () =>
    Object.fromEntries(processes.map(({ name, pid }) => [name, pid() ? treeRss(pid()!) : 0]));

  // Every page of the mix rendered once (the ISR cache filled), then the warm-up: the memory
  // measured after it is the steady state, not the start-up.
  const pages = [...new Set(mix.filter((entry) => entry.method === 'GET').map((e) => e.path))];
  log(`load: rendering the ${pages.length} pages of the mix once`);
  for (const page of pages) {
    // Once more on a socket error: a kept-alive connection the server closed while idle.
    const get = () => fetch(`${webUrl}${page}`).then((response) => response.arrayBuffer());
    await get()
      .catch(get)
      .catch((error: unknown) => {
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        throw new Error(`GET ${page}: ${cause ?? (error as Error).message}`);
      });
  }
  // Memory every half second. A garbage-collected process's RSS saws up and down under load
  // (the web's by ±25 % over a minute), so the two halves are compared by their peaks: from the
  // second half of the warm-up through the first half of the run, against the second half of
  // the run. A leak makes new highs at the end; the saw does not.
  const samples: Array<{ at: number; bytes: Record<string, number> }> = [];
  const sampler = setInterval(() => samples.push({ at: performance.now(), bytes: rss() }), 500);
  const peakIn = (name: string, from: number, to: number) =>
    Math.max(
      0,
      ...samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.bytes[name] ?? 0),
    );
  // One autocannon run: the warm-up opens the connections and the measured seconds follow on
  // them. A saturated Node server accepts one new connection per turn of its event loop
  // (libuv since 1.45), so a fresh set of 100 connections opened at once waits seconds to be
  // accepted: that is the start-up, not the steady state, and a load balancer keeping its
  // connections to the web never does it. The warm-up's timeouts are reported, not asserted.
  log(
    `load: warm-up ${settings.warmupS} s then ${settings.durationS} s measured, ${settings.connections} connections, ${mix.length} requests in the mix`,
  );
  const warmupStart = performance.now();
  const runStart = warmupStart + settings.warmupS * 1000;
  const tallies = { warmup: {} as Tallies, measured: {} as Tallies };
  let result: autocannon.Result;
  try {
    result = await run(
      webUrl,
      mix,
      settings.warmupS + settings.durationS,
      settings.connections,
      runStart,
      tallies,
    );
  } finally {
    clearInterval(sampler);
  }
  const runEnd = performance.now();
  const quantile = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const byKind = Object.fromEntries(
    Object.entries(tallies.measured).map(([kind, { statuses, times, timeouts }]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return [
        kind,
        {
          requests: times.length,
          statuses,
          timeouts,
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
        },
      ];
    }),
  ) as Record<string, KindTally>;
  const measuredTimes = Object.values(tallies.measured)
    .flatMap((tally) => tally.times)
    .sort((a, b) => a - b);
  const statusCount = (tallied: Tallies, from: number, to: number) =>
    Object.values(tallied)
      .flatMap((tally) => Object.entries(tally.statuses))
      .filter(([status]) => Number(status) >= from && Number(status) < to)
      .reduce((sum, [, count]) => sum + count, 0);
  const timeoutsIn = (tallied: Tallies) =>
    Object.values(tallied).reduce((sum, tally) => sum + tally.timeouts, 0);
  const warmup: WarmupTally = {
    requests: Object.values(tallies.warmup).reduce((sum, tally) => sum + tally.times.length, 0),
    status5xx: statusCount(tallies.warmup, 500, 600),
    timeouts: timeoutsIn(tallies.warmup),
  };
  const measured = {
    requests: measuredTimes.length,
    status2xx: statusCount(tallies.measured, 200, 300),
    status4xx: statusCount(tallies.measured, 400, 500),
    status5xx: statusCount(tallies.measured, 500, 600),
    timeouts: timeoutsIn(tallies.measured),
  };
  const memory = processes.map(({ name }) => {
    const middle = (runStart + runEnd) / 2;
    const beforeBytes = peakIn(name, (warmupStart + runStart) / 2, middle);
    const afterBytes = peakIn(name, middle, runEnd);
    const growthPercent = beforeBytes ? ((afterBytes - beforeBytes) / beforeBytes) * 100 : 0;
    return {
      name,
      beforeBytes,
      peakBytes: peakIn(name, runStart, runEnd),
      afterBytes,
      series: samples
        .filter((_, i) => i % 10 === 0)
        .map((sample): [number, number] => [
          Math.round((sample.at - warmupStart) / 1000),
          Math.round((sample.bytes[name] ?? 0) / 2 ** 20),
        ]),
      growthPercent,
      withinBound: growthPercent < settings.memoryBoundPercent,
    };
  });
  const failures: string[] = [];
  // A 5xx in the warm-up fails the test as well: it is an answer, not a wait.
  const status5xx = measured.status5xx + warmup.status5xx;
  if (status5xx > 0) failures.push(`${status5xx} responses with a 5xx status`);
  // autocannon counts a timeout as an error too; errors are counted over the whole run.
  const errors = result.errors - result.timeouts;
  if (errors > 0) failures.push(`${errors} connection errors`);
  if (measured.timeouts > 0) {
    const which = Object.entries(byKind)
      .filter(([, tally]) => tally.timeouts > 0)
      .map(([kind, tally]) => `${kind} ${tally.timeouts}`)
      .join(', ');
    failures.push(`${measured.timeouts} timeouts (${which})`);
  }
  if (measured.requests === 0) failures.push('no request answered');
  for (const sample of memory) {
    if (!sample.withinBound) {
      failures.push(
        `${sample.name} memory grew ${sample.growthPercent.toFixed(0)} % (bound ${settings.memoryBoundPercent} %)`,
      );
    }
  }
  const round = (value: number) => Math.round(value);
  return {
    settings,
    warmup,
    requests: measured.requests,
    rps: measured.requests / settings.durationS,
    p50: round(quantile(measuredTimes, 0.5)),
    p90: round(quantile(measuredTimes, 0.9)),
    p99: round(quantile(measuredTimes, 0.99)),
    max: round(measuredTimes.at(-1) ?? 0),
    status2xx: measured.status2xx,
    status4xx: measured.status4xx,
    status5xx,
    errors,
    timeouts: measured.timeouts,
    byKind,
    memory,
    passed: failures.length === 0,
    failures,
  };
}
