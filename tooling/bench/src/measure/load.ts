// The load test: autocannon on loopback sends a browsing mix to the web origin (pages, and
// /graphql, which the web forwards to the BFF and the BFF to the api) for a bounded time, after
// a warm-up of the same mix. Asserted: no 5xx and no connection error or timeout; each
// process's resident memory after the run within a stated bound of what it was after warm-up.
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
}

export interface MemorySample {
  name: string;
  beforeBytes: number;
  peakBytes: number;
  afterBytes: number;
  growthPercent: number;
  withinBound: boolean;
}

export interface LoadResult {
  settings: LoadSettings;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  timeouts: number;
  byKind: Record<string, KindTally>;
  memory: MemorySample[];
  passed: boolean;
  failures: string[];
}

/**
 * autocannon over the mix: every connection takes the next entry of one shared rotation, so
 * the mix is sent in its proportions however long the run and however many connections.
 */
function run(
  webUrl: string,
  mix: MixEntry[],
  durationS: number,
  connections: number,
  byKind: Record<string, KindTally>,
) {
  let next = 0;
  type Context = { kind?: string };
  return autocannon({
    url: webUrl,
    connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context: Context) => {
          const entry = mix[next % mix.length] as MixEntry;
          next += 1;
          context.kind = entry.kind;
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
          const kind = context.kind ?? 'unknown';
          const tally = byKind[kind] ?? { requests: 0, statuses: {} };
          tally.requests += 1;
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          byKind[kind] = tally;
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
  for (const page of pages) await (await fetch(`${webUrl}${page}`)).arrayBuffer();
  log(`load: warm-up ${settings.warmupS} s, ${settings.connections} connections`);
  await run(webUrl, mix, settings.warmupS, settings.connections, {});
  const before = rss();
  const peak = { ...before };
  const sampler = setInterval(() => {
    for (const [name, bytes] of Object.entries(rss()))
      peak[name] = Math.max(peak[name] ?? 0, bytes);
  }, 1000);
  const byKind: Record<string, KindTally> = {};
  log(
    `load: ${settings.durationS} s, ${settings.connections} connections, ${mix.length} requests in the mix`,
  );
  let result: autocannon.Result;
  try {
    result = await run(webUrl, mix, settings.durationS, settings.connections, byKind);
  } finally {
    clearInterval(sampler);
  }
  const after = rss();
  const memory = processes.map(({ name }) => {
    const beforeBytes = before[name] ?? 0;
    const afterBytes = after[name] ?? 0;
    const growthPercent = beforeBytes ? ((afterBytes - beforeBytes) / beforeBytes) * 100 : 0;
    return {
      name,
      beforeBytes,
      peakBytes: Math.max(peak[name] ?? 0, afterBytes),
      afterBytes,
      growthPercent,
      withinBound: growthPercent < settings.memoryBoundPercent,
    };
  });
  const failures: string[] = [];
  if (result['5xx'] > 0) failures.push(`${result['5xx']} responses with a 5xx status`);
  if (result.errors > 0) failures.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) failures.push(`${result.timeouts} timeouts`);
  if (result.requests.total === 0) failures.push('no request answered');
  for (const sample of memory) {
    if (!sample.withinBound) {
      failures.push(
        `${sample.name} memory grew ${sample.growthPercent.toFixed(0)} % (bound ${settings.memoryBoundPercent} %)`,
      );
    }
  }
  return {
    settings,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    status2xx: result['2xx'],
    status4xx: result['4xx'],
    status5xx: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    byKind,
    memory,
    passed: failures.length === 0,
    failures,
  };
}
