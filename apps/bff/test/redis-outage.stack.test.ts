// Redis going down mid-run and coming back, on a Redis of this file's own (the shared one
// stays up for the other files): master data still answers from upstream, signed-in requests
// fail with a clear code rather than signing anyone out, rate limits count per process, and
// everything uses Redis again once it is back.

import { type RedisServer, startRedisServer } from '@jobsite/service-kit/testing/redis-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, cookieHeader, gql, testBff, uniqueEmail } from './support/bff';

let redis: RedisServer;
let bff: FastifyInstance;
beforeAll(async () => {
  redis = await startRedisServer();
  bff = await testBff({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await bff.close();
  await redis.stop();
});

const prefecture = (code: number) =>
  gql(bff, 'query ($code: Int) { prefecture(code: $code) { id name } }', { variables: { code } });

describe('Redis down and back', () => {
  it('keeps answering, then uses Redis again', async () => {
    const email = uniqueEmail();
    const signUp = await authPost(bff, 'signup', {
      emailOrPhoneNumber: email,
      password: 'secret-123',
    });
    const cookie = cookieHeader(signUp);
    expect((await prefecture(1)).headers['x-cache']).toBe('MISS');

    await redis.kill();

    // Master data: a new key comes from upstream, fast, without waiting for Redis.
    const started = Date.now();
    const during = await prefecture(2);
    expect(during.statusCode).toBe(200);
    expect(during.headers['x-cache']).toBe('MISS');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(bff.masterDataCache.stats.redisErrors).toBeGreaterThan(0);
    // Entries this process already holds still answer.
    expect((await prefecture(1)).headers['x-cache']).toBe('HIT');
    // Concurrent misses of one key still make one upstream fetch.
    const loadsBefore = bff.masterDataCache.stats.loads;
    await Promise.all(Array.from({ length: 10 }, () => prefecture(3)));
    expect(bff.masterDataCache.stats.loads - loadsBefore).toBe(1);

    // A signed-in request cannot read its session: a clear error, and the cookie is kept.
    const member = await gql(bff, '{ endUserViewer { id } }', { cookie });
    expect(member.statusCode).toBe(503);
    expect(member.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(member.headers['set-cookie']).toBeUndefined();
    // Visitors' auth calls are still rate limited, per process.
    expect(
      (await authPost(bff, 'signin', { emailOrPhoneNumber: uniqueEmail(), password: 'x' }))
        .statusCode,
    ).not.toBe(500);

    await redis.start(); // empty: as after a failover without persistence
    await expect.poll(() => bff.redis?.status, { timeout: 10_000 }).toBe('ready');
    // The invalidation channel is subscribed again (by the cache itself, its refusal caught).
    await expect
      .poll(async () => await bff.redis?.pubsub('CHANNELS', '*invalidate'), { timeout: 10_000 })
      .toHaveLength(1);

    const again = await authPost(bff, 'signup', {
      emailOrPhoneNumber: uniqueEmail(),
      password: 'secret-123',
    });
    expect(again.statusCode).toBe(201);
    const newCookie = cookieHeader(again);
    expect(
      (await bff.inject({ url: '/auth/session', headers: { cookie: newCookie } })).json().user,
    ).not.toBeNull();
    expect((await prefecture(4)).headers['x-cache']).toBe('MISS');
    await expect
      .poll(async () => (await bff.redis?.keys('*mc:*:e:*'))?.length, { timeout: 10_000 })
      .toBe(1);
  });
});
