import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** How long an entry is served fresh, then stale while one caller refreshes it. */
export interface CachePolicy {
  ttlMs: number;
  staleMs: number;
}

/** What a loader returns: the upstream answer and whether it may be stored. */
export interface LoadedResponse {
  statusCode: number;
  body: string;
  cacheable: boolean;
}

export type CacheStatus = 'HIT' | 'STALE' | 'MISS';

export interface CachedAnswer {
  statusCode: number;
  body: string;
  status: CacheStatus;
  /** False for an answer that may not be stored (an error): served once, never again. */
  cacheable: boolean;
}

interface Entry {
  body: string;
  /** `body`'s length in UTF-8 bytes, counted the first time the response cache serves it. */
  byteLength?: number;
  freshUntil: number;
  expiresAt: number;
  tags: readonly string[];
  /** When this process may stop trusting its own copy and ask Redis again. */
  localUntil: number;
}

export interface MasterDataCacheOptions {
  redis: Redis | null;
  subscriber: Redis | null;
  /** Key prefix, e.g. 'bff:'. */
  prefix: string;
  /** Changes when the GraphQL contract changes, so a deploy never serves another contract's entries. */
  version: string;
  log: FastifyBaseLogger;
  /** Entries kept in process memory (LRU). */
  localMaxEntries?: number;
  /** With Redis, how long a process serves its own copy before asking Redis again. */
  localMaxAgeMs?: number;
  /** How long a fill may hold the per-key lock. */
  lockTtlMs?: number;
  /** How often a waiter looks for the entry another process is filling. */
  pollIntervalMs?: number;
  /** The clock entries age by (ms since the epoch); tests move it instead of waiting. */
  now?: () => number;
}

export interface CacheStats {
  hits: number;
  staleHits: number;
  misses: number;
  /** Upstream fetches made by this process (fills and refreshes). */
  loads: number;
  /** Redis commands that failed (outage): the cache then answers from upstream. */
  redisErrors: number;
}

// Acquires the fill lock of a key and returns the invalidation generations of its tags, so a
// fill that raced an invalidation does not store what it read before it.
// KEYS[1] lock, KEYS[2..] generation keys; ARGV[1] lock token, ARGV[2] lock TTL ms.
const ACQUIRE_SCRIPT = `
local acquired = redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2])
local result = { acquired and 1 or 0 }
for i = 2, #KEYS do result[i] = redis.call('GET', KEYS[i]) or '0' end
return result`;

// Stores an entry unless a generation moved, indexes it under its tags, releases the lock.
// KEYS[1] entry, KEYS[2] lock, then N generation keys, then N tag-set keys.
// ARGV[1] value, ARGV[2] TTL ms, ARGV[3] lock token, ARGV[4] N, ARGV[5..] generations seen.
const STORE_SCRIPT = `
local n = tonumber(ARGV[4])
local stored = 1
for i = 1, n do
  if (redis.call('GET', KEYS[2 + i]) or '0') ~= ARGV[4 + i] then stored = 0 end
end
if stored == 1 then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  for i = 1, n do
    local tagSet = KEYS[2 + n + i]
    redis.call('SADD', tagSet, KEYS[1])
    if redis.call('PTTL', tagSet) < tonumber(ARGV[2]) then redis.call('PEXPIRE', tagSet, ARGV[2]) end
  end
end
if redis.call('GET', KEYS[2]) == ARGV[3] then redis.call('DEL', KEYS[2]) end
return stored`;

// Bumps each tag's generation and deletes the entries indexed under it.
// KEYS: for each tag, its generation key then its tag-set key.
const INVALIDATE_SCRIPT = `
local deleted = 0
for i = 1, #KEYS, 2 do
  redis.call('INCR', KEYS[i])
  local members = redis.call('SMEMBERS', KEYS[i + 1])
  for _, key in ipairs(members) do deleted = deleted + redis.call('DEL', key) end
  redis.call('DEL', KEYS[i + 1])
end
return deleted`;

