// Page server response time: what the web server (`node server.mjs`) takes to answer a page, body included, on one
// kept-alive connection, one request at a time. The first request of a page renders it (ISR);
// the rest are served from the cache, which is what visitors get.
import http from 'node:http';

export interface PageTiming {
  label: string;
  path: string;
  status: number;
  bytes: number;
  /** The first request: a render on the server (nothing cached yet). */
  firstMs: number;
  p50: number;
  p95: number;
  /** Time to the first byte, median. */
  ttfbP50: number;
  samples: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** One GET on the kept-alive agent: status, total and first-byte time (ms), body bytes. */
function timed(agent: http.Agent, url: string) {
  return new Promise<{ status: number; ms: number; ttfb: number; bytes: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const ttfb = performance.now() - started;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            ttfb,
            bytes,
          }),
        );
        response.on('error', reject);
      });
      req.on('error', reject);
    },
  );
}

export async function measurePages(
  webUrl: string,
  pages: Array<{ label: string; path: string }>,
  { requests = 50, warmup = 5 }: { requests?: number; warmup?: number } = {},
): Promise<PageTiming[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results: PageTiming[] = [];
  try {
    for (const page of pages) {
      const url = `${webUrl}${page.path}`;
      const first = await timed(agent, url);
      for (let i = 0; i < warmup; i += 1) await timed(agent, url);
      const times: number[] = [];
      const ttfbs: number[] = [];
      let last = first;
      for (let i = 0; i < requests; i += 1) {
        last = await timed(agent, url);
        if (last.status !== 200) throw new Error(`${page.path}: HTTP ${last.status}`);
        times.push(last.ms);
        ttfbs.push(last.ttfb);
      }
      times.sort((a, b) => a - b);
      ttfbs.sort((a, b) => a - b);
      results.push({
        ...page,
        status: last.status,
        bytes: last.bytes,
        firstMs: first.ms,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        ttfbP50: percentile(ttfbs, 50),
        samples: times.length,
      });
    }
  } finally {
    agent.destroy();
  }
  return results;
}
