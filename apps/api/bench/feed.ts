/**
 * `pnpm --filter @jobsite/api bench:feed [-- --jobs 20000,200000]`: time and peak memory of
 * the aggregators' job feed (GET /feeds/jobs.xml, decision 0034) streamed over HTTP from the
 * real app, at each size. Uses the api bench's databases (bench/database.ts): PGlite under
 * `.data/bench/pglite-N`, or a PostgreSQL server (`bench:feed:postgres` starts a throwaway one).
 *
 * Peak memory is the process's resident set and V8 heap sampled every 5 ms while the feed
 * streams, against the same figures just before the request: what the feed adds on top of
 * the api at rest. The client reads the body as a stream and only counts its bytes.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { FEED_PATH } from '../src/modules/feeds/job-feed';
import { openSeeded } from './database';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    jobs: { type: 'string', default: '20000,200000' },
    runs: { type: 'string', default: '3' },
  },
});
const sizes = values.jobs.split(',').map((s) => Number(s.trim()));
const runs = Number(values.runs);

// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a server (bench:feed:postgres starts
// one), as the api bench (run.ts): one database per size, seeded once.
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

for (const jobs of sizes) {
  const handle = await openSeeded(jobs, serverUrl);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    FIREBASE_API_KEY: 'unused',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    CATALOGUE_RENEWAL: 'false',
  });
  const app = await buildApp(config, { database: handle });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  for (let run = 1; run <= runs; run++) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);
    const started = performance.now();
    const response = await fetch(`${address}${FEED_PATH}`);
    let firstByte = 0;
    let bytes = 0;
    let items = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByte = performance.now() - started;
      bytes += chunk.byteLength;
      // Counted across chunk boundaries: a tag may be split between two chunks.
      const text = tail + decoder.decode(chunk, { stream: true });
      items += text.split('</job>').length - 1;
      tail = text.slice(-5);
      if (tail.includes('>')) tail = tail.slice(tail.lastIndexOf('>') + 1);
    }
    const total = performance.now() - started;
    clearInterval(sampler);
    const conditional = performance.now();
    const again = await fetch(`${address}${FEED_PATH}`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    await again.arrayBuffer();
    const notModified = performance.now() - conditional;
    console.info(
      JSON.stringify({
        jobs,
        run,
        status: response.status,
        feedJobs: items,
        feedJobsHeader: Number(response.headers.get('x-feed-jobs')),
        megabytes: Number(mb(bytes)),
        firstByteMs: Math.round(firstByte),
        totalMs: Math.round(total),
        rssBeforeMb: Number(mb(before.rss)),
        rssPeakMb: Number(mb(peakRss)),
        heapBeforeMb: Number(mb(before.heapUsed)),
        heapPeakMb: Number(mb(peakHeap)),
        notModified: again.status,
        notModifiedMs: Math.round(notModified),
      }),
    );
  }
  await app.close();
  await handle.close();
}
