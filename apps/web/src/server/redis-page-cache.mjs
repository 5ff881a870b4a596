/**
 * The ISR cache every web instance shares, in Redis (docs/decisions/0036-redis-sentinel-and-shared-limits.md):
 * a page rendered by one instance is a hit on the others, and on-demand revalidation
 * (revalidateTag, revalidatePath) on one instance is seen by all. Used instead of the
 * file-system store (cache-handler.mjs) when REDIS_URL, or REDIS_SENTINELS with
 * REDIS_SENTINEL_NAME, is set for the web.
 *
 * - Entries: `<prefix>e:<key>`, JSON (buffers as base64, maps as pairs), each kept
 *   `WEB_CACHE_TTL_SECONDS` (default one day) after it was stored: the bound of the store.
 *   Pages carry the policy of their own HTML, as in the file-system store (decision 0017);
 *   error answers are not stored, and a copy from before is removed.
 * - Tags: `<prefix>t:<tag>`, when the tag was last made stale or expired, kept as long as
 *   entries. Next.js keeps revalidated tags in a map of its process (its "tags manifest");
 *   a read copies the Redis state of the entry's tags into that map, so Next.js' own rules
 *   (expired: render again; stale: serve, then render in the background) apply to a
 *   revalidation made on any instance.
 * - Redis down: a read is a miss (the page is rendered), a write is dropped; nothing fails.
 */
import { createRedis, failFastRedisOptions, redisTarget } from '@jobsite/service-kit/redis';
import { tagsManifest } from './next-internals.mjs';
import { isErrorResponse, RESPONSE_KINDS, withPagePolicy } from './page-entries.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
export const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** JSON with the Buffers and Maps of Next.js' entries. */
function encode(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') };
    if (raw instanceof Map) return { $m: [...raw] };
    return value;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
      if (Array.isArray(value.$m)) return new Map(value.$m);
    }
    return value;
  });
}

/** How long a read or write waits for the first connection of a process. */
const FIRST_CONNECT_WAIT_MS = 2_000;

/**
 * One client per process and target (Next.js makes a handler per request), with `connected()`:
 * the first requests of a process wait for its first connection (up to 2 s); later, while
 * Redis is away, commands fail at once (no offline queue) and the page is rendered.
 */
const clients = new Map();
function clientFor(target) {
  const id = JSON.stringify(target);
  let entry = clients.get(id);
  if (!entry) {
    const client = createRedis(target, {
      ...failFastRedisOptions('web-cache'),
      lazyConnect: false,
    });
    let up = true;
    client.on('error', (error) => {
      if (up)
        console.error(`web cache: Redis unavailable, rendering without it (${error.message})`);
      up = false;
    });
    let connectedOnce = false;
    const firstReady = new Promise((resolve) => {
      client.once('ready', () => {
        connectedOnce = true;
        resolve();
      });
      setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref();
    });
    client.on('ready', () => {
      up = true;
    });
    entry = { client, connected: () => (connectedOnce ? undefined : firstReady) };
    clients.set(id, entry);
  }
  return entry;
}

/** Closes the Redis connections (tests). */
export async function closeRedisPageCaches() {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map(({ client }) => client.quit().catch(() => client.disconnect())));
}

/** The tags an entry depends on: its page's or route's header, or a fetch's own tags. */
function tagsOf(entry, ctx) {
  const value = entry?.value;
  if (RESPONSE_KINDS.has(value?.kind)) {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === 'string' && header ? header.split(',') : [];
  }
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  return [];
}

export class RedisPageCache {
  #redis;
  #connected;
  #prefix;
  #ttlMs;

  /**
   * `ctx` is what Next.js passes; tests add `redis` (a target), `prefix` and `ttlSeconds`.
   */
  constructor(ctx = {}) {
    const target = ctx.redis ?? redisTarget(process.env);
    if (!target) throw new Error('RedisPageCache: REDIS_URL or REDIS_SENTINELS is not set');
    const { client, connected } = clientFor(target);
    this.#redis = client;
    this.#connected = connected;
    this.#prefix = ctx.prefix ?? process.env.WEB_CACHE_REDIS_PREFIX ?? 'web:isr:';
    const ttl = Number(ctx.ttlSeconds ?? process.env.WEB_CACHE_TTL_SECONDS);
    this.#ttlMs = (Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_TTL_SECONDS) * 1000;
  }

  resetRequestCache() {}

  async get(key, ctx) {
    let entry;
    try {
      await this.#connected();
      const text = await this.#redis.get(`${this.#prefix}e:${key}`);
      if (!text) return null;
      entry = decode(text);
      const tags = tagsOf(entry, ctx);
      if (tags.length > 0) {
        const states = await this.#redis.mget(tags.map((tag) => `${this.#prefix}t:${tag}`));
        tags.forEach((tag, index) => {
          if (states[index]) mergeTagState(tag, JSON.parse(states[index]));
        });
        if (expiredSince(tags, entry.lastModified)) return null;
      }
    } catch {
      return null; // Redis down or an unreadable entry: a miss, rendered again
    }
    withPagePolicy(entry?.value, { always: false });
    return entry;
  }

  async set(key, data, ctx) {
    // Also on an error page: the response about to be sent is made from this object.
    withPagePolicy(data, { always: true });
    const entryKey = `${this.#prefix}e:${key}`;
    try {
      await this.#connected();
      if (!data || isErrorResponse(data)) {
        await this.#redis.del(entryKey);
        return;
      }
      const entry = {
        value: data,
        lastModified: Date.now(),
        ...(ctx?.fetchCache ? {} : { cacheControl: ctx?.cacheControl }),
      };
      await this.#redis.set(entryKey, encode(entry), 'PX', this.#ttlMs);
    } catch {
      // Redis down: this instance renders the page again on its next request.
    }
  }

  /** As Next.js' own caches (stale now; expired now or after `durations.expire`), shared. */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    await this.#connected();
    const now = Date.now();
    const batch = this.#redis.multi();
    for (const tag of list) {
      const state = durations
        ? {
            ...tagsManifest.get(tag),
            stale: now,
            ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
          }
        : { ...tagsManifest.get(tag), expired: now };
      tagsManifest.set(tag, state);
      batch.set(`${this.#prefix}t:${tag}`, JSON.stringify(state), 'PX', this.#ttlMs);
    }
    await batch.exec();
  }
}

/** Takes another instance's revalidation of a tag into this process' manifest. */
function mergeTagState(tag, shared) {
  const local = tagsManifest.get(tag) ?? {};
  const merged = { ...local };
  for (const field of ['stale', 'expired']) {
    if (typeof shared[field] === 'number' && !(local[field] >= shared[field]))
      merged[field] = shared[field];
  }
  tagsManifest.set(tag, merged);
}

/** Whether a tag of the entry expired after it was stored (Next.js: render it again). */
function expiredSince(tags, lastModified) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = tagsManifest.get(tag)?.expired;
    return typeof expired === 'number' && expired <= now && expired > (lastModified ?? 0);
  });
}
