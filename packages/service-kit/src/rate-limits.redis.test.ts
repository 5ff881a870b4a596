// The one limiter (rate-limiter-flexible) on a real redis-server: instances count together,
// backoff failures stay counted after the last one, and a Redis outage counts per process.
import { describe, expect, it } from 'vitest';
import { countHit, createCounter } from './rate-limits';
import { redisForThisFile } from './testing/redis-for-tests';

const redis = redisForThisFile('counter-test');
const instance = () => redis.client();
const server = { kill: () => redis.server.kill(), start: () => redis.server.start() };

const rule = { keyPrefix: 'test:login', points: 3, windowMs: 60_000 };

describe('createCounter', () => {
  it('counts the hits of every instance sharing a Redis together', async () => {
    const [a, b] = [
      createCounter({ ...rule, redis: await instance() }),
      createCounter({ ...rule, redis: await instance() }),
    ];
    const hits = [];
    for (const counter of [a, b, a, b]) hits.push(await countHit(counter, 'account-1'));
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false]);
    expect(hits.map((hit) => hit.count)).toEqual([1, 2, 3, 4]);
    expect(hits[3]?.msLeft).toBeGreaterThan(50_000);
    expect((await countHit(b, 'account-2')).allowed).toBe(true);
  });

  it('keeps a sliding counter for its window after the last hit', async () => {
    const redis = await instance();
    const counter = createCounter({ ...rule, keyPrefix: 'test:slide', redis, slidingExpiry: true });
    await countHit(counter, 'k');
    await redis.pexpire('test:slide:k', 1000);
    const again = await countHit(counter, 'k');
    expect(again.count).toBe(2);
    expect(await redis.pttl('test:slide:k')).toBeGreaterThan(50_000);
  });

  it('counts in this process while Redis is down, and in Redis again once it is back', async () => {
    const redis = await instance();
    const counter = createCounter({ ...rule, keyPrefix: 'test:outage', redis });
    await server.kill();
    try {
      const during = [];
      for (let i = 0; i < 4; i += 1) during.push((await countHit(counter, 'k')).allowed);
      expect(during).toEqual([true, true, true, false]);
    } finally {
      await server.start();
    }
    const deadline = Date.now() + 20_000;
    while (redis.status !== 'ready' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await countHit(counter, 'k')).count).toBe(1);
    expect(await redis.get('test:outage:k')).toBe('1');
  });

  it('counts in process memory without Redis', async () => {
    const counter = createCounter({ ...rule, keyPrefix: 'test:memory', redis: null });
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push((await countHit(counter, 'k')).allowed);
    expect(hits).toEqual([true, true, true, false]);
  });
});
