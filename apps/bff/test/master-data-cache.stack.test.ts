// The master-data cache against a real Redis and the real api: hit and miss, one upstream
// fetch per key however many wait (in one process and across two), invalidation by command
// and by admin endpoint reaching every process, TTL with stale-while-revalidate, errors never
// cached, and the in-process store when REDIS_URL is unset.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { invalidateMasterData } from '../src/cache/invalidate';
import { gql, testBff } from './support/bff';

// Master data the api answers today (null until its resolvers land, then Tokyo): either way a
// clean answer, so it is cached.
const TOKYO = 'query Tokyo($code: Int) { prefecture(code: $code) { id name prefectureEnName } }';
// An error by contract (NOT_FOUND for an unknown prefecture slug), never cached.
const UNKNOWN_PREFECTURE = '{ searchMunicipalities(prefectureNameEn: "atlantis") { id name } }';
const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123';

const open: FastifyInstance[] = [];
async function bff(env: Record<string, string | undefined> = {}) {
  const app = await testBff({ ADMIN_TOKEN, ...env });
  open.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

const tokyo = (app: FastifyInstance) => gql(app, TOKYO, { variables: { code: 13 } });

/** The x-cache header of Tokyo's prefecture, polled until it is `state`. */
const settlesAt = (app: FastifyInstance, state: string, timeout = 10_000) =>
  expect
    .poll(async () => (await tokyo(app)).headers['x-cache'], { timeout, interval: 20 })
    .toBe(state);

describe('master-data cache', () => {
  it('answers the second request from the cache with the upstream bytes', async () => {
    const app = await bff();
    const first = await tokyo(app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const direct = await fetch(inject('apiGraphqlUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: TOKYO, variables: { code: 13 } }),
    });
    expect(first.body).toBe(await direct.text());
    const second = await tokyo(app);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    // Same variables in another key order, and the same query sent as GET: the same entry.
    const get = await app.inject({
      url: `/graphql?query=${encodeURIComponent(TOKYO)}&variables=${encodeURIComponent('{"code":13}')}`,
    });
    expect(get.headers['x-cache']).toBe('HIT');
    expect(app.masterDataCache.stats.loads).toBe(1);
  });

  it('fetches once however many requests wait for the same key (stampede)', async () => {
    const app = await bff();
    const responses = await Promise.all(Array.from({ length: 40 }, () => tokyo(app)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(app.masterDataCache.stats.loads).toBe(1);
  });

  it('fetches once across two BFF processes sharing Redis', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      bff({ REDIS_KEY_PREFIX: prefix }),
      bff({ REDIS_KEY_PREFIX: prefix }),
    ]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => tokyo(i % 2 ? a : b)));
    expect(a.masterDataCache.stats.loads + b.masterDataCache.stats.loads).toBe(1);
    // A third process finds the entry in Redis.
    const c = await bff({ REDIS_KEY_PREFIX: prefix });
    expect((await tokyo(c)).headers['x-cache']).toBe('HIT');
    expect(c.masterDataCache.stats.loads).toBe(0);
  });

  it('invalidates by field through the admin endpoint, in every process', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      bff({ REDIS_KEY_PREFIX: prefix }),
      bff({ REDIS_KEY_PREFIX: prefix }),
    ]);
    await tokyo(a);
    expect((await tokyo(b)).headers['x-cache']).toBe('HIT'); // b now holds it in memory too
    const refused = await a.inject({
      method: 'POST',
      url: '/admin/cache/invalidate',
      payload: { fields: ['prefecture'] },
    });
    expect(refused.statusCode).toBe(401);
    const response = await a.inject({
      method: 'POST',
      url: '/admin/cache/invalidate',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { fields: ['prefecture'] },
    });
    expect(response.json()).toEqual({ invalidated: ['prefecture'], deleted: 1 });
    await settlesAt(b, 'MISS');
  });

  it('invalidates through the cache:invalidate command (all, or some fields)', async () => {
    const prefix = `test:${randomUUID()}:`;
    const app = await bff({ REDIS_KEY_PREFIX: prefix });
    await tokyo(app);
    expect(
      await invalidateMasterData({
        target: { url: inject('redisUrl') },
        prefix,
        fields: ['occupations'],
      }),
    ).toBe(0);
    expect((await tokyo(app)).headers['x-cache']).toBe('HIT');
    expect(
      await invalidateMasterData({ target: { url: inject('redisUrl') }, prefix }),
    ).toBeGreaterThanOrEqual(1);
    await settlesAt(app, 'MISS');
  });

  it('serves a stale entry once past its TTL while one request refreshes it', async () => {
    // The cache's clock is moved past the TTL: no waiting, whatever the machine's load.
    let now = Date.now();
    const app = await testBff({ ADMIN_TOKEN, MASTER_CACHE_TTL_SECONDS: '3' }, { now: () => now });
    open.push(app);
    await tokyo(app);
    expect((await tokyo(app)).headers['x-cache']).toBe('HIT');
    now += 3100;
    const stale = await tokyo(app);
    expect(stale.headers['x-cache']).toBe('STALE');
    // The refresh counts its load before it stores the entry: wait for the answer, not the
    // count. Requests meanwhile are stale too and start no second load.
    await settlesAt(app, 'HIT', 20_000);
    expect(app.masterDataCache.stats.loads).toBe(2);
  });

  it('never caches an error answer', async () => {
    const app = await bff();
    const first = await gql(app, UNKNOWN_PREFECTURE);
    const second = await gql(app, UNKNOWN_PREFECTURE);
    expect(first.json().errors).toBeDefined();
    expect(second.headers['x-cache']).toBe('MISS');
    expect(app.masterDataCache.stats.loads).toBe(2);
  });

  it('forwards operations that mix master data with anything else, and refuses invalid ones', async () => {
    const app = await bff();
    const mixed = await gql(app, '{ prefecture(code: 13) { id } isMember(conversionId: "x") }');
    expect(mixed.headers['x-cache']).toBeUndefined();
    const invalid = await gql(app, '{ prefecture(code: 13) { noSuchField } }');
    expect(invalid.statusCode).toBe(400);
    expect(app.masterDataCache.stats.loads).toBe(0);
  });

  it('uses an in-process cache when REDIS_URL is unset, and says so in the log', async () => {
    const lines: string[] = [];
    const app = await testBff(
      { REDIS_URL: '', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    open.push(app);
    expect(lines.join('')).toMatch(
      /REDIS_URL is not set: sessions, the master-data cache and rate limits use an in-process store/,
    );
    await Promise.all(Array.from({ length: 10 }, () => tokyo(app)));
    expect((await tokyo(app)).headers['x-cache']).toBe('HIT');
    expect(app.masterDataCache.stats.loads).toBe(1);
  });
});
