// The shared ISR store on a real redis-server, with two handlers standing for two web
// instances: a page one stores is a hit on the other (with its policy), a revalidation on one
// is seen by the other, error answers are not stored, entries expire, Redis down is a miss.
import { createRedis } from '@jobsite/service-kit/redis';
import { type RedisServer, startRedisServer } from '@jobsite/service-kit/testing/redis-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pagePolicy } from '../lib/security-headers.mjs';
import { tagsManifest } from './next-internals.mjs';
import { closeRedisPageCaches, RedisPageCache } from './redis-page-cache.mjs';

let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  await closeRedisPageCaches();
  await server.stop();
});

const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const cacheControl = { revalidate: 300, expire: undefined };
const html = (text: string) =>
  `<!DOCTYPE html><html><body><script src="/a.js"></script><script>${text}</script></body></html>`;
const page = (text: string, tags: string) => ({
  kind: 'APP_PAGE',
  html: html(text),
  rscData: Buffer.from('0:{"a":1}'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});

/** Waits until the clock has moved on (entries and tags compare millisecond stamps). */
async function nextMillisecond() {
  const start = Date.now();
  while (Date.now() <= start) await new Promise((resolve) => setImmediate(resolve));
}

let prefixes = 0;
/** Two web instances sharing one Redis (each its own handler and connection). */
function instances(options: { ttlSeconds?: number } = {}) {
  prefixes += 1;
  const shared = { redis: { url: server.url }, prefix: `test${prefixes}:`, ...options };
  return [new RedisPageCache(shared), new RedisPageCache(shared)] as const;
}

describe('the shared ISR cache in Redis', () => {
  it('serves a page stored by one instance from the other, with its policy', async () => {
    const [a, b] = instances();
    const entry = page('self.__next_f.push([1,"a"])', '_N_T_/layout,_N_T_/driver');
    await a.set('/route-cache/APP_PAGE/x/$/driver', entry, { ...context, cacheControl });
    const hit = await b.get('/route-cache/APP_PAGE/x/$/driver', context);
    expect(hit?.value?.html).toBe(entry.html);
    expect(hit?.value?.headers).toMatchObject({
      'content-security-policy': pagePolicy(entry.html),
    });
    expect(Buffer.isBuffer(hit?.value?.rscData)).toBe(true);
    expect(String(hit?.value?.rscData)).toBe('0:{"a":1}');
    expect(hit?.value?.segmentData).toEqual(new Map([['/_tree', Buffer.from('tree')]]));
    expect(hit?.cacheControl).toEqual(cacheControl);
    expect(await b.get('/route-cache/APP_PAGE/x/$/other', context)).toBeNull();
  });

  it('makes a revalidation on one instance seen by the other', async () => {
    const [a, b] = instances();
    const key = '/route-cache/APP_PAGE/x/$/news';
    await b.set(key, page('n()', '_N_T_/layout,_N_T_/news'), { ...context, cacheControl });
    expect(await b.get(key, context)).not.toBeNull();

    // revalidatePath('/news') on instance a, a millisecond or more after the page was stored:
    // its implicit tag expires now.
    await nextMillisecond();
    await a.revalidateTag(['_N_T_/news']);
    tagsManifest.delete('_N_T_/news'); // b's process has not heard of it locally
    expect(await b.get(key, context)).toBeNull();
    expect(tagsManifest.get('_N_T_/news')?.expired).toBeTypeOf('number');

    // Rendered again and stored after the revalidation: a hit again.
    await nextMillisecond();
    await b.set(key, page('n2()', '_N_T_/layout,_N_T_/news'), { ...context, cacheControl });
    expect((await a.get(key, context))?.value?.html).toBe(html('n2()'));

    // revalidateTag(tag, profile): stale at once; the other instance's Next.js serves it stale.
    tagsManifest.delete('jobs');
    await a.set('/route-cache/APP_PAGE/x/$/jobs', page('j()', 'jobs'), {
      ...context,
      cacheControl,
    });
    await a.revalidateTag('jobs', { expire: 3600 });
    tagsManifest.delete('jobs');
    expect(await b.get('/route-cache/APP_PAGE/x/$/jobs', context)).not.toBeNull();
    expect(tagsManifest.get('jobs')?.stale).toBeTypeOf('number');
  });

  it('does not store error answers, and removes a copy from before', async () => {
    const [a, b] = instances();
    const key = '/route-cache/APP_PAGE/x/$/job/1';
    await a.set(key, page('ok()', '_N_T_/job/1'), { ...context, cacheControl });
    expect(await b.get(key, context)).not.toBeNull();
    await b.set(
      key,
      { ...page('gone()', '_N_T_/job/1'), status: 404 },
      { ...context, cacheControl },
    );
    expect(await a.get(key, context)).toBeNull();
  });

  it('keeps entries for their TTL only', async () => {
    const [a] = instances({ ttlSeconds: 60 });
    await a.set('/route-cache/APP_PAGE/x/$/ttl', page('t()', 't'), { ...context, cacheControl });
    const client = createRedis({ url: server.url });
    try {
      const ttl = await client.pttl(`test${prefixes}:e:/route-cache/APP_PAGE/x/$/ttl`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
    }
  });

  it('answers a miss while Redis is down, and drops writes, without failing', async () => {
    const [a] = instances();
    await server.kill();
    try {
      await expect(a.get('/route-cache/APP_PAGE/x/$/down', context)).resolves.toBeNull();
      await expect(
        a.set('/route-cache/APP_PAGE/x/$/down', page('d()', 'd'), { ...context, cacheControl }),
      ).resolves.toBeUndefined();
    } finally {
      await server.start();
    }
  });
});

describe('the store Next.js is given', () => {
  it('is the shared one with REDIS_URL or the sentinels, else the file system', async () => {
    const handlerWith = async (env: Record<string, string>) => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      try {
        const handler = (await import('./cache-handler.mjs')).default;
        const { RedisPageCache: shared } = await import('./redis-page-cache.mjs');
        const { PagePolicyCache: local } = await import('./cache-handler.mjs');
        return handler === shared ? 'redis' : handler === local ? 'file system' : 'other';
      } finally {
        vi.unstubAllEnvs();
      }
    };
    expect(await handlerWith({ REDIS_URL: '', REDIS_SENTINELS: '' })).toBe('file system');
    expect(await handlerWith({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('redis');
    expect(
      await handlerWith({ REDIS_SENTINELS: '127.0.0.1:26379', REDIS_SENTINEL_NAME: 'main' }),
    ).toBe('redis');
  });
});