const ALL_TAG = '*';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two-level cache of master-data responses: process memory in front of Redis.
 *
 * - One upstream fetch per key however many wait: callers in a process share one promise;
 *   processes share a Redis lock, and the ones without it wait for the entry to appear.
 * - Stale-while-revalidate: past its TTL an entry is still served for `staleMs` while one
 *   caller refreshes it in the background.
 * - Invalidation by tag (the root field names): entries are indexed per tag in Redis, a
 *   generation counter per tag stops in-flight fills from storing older data, and a pub/sub
 *   message clears the other processes' memory.
 * - Redis down: reads and writes fail fast, answers come from upstream (still one fetch per
 *   key per process) and from memory; nothing waits for Redis. It is used again once back.
 */
export class MasterDataCache {
  readonly stats: CacheStats = { hits: 0, staleHits: 0, misses: 0, loads: 0, redisErrors: 0 };
  readonly #redis: Redis | null;
  readonly #now: () => number;
  readonly #subscriber: Redis | null;
  readonly #log: FastifyBaseLogger;
  readonly #local: LRUCache<string, Entry>;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  readonly #refreshing = new Set<string>();
  /** In-process generations (used without Redis, and for the memory level with it). */
  readonly #localGenerations = new Map<string, number>();
  readonly #root: string;
  readonly #namespace: string;
  readonly #channel: string;
  readonly #localMaxAgeMs: number;
  readonly #lockTtlMs: number;
  readonly #pollIntervalMs: number;

  constructor(options: MasterDataCacheOptions) {
    this.#redis = options.redis;
    this.#subscriber = options.subscriber;
    this.#log = options.log;
    this.#local = new LRUCache({ max: options.localMaxEntries ?? 5000 });
    this.#root = `${options.prefix}mc:`;
    this.#namespace = `${this.#root}${options.version}:`;
    this.#channel = `${this.#root}invalidate`;
    this.#localMaxAgeMs = this.#redis
      ? (options.localMaxAgeMs ?? 10_000)
      : Number.POSITIVE_INFINITY;
    this.#lockTtlMs = options.lockTtlMs ?? 10_000;
    this.#pollIntervalMs = options.pollIntervalMs ?? 25;
    this.#now = options.now ?? Date.now;
  }

