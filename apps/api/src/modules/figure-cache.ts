import { LRUCache } from 'lru-cache';
import type { Database } from '../db';

/**
 * Figures that are expensive to compute and may be a little old (published-job counts, totals,
 * facets, salary statistics), kept in process by lru-cache. Past the TTL the next reader still
 * gets the old value while one refresh runs in the background (stale-while-revalidate), so only
 * the very first reader ever waits; concurrent first readers share one load; a failed refresh
 * keeps the old value and the next reader retries.
 */
export type FigureCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds since some origin; tests inject one (lru-cache's `perf`). */
  clock?: { now(): number };
};

type Load<V> = () => Promise<V>;

export class FigureCache<K extends {}, V extends {}> {
  readonly #lru: LRUCache<K, V, Load<V>>;

  constructor({ ttlMs, maxEntries, clock }: FigureCacheOptions) {
    this.#lru = new LRUCache<K, V, Load<V>>({
      max: maxEntries,
      ttl: ttlMs,
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A failed refresh leaves the old value in place (and its first load reaches the reader).
      noDeleteOnFetchRejection: true,
      // Staleness read from the clock on every get (the default caches it for 1 ms by a timer).
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context }) => context(),
      ...(clock ? { perf: clock } : {}),
    });
  }

  async get(key: K, load: Load<V>): Promise<V> {
    const value = await this.#lru.fetch(key, { context: load });
    // fetch() gives undefined only when a fetch is aborted, which nothing here does.
    if (value === undefined) throw new Error('figure cache: load aborted');
    return value;
  }
}

/** One figure (a FigureCache of one key). */
export class FigureValue<V extends {}> {
  readonly #cache: FigureCache<'value', V>;

  constructor(
    private readonly load: Load<V>,
    ttlMs: number,
    clock?: FigureCacheOptions['clock'],
  ) {
    this.#cache = new FigureCache({ ttlMs, maxEntries: 1, ...(clock ? { clock } : {}) });
  }

  get(): Promise<V> {
    return this.#cache.get('value', this.load);
  }
}

/** One cache per database (the tests run several side by side), made on first use. */
export function perDatabase<C extends object>(create: (db: Database) => C): (db: Database) => C {
  const caches = new WeakMap<Database, C>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = create(db);
      caches.set(db, cache);
    }
    return cache;
  };
}
