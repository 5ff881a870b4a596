/**
 * `pnpm --filter @jobsite/api bench:feed [-- --jobs 20000,200000]`: time and peak memory of
 * the aggregators' job feed (GET /feeds/jobs.xml, decision 0034) streamed over HTTP from the
 * real app, at each size. Uses the api bench's PGlite directories (`.data/bench/pglite-N`,
 * seeded once and kept; bench/run.ts makes the same ones), or DATABASE_URL's server.
 *
 * Peak memory is the process's resident set and V8 heap sampled every 5 ms while the feed
 * streams, against the same figures just before the request: what the feed adds on top of
 * the api at rest. The client reads the body as a stream and only counts its bytes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle, migrateDatabase, repoRoot } from '../src/db';
import { FEED_PATH } from '../src/modules/feeds/job-feed';
import { countJobs, seedDatabase } from '../src/seed/seed';

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

async function openSeeded(jobs: number): Promise<DatabaseHandle> {
  const dir = path.join(repoRoot(), '.data', 'bench', `pglite-${jobs}`);
  if (!existsSync(dir)) console.info(`bench:feed: creating ${dir}`);
  const handle = process.env.DATABASE_URL
    ? await createDatabase({ DATABASE_URL: process.env.DATABASE_URL, PGLITE_DATA_DIR: 'memory://' })
    : await createDatabase({ PGLITE_DATA_DIR: dir });
  await migrateDatabase(handle);
  if ((await countJobs(handle.db)) !== jobs) {
    console.info(`bench:feed: seeding ${jobs} jobs (once; kept for the next run)`);
    const result = await seedDatabase(handle, {
      jobs,
      reset: true,
      log: (message) => console.info(`bench:feed: seed: ${message}`),
    });
    console.info(`bench:feed: seeded in ${(result.durationMs / 1000).toFixed(0)} s`);
  }
  return handle;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

for (const jobs of sizes) {
  const handle = await openSeeded(jobs);
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
