import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_REVALIDATION_TARGETS } from '@jobsite/domain/web-cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkRevalidation, HttpWebPageCache, jobRevalidation } from './page-cache';

type Received = { authorization: string | undefined; body: { paths: string[]; tags: string[] } };

/** A stand-in for the web's `POST /ops/revalidate` answering the given statuses in turn. */
async function fakeWeb(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      response.statusCode = statuses.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

const warnings: unknown[] = [];
const log = { warn: (fields: unknown) => void warnings.push(fields) };
let close: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  close?.();
  warnings.length = 0;
});

describe('the web page cache client (decision 0061)', () => {
  it('names a job’s page, its data, its company, the lists and the sitemaps', () => {
    expect(jobRevalidation([{ id: 7, occupation: 'driver', companyId: 3 }])).toEqual({
      paths: ['/driver/job/7'],
      tags: ['jobs', 'sitemap', 'job:7', 'company:3'],
    });
  });

  it('splits a large revalidation into requests the web accepts', () => {
    const refs = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      occupation: 'driver',
      companyId: 1,
    }));
    const chunks = chunkRevalidation(jobRevalidation(refs));
    expect(chunks.every((c) => c.paths.length + c.tags.length <= MAX_REVALIDATION_TARGETS)).toBe(
      true,
    );
    expect(chunks.flatMap((c) => c.paths)).toHaveLength(120);
    expect(chunks.flatMap((c) => c.tags)).toHaveLength(2 + 120 + 1);
  });

  it('posts with the bearer token and retries a web that is restarting', async () => {
    const web = await fakeWeb([503, 502, 200]);
    close = web.close;
    const cache = new HttpWebPageCache({
      webUrl: `${web.url}/`,
      token: 't'.repeat(32),
      firstRetryDelayMs: 0,
      log,
    });
    expect(await cache.revalidate({ paths: ['/driver/job/1'], tags: ['jobs'] })).toBe(true);
    expect(web.received).toHaveLength(3);
    expect(web.received[2]).toEqual({
      authorization: `Bearer ${'t'.repeat(32)}`,
      body: { paths: ['/driver/job/1'], tags: ['jobs'] },
    });
    expect(warnings).toEqual([]);
  });

  it('gives up after its attempts, and at once on a refusal, without throwing', async () => {
    const web = await fakeWeb([500, 500, 401]);
    close = web.close;
    const cache = new HttpWebPageCache({
      webUrl: web.url,
      token: 't'.repeat(32),
      attempts: 2,
      firstRetryDelayMs: 0,
      log,
    });
    expect(await cache.revalidate({ paths: [], tags: ['jobs'] })).toBe(false);
    expect(web.received).toHaveLength(2);
    expect(await cache.revalidate({ paths: [], tags: ['jobs'] })).toBe(false);
    expect(web.received).toHaveLength(3);
    expect(warnings).toHaveLength(2);

    const gone = new HttpWebPageCache({
      webUrl: 'http://127.0.0.1:9',
      token: 't'.repeat(32),
      attempts: 2,
      firstRetryDelayMs: 0,
      log,
    });
    expect(await gone.revalidate({ paths: [], tags: ['jobs'] })).toBe(false);
  });

  it('waits 0.5, 1 and 2 s between attempts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const statuses = [503, 503, 503, 200];
    let calls = 0;
    const fetch = async () => {
      calls++;
      return new Response('{}', { status: statuses.shift() });
    };
    const cache = new HttpWebPageCache({ webUrl: 'http://web', token: 't'.repeat(32), fetch, log });
    const done = cache.revalidate({ paths: [], tags: ['jobs'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    for (const [wait, attempt] of [
      [500, 2],
      [1000, 3],
      [2000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toBe(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(attempt);
    }
    expect(await done).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('retries a refused connection and a timeout, as the web restarting', async () => {
    const failures = [
      new TypeError('fetch failed'),
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
    ];
    let calls = 0;
    const fetch = async () => {
      calls++;
      const failure = failures.shift();
      if (failure) throw failure;
      return new Response('{}', { status: 200 });
    };
    const cache = new HttpWebPageCache({
      webUrl: 'http://web',
      token: 't'.repeat(32),
      firstRetryDelayMs: 0,
      fetch,
      log,
    });
    expect(await cache.revalidate({ paths: [], tags: ['jobs'] })).toBe(true);
    expect(calls).toBe(3);
    expect(warnings).toEqual([]);
  });
});
