// The BFF through Redis Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME) on Debian's
// redis-server: a primary, a replica and a sentinel of this file's own. Sessions, the
// master-data cache (its Lua scripts touch several keys: fine on one primary) and rate limits
// work through it, and after the sentinel promotes the replica a session made before still
// signs its member in.

import {
  type RedisServer,
  sentinelKnowsAReplica,
  startRedisServer,
} from '@jobsite/service-kit/testing/redis-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, cookieHeader, gql, randomIp, testBff, uniqueEmail } from './support/bff';

const servers: RedisServer[] = [];
let primary: RedisServer;
let sentinel: RedisServer;
let bff: FastifyInstance;
beforeAll(async () => {
  primary = await startRedisServer();
  const replica = await startRedisServer({
    args: ['--replicaof', '127.0.0.1', String(primary.port)],
  });
  sentinel = await startRedisServer({
    sentinel: [
      `sentinel monitor main 127.0.0.1 ${primary.port} 1`,
      'sentinel down-after-milliseconds main 1000',
      'sentinel failover-timeout main 10000',
    ].join('\n'),
  });
  servers.push(primary, replica, sentinel);
  bff = await testBff({
    REDIS_URL: undefined,
    REDIS_SENTINELS: `127.0.0.1:${sentinel.port}`,
    REDIS_SENTINEL_NAME: 'main',
  });
});
afterAll(async () => {
  await bff?.close();
  await Promise.all(servers.map((server) => server.stop()));
});

/** Polls `check` until it is true: Sentinel's view and a failover take seconds. */
const eventually = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 60_000, interval: 100 }).toBe(true);

const prefecture = (code: number) =>
  gql(bff, 'query ($code: Int) { prefecture(code: $code) { id name } }', { variables: { code } });
const signedIn = async (cookie: string) =>
  (await bff.inject({ url: '/auth/session', headers: { cookie } })).json().user !== null;

describe('Redis through Sentinel', () => {
  it('keeps sessions, the cache and rate limits, and follows a failover', async () => {
    expect(bff.redis?.status).toBe('ready');
    const signUp = await authPost(bff, 'signup', {
      emailOrPhoneNumber: uniqueEmail('sentinel'),
      password: 'secret-123',
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = cookieHeader(signUp);
    expect(await signedIn(cookie)).toBe(true);
    expect((await prefecture(5)).headers['x-cache']).toBe('MISS');
    expect((await prefecture(5)).headers['x-cache']).toBe('HIT');
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) await authPost(bff, 'signout', {}, { ip });
    const counters = (await bff.redis?.keys('*rl:auth-ip:*')) ?? [];
    expect(await bff.redis?.mget(counters)).toContain('3');
    // The session reached the replica before the primary goes.
    await eventually(async () => (await bff.redis?.wait(1, 500)) === 1);
    await eventually(() => sentinelKnowsAReplica(sentinel.port, 'main'));

    await primary.kill();

    await eventually(async () => {
      const info = await bff.redis?.info('replication').catch(() => '');
      return /role:master/.test(info ?? '') && (await signedIn(cookie));
    });
    const again = await authPost(bff, 'signup', {
      emailOrPhoneNumber: uniqueEmail('sentinel-after'),
      password: 'secret-123',
    });
    expect(again.statusCode).toBe(201);
    expect(await signedIn(cookieHeader(again))).toBe(true);
  }, 120_000);
});
