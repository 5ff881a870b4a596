import { describe, expect, it } from 'vitest';
import { FigureCache, FigureValue } from './figure-cache';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A load whose calls the test counts and settles by hand. */
function manualLoad() {
  const pending: Array<{ resolve: (n: number) => void; reject: (e: Error) => void }> = [];
  const load = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('FigureCache', () => {
  it('shares one load among concurrent first readers', async () => {
    const cache = new FigureCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    const { load, pending } = manualLoad();
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
  });

  it('past the TTL answers the old value at once and refreshes once in the background', async () => {
    const clock = manualClock();
    const cache = new FigureCache<string, number>({ ttlMs: 60_000, maxEntries: 10, clock });
    const { load, pending } = manualLoad();
    const first = cache.get('a', load);
    pending[0]!.resolve(1);
    await first;

    clock.advance(30_000);
    expect(await cache.get('a', load)).toBe(1);
    expect(pending).toHaveLength(1);

    clock.advance(31_000);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    await expect.poll(() => cache.get('a', load)).toBe(2);
  });

  it('keeps the old value when a refresh fails, and the next reader retries', async () => {
    const clock = manualClock();
    const cache = new FigureCache<string, number>({ ttlMs: 1_000, maxEntries: 10, clock });
    const { load, pending } = manualLoad();
    const first = cache.get('a', load);
    pending[0]!.resolve(1);
    await first;
    clock.advance(2_000);
    expect(await cache.get('a', load)).toBe(1);
    pending[1]!.reject(new Error('database away'));
    await expect.poll(async () => [await cache.get('a', load), pending.length]).toEqual([1, 3]);
  });

  it('a failed first load reaches the reader, and the next reader loads again', async () => {
    const cache = new FigureCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new FigureCache<string, number>({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = (n: number) => () => {
      loads += 1;
      return Promise.resolve(n);
    };
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('a', load(1));
    await cache.get('c', load(3));
    expect(loads).toBe(3);
    await cache.get('a', load(1));
    expect(loads).toBe(3);
    await cache.get('b', load(2));
    expect(loads).toBe(4);
  });
});

describe('FigureValue', () => {
  it('is one cached figure', async () => {
    let loads = 0;
    const value = new FigureValue(() => Promise.resolve(++loads), 60_000);
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
  });
});
