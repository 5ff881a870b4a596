// Connecting through Redis Sentinel against real Debian redis-server processes: a primary, a
// replica and a sentinel; the client follows the sentinel's failover to the promoted replica.
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, failFastRedisOptions, redisTarget } from './redis.mjs';
import { type RedisServer, sentinelKnowsAReplica, startRedisServer } from './testing/redis-server';

describe('redisTarget', () => {
  it('reads REDIS_URL, or REDIS_SENTINELS with REDIS_SENTINEL_NAME', () => {
    expect(redisTarget({})).toBeNull();
    expect(redisTarget({ REDIS_URL: ' redis://127.0.0.1:6379/0 ' })).toEqual({
      url: 'redis://127.0.0.1:6379/0',
    });
    expect(
      redisTarget({
        REDIS_SENTINELS: '127.0.0.1:26379, sentinel-2:26380,[::1]:26381',
        REDIS_SENTINEL_NAME: 'main',
      }),
    ).toEqual({
      name: 'main',
      sentinels: [
        { host: '127.0.0.1', port: 26379 },
        { host: 'sentinel-2', port: 26380 },
        { host: '::1', port: 26381 },
      ],
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => redisTarget({ REDIS_URL: 'http://x' })).toThrow(/^REDIS_URL: /);
    expect(() => redisTarget({ REDIS_SENTINELS: '127.0.0.1:26379' })).toThrow(
      /^REDIS_SENTINEL_NAME: required/,
    );
    expect(() => redisTarget({ REDIS_SENTINEL_NAME: 'main' })).toThrow(/^REDIS_SENTINELS: /);
    expect(() => redisTarget({ REDIS_SENTINELS: 'sentinel', REDIS_SENTINEL_NAME: 'main' })).toThrow(
      /^REDIS_SENTINELS: "sentinel" is not host:port/,
    );
    expect(() =>
      redisTarget({
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_SENTINELS: '127.0.0.1:26379',
        REDIS_SENTINEL_NAME: 'main',
      }),
    ).toThrow(/^REDIS_SENTINELS: set either/);
  });
});

async function eventually<T>(attempt: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const roleOf = async (client: Redis) => /role:(\w+)/.exec(await client.info('replication'))?.[1];

describe('through Sentinel', () => {
  const servers: RedisServer[] = [];
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('finds the primary, and after a failover the promoted replica', async () => {
    const primary = await startRedisServer();
    const replica = await startRedisServer({
      args: ['--replicaof', '127.0.0.1', String(primary.port)],
    });
    const sentinel = await startRedisServer({
      sentinel: [
        `sentinel monitor main 127.0.0.1 ${primary.port} 1`,
        'sentinel down-after-milliseconds main 1000',
        'sentinel failover-timeout main 10000',
      ].join('\n'),
    });
    servers.push(primary, replica, sentinel);
    const direct = createRedis({ url: replica.url });
    clients.push(direct);

    const client = createRedis(
      { sentinels: [{ host: '127.0.0.1', port: sentinel.port }], name: 'main' },
      { ...failFastRedisOptions('sentinel-test'), lazyConnect: false },
    );
    clients.push(client);
    await eventually(() => client.set('written-before', '1'));
    expect(await eventually(() => client.wait(1, 5000))).toBe(1);
    expect(await roleOf(direct)).toBe('slave');
    await eventually(async () => {
      if (!(await sentinelKnowsAReplica(sentinel.port, 'main'))) throw new Error('no replica yet');
    });

    await primary.kill();

    // The sentinel promotes the replica; the client asks it again and writes there.
    await eventually(() => client.set('written-after', '2'));
    expect(await roleOf(direct)).toBe('master');
    expect(await direct.mget('written-before', 'written-after')).toEqual(['1', '2']);
  }, 90_000);
});