  /** Subscribes to invalidations from other processes. */
  async start(): Promise<void> {
    if (!this.#subscriber) return;
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      try {
        const tags = JSON.parse(message) as string[] | null;
        this.#forgetLocal(tags);
      } catch {
        this.#log.warn({ message }, 'ignoring a malformed cache invalidation message');
      }
    });
    // After a reconnect the connection has no subscriptions (the plugin turns off ioredis's
    // autoResubscribe): subscribe again, each time with the refusal caught.
    this.#subscriber.on('ready', () => void this.#subscribe());
    await this.#subscribe();
  }

  async #subscribe(): Promise<void> {
    await this.#subscriber?.subscribe(this.#channel).catch((error: unknown) => {
      this.#log.warn({ err: error }, 'cache invalidation channel not subscribed (Redis down)');
    });
  }

  /**
   * The cached answer for `key`, or the loader's. `tags` are what invalidation matches on.
   * Only a loaded response marked `cacheable` is stored.
   */
  async get(
    key: string,
    tags: readonly string[],
    policy: CachePolicy,
    load: () => Promise<LoadedResponse>,
  ): Promise<CachedAnswer> {
    const now = this.#now();
    const local = this.#local.get(key);
    if (local && local.localUntil > now && local.expiresAt > now) {
      return this.#serve(key, local, tags, policy, load, now);
    }
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const promise = this.#lookupOrFill(key, tags, policy, load).finally(() =>
      this.#inflight.delete(key),
    );
    this.#inflight.set(key, promise);
    return promise;
  }

  /**
   * The answer when this process holds the entry fresh in memory (and may still trust its
   * copy), counted as a hit; null otherwise, and the caller goes through `get`, which reads
   * Redis, serves stale while refreshing, or fills. Synchronous: the response cache answers
   * from it before Fastify runs.
   */
  peekFresh(key: string): { body: string; byteLength: number } | null {
    const entry = this.#local.get(key);
    if (!entry) return null;
    const now = this.#now();
    if (entry.freshUntil <= now || entry.localUntil <= now) return null;
    this.stats.hits += 1;
    entry.byteLength ??= Buffer.byteLength(entry.body);
    return entry as { body: string; byteLength: number };
  }

  /**
   * Drops the entries of some tags (root field names), or all entries. Reaches every process
   * through Redis pub/sub. Returns how many Redis entries were deleted.
   */
  async invalidate(tags?: readonly string[]): Promise<number> {
    const list = tags && tags.length > 0 ? [...new Set(tags)] : null;
    this.#forgetLocal(list);
    if (!this.#redis) return 0;
    let deleted: number;
    if (list) {
      const keys = list.flatMap((tag) => [this.#generationKey(tag), this.#tagKey(tag)]);
      deleted = Number(await this.#redis.eval(INVALIDATE_SCRIPT, keys.length, ...keys));
    } else {
      await this.#redis.incr(this.#generationKey(ALL_TAG));
      deleted = await this.#deleteMatching(`${this.#root}*`);
    }
    await this.#redis.publish(this.#channel, JSON.stringify(list));
    return deleted;
  }

  #serve(
    key: string,
    entry: Entry,
    tags: readonly string[],
    policy: CachePolicy,
    load: () => Promise<LoadedResponse>,
    now: number,
  ): CachedAnswer {
    if (entry.freshUntil > now) {
      this.stats.hits += 1;
      return { statusCode: 200, body: entry.body, status: 'HIT', cacheable: true };
    }
    this.stats.staleHits += 1;
    this.#refreshInBackground(key, tags, policy, load);
    return { statusCode: 200, body: entry.body, status: 'STALE', cacheable: true };
  }

  async #lookupOrFill(
    key: string,
    tags: readonly string[],
    policy: CachePolicy,
    load: () => Promise<LoadedResponse>,
  ): Promise<CachedAnswer> {
    const shared = await this.#readShared(key, tags);
    if (shared) return this.#serve(key, shared, tags, policy, load, this.#now());
    this.stats.misses += 1;
    return this.#fill(key, tags, policy, load, { waitForOthers: true });
  }

  /** Loads from upstream and stores, holding the key's lock; or waits for the process that holds it. */
  async #fill(
    key: string,
    tags: readonly string[],
    policy: CachePolicy,
    load: () => Promise<LoadedResponse>,
    { waitForOthers }: { waitForOthers: boolean },
  ): Promise<CachedAnswer> {
    const generationTags = [...tags, ALL_TAG];
    const localGenerations = generationTags.map((tag) => this.#localGenerations.get(tag) ?? 0);
    const token = randomUUID();
    let sharedGenerations: string[] | null = null;
    if (this.#redis) {
      try {
        const keys = [this.#lockKey(key), ...generationTags.map((tag) => this.#generationKey(tag))];
        const [acquired, ...generations] = (await this.#redis.eval(
          ACQUIRE_SCRIPT,
          keys.length,
          ...keys,
          token,
          String(this.#lockTtlMs),
        )) as [number, ...string[]];
        if (acquired === 1) {
          sharedGenerations = generations;
        } else if (waitForOthers) {
          const filled = await this.#waitForOtherFill(key, tags);
          if (filled) return { statusCode: 200, body: filled.body, status: 'HIT', cacheable: true };
        } else {
          // Another process is refreshing this key already.
          return { statusCode: 200, body: '', status: 'STALE', cacheable: true };
        }
      } catch (error) {
        this.#redisFailed(error);
      }
    }

    this.stats.loads += 1;
    let loaded: LoadedResponse;
    try {
      loaded = await load();
    } catch (error) {
      // Let the processes waiting for this fill try for themselves at once.
      if (sharedGenerations) await this.#release(key, token);
      throw error;
    }
    if (!loaded.cacheable) {
      if (sharedGenerations) await this.#release(key, token);
      return { statusCode: loaded.statusCode, body: loaded.body, status: 'MISS', cacheable: false };
    }
    const now = this.#now();
    const entry: Entry = {
      body: loaded.body,
      freshUntil: now + policy.ttlMs,
      expiresAt: now + policy.ttlMs + policy.staleMs,
      tags,
      localUntil: now + this.#localMaxAgeMs,
    };
    const unchangedLocally = generationTags.every(
      (tag, i) => (this.#localGenerations.get(tag) ?? 0) === localGenerations[i],
    );
    let storedShared = true;
    if (sharedGenerations && this.#redis) {
      try {
        const keys = [
          this.#entryKey(key),
          this.#lockKey(key),
          ...generationTags.map((tag) => this.#generationKey(tag)),
          ...generationTags.map((tag) => this.#tagKey(tag)),
        ];
        const stored = await this.#redis.eval(
          STORE_SCRIPT,
          keys.length,
          ...keys,
          `${entry.freshUntil}:${entry.expiresAt}\n${entry.body}`,
          String(policy.ttlMs + policy.staleMs),
          token,
          String(generationTags.length),
          ...sharedGenerations,
        );
        storedShared = Number(stored) === 1;
      } catch (error) {
        this.#redisFailed(error);
      }
    }
    if (unchangedLocally && storedShared) this.#local.set(key, entry);
    return { statusCode: 200, body: loaded.body, status: 'MISS', cacheable: true };
  }

  #refreshInBackground(
    key: string,
    tags: readonly string[],
    policy: CachePolicy,
    load: () => Promise<LoadedResponse>,
  ): void {
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    this.#fill(key, tags, policy, load, { waitForOthers: false })
      .catch((error: unknown) =>
        this.#log.warn({ err: error }, 'master-data refresh failed; serving stale'),
      )
      .finally(() => this.#refreshing.delete(key));
  }

  async #readShared(key: string, tags: readonly string[]): Promise<Entry | null> {
    if (!this.#redis) return null;
    let value: string | null;
    try {
      value = await this.#redis.get(this.#entryKey(key));
    } catch (error) {
      this.#redisFailed(error);
      return null;
    }
    if (value === null) return null;
    const newline = value.indexOf('\n');
    const [freshUntil, expiresAt] = value.slice(0, newline).split(':').map(Number);
    const entry: Entry = {
      body: value.slice(newline + 1),
      freshUntil: freshUntil ?? 0,
      expiresAt: expiresAt ?? 0,
      tags,
      localUntil: this.#now() + this.#localMaxAgeMs,
    };
    this.#local.set(key, entry);
    return entry;
  }

  async #waitForOtherFill(key: string, tags: readonly string[]): Promise<Entry | null> {
    const deadline = Date.now() + this.#lockTtlMs;
    while (Date.now() < deadline) {
      await sleep(this.#pollIntervalMs);
      const entry = await this.#readShared(key, tags);
      if (entry) return entry;
      if (this.#redis?.status !== 'ready') return null;
      const locked = await this.#redis.exists(this.#lockKey(key)).catch(() => 0);
      if (!locked) return this.#readShared(key, tags);
    }
    return null;
  }

  async #release(key: string, token: string): Promise<void> {
    try {
      const lock = this.#lockKey(key);
      if ((await this.#redis?.get(lock)) === token) await this.#redis?.del(lock);
    } catch (error) {
      this.#redisFailed(error);
    }
  }

  #forgetLocal(tags: readonly string[] | null): void {
    for (const tag of tags ?? [ALL_TAG]) {
      this.#localGenerations.set(tag, (this.#localGenerations.get(tag) ?? 0) + 1);
    }
    if (!tags) {
      this.#local.clear();
      return;
    }
    const tagged = [...this.#local.entries()].filter(([, entry]) =>
      entry.tags.some((tag) => tags.includes(tag)),
    );
    for (const [key] of tagged) this.#local.delete(key);
  }

  async #deleteMatching(pattern: string): Promise<number> {
    const redis = this.#redis;
    if (!redis) return 0;
    let cursor = '0';
    let deleted = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      const removable = keys.filter((key) => !key.startsWith(`${this.#root}gen:`));
      if (removable.length > 0) deleted += await redis.del(...removable);
    } while (cursor !== '0');
    return deleted;
  }

  #redisFailed(error: unknown): void {
    this.stats.redisErrors += 1;
    if (this.stats.redisErrors === 1 || this.stats.redisErrors % 1000 === 0) {
      this.#log.warn(
        { err: error },
        'master-data cache: Redis command failed, answering from upstream',
      );
    }
  }

  #entryKey(key: string): string {
    return `${this.#namespace}e:${key}`;
  }
  #lockKey(key: string): string {
    return `${this.#namespace}l:${key}`;
  }
  #tagKey(tag: string): string {
    return `${this.#namespace}t:${tag}`;
  }
  #generationKey(tag: string): string {
    return `${this.#root}gen:${tag}`;
  }
}
