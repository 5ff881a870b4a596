// Connecting through Redis Sentinel against real Debian redis-server processes: a primary, a
// replica and a sentinel; the client follows the sentinel's failover to the promoted replica,
// also when it reads a Sentinel's answer after the failover announcement; a client stays
// closed once its owner closes it.
import net from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './ports.mjs';
import {
  createRedis,
  failFastRedisOptions,
  healUnwritableConnection,
  redisTarget,
} from './redis.mjs';
import { type RedisServer, sentinelKnowsAReplica, startRedisServer } from './testing/redis-server';
import { type SentinelGroup, startSentinelGroup, until } from './testing/sentinel-group';

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

describe('through three Sentinels, answers read after the failover announcement', () => {
  let group: SentinelGroup | undefined;
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await group?.stop();
  });

  it('connects again to the promoted replica instead of ending', async () => {
    group = await startSentinelGroup();
    const client = createRedis(group.target, {
      ...failFastRedisOptions('announcement-test'),
      lazyConnect: false,
    });
    clients.push(client);
    const ends: string[] = [];
    client.on('end', () => ends.push(client.status));
    client.on('error', () => {});
    await until('the client writes', async () => (await client.set('before', '1')) === 'OK');

    group.holdAnswers();
    await group.failOver();

    // ioredis ends the client once (its connection attempt cancelled by the announcement);
    // createRedis' client connects again and writes to the promoted replica.
    await until('the client writes after the failover', async () => {
      return (await client.set('after', '2')) === 'OK';
    });
    expect(ends.length, 'ended by ioredis, then connected again').toBeGreaterThanOrEqual(1);
    expect(client.status).toBe('ready');
    expect(client.stream.remotePort).toBe(group.replica.port);
    expect(await client.mget('before', 'after')).toEqual(['1', '2']);
  }, 90_000);
});

describe('a client closed by its owner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays closed', async () => {
    vi.useFakeTimers();
    const client = createRedis({ url: 'redis://127.0.0.1:1' }, failFastRedisOptions('closed'));
    const ended = new Promise((resolve) => client.once('end', resolve));
    client.disconnect();
    await ended;
    vi.advanceTimersByTime(10_000);
    expect(client.status).toBe('end');
  });
});

/**
 * A TCP relay to `port` that keeps each connection half open: when the client ends its side,
 * the relay neither ends the server's side nor closes, as a peer or middlebox may.
 */
async function halfOpenRelay(port: number): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer({ allowHalfOpen: true }, (client) => {
    const server = net.connect(port, '127.0.0.1');
    sockets.add(client).add(server);
    client.on('data', (chunk) => server.write(chunk));
    server.on('data', (chunk) => client.write(chunk));
    client.on('error', () => undefined);
    server.on('error', () => undefined);
  });
  const relayPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
  return {
    port: relayPort,
    close: () => {
      for (const socket of sockets) socket.destroy();
      relay.close();
    },
  };
}

describe('a connection that stays ready but cannot write', () => {
  const servers: RedisServer[] = [];
  const clients: Redis[] = [];
  const closers: Array<() => void> = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    for (const close of closers) close();
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('is closed by the watchdog, and the client reconnects and writes again', async () => {
    const server = await startRedisServer();
    servers.push(server);
    const relay = await halfOpenRelay(server.port);
    closers.push(relay.close);
    const client = createRedis(
      { url: `redis://127.0.0.1:${relay.port}` },
      { ...failFastRedisOptions('stuck-test'), lazyConnect: false },
    );
    clients.push(client);
    await eventually(() => client.set('before', '1'));

    // The writing side ends; the relay keeps the connection open, so no 'close' comes.
    client.stream.end();
    expect(client.status).toBe('ready');
    await expect(client.get('before')).rejects.toThrow(/Stream isn't writeable/);

    expect(await eventually(() => client.set('after', '2'))).toBe('OK');
    expect(await client.mget('before', 'after')).toEqual(['1', '2']);
  }, 60_000);
});

describe('healUnwritableConnection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeClient(status: string) {
    const stream = { writable: false, destroyed: false, destroy: vi.fn() };
    const client = { status, stream } as unknown as Redis;
    return { client, stream };
  }

  it('closes a ready, unwritable connection once it is found so twice in a row', () => {
    vi.useFakeTimers();
    const { client, stream } = fakeClient('ready');
    const stop = healUnwritableConnection(client, 100);
    vi.advanceTimersByTime(100);
    expect(stream.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(stream.destroy).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves a connecting client, a writable one and an ended client to ioredis, and stops', () => {
    vi.useFakeTimers();
    const connecting = fakeClient('connecting');
    const writable = fakeClient('ready');
    writable.stream.writable = true;
    const ended = fakeClient('end');
    const stopped = fakeClient('ready');
    const stops = [connecting, writable, ended, stopped].map(({ client }) =>
      healUnwritableConnection(client, 100),
    );
    stops.pop()?.();
    vi.advanceTimersByTime(1000);
    for (const { stream } of [connecting, writable, ended, stopped]) {
      expect(stream.destroy).not.toHaveBeenCalled();
    }
    for (const stop of stops) stop();
  });
});
