/**
 * The ISR cache of Next.js. Several web instances share one in Redis (redis-page-cache.mjs,
 * chosen at the end of this file); one instance alone keeps Next.js' own file-system cache,
 * with one addition: every
 * cached HTML page carries the Content-Security-Policy of its own body, whose `script-src`
 * names the page's inline scripts by SHA-256 hash instead of `'unsafe-inline'`
 * (docs/decisions/0017-content-security-policy.md).
 *
 * Next.js sends an APP_PAGE entry's `headers` with the page, for a cache hit, a stale page
 * served while it is rendered again, and the first render too (the response is made from the
 * very entry object stored here). The policy is computed once per stored entry: when a page is
 * stored (`set`), and for entries that reach the cache without `set` (pages prerendered by
 * `next build`) on their first `get`, kept on the entry in memory from then on.
 * e2e/security-headers.e2e.ts checks that a first render and a cached copy each carry the one
 * policy of their body (server.mjs keeps the baseline from being sent beside it).
 *
 * Bounded: Next.js' file-system cache keeps every page, error page and data entry it is given
 * on disk for good, so anonymous GETs of distinct URLs (404s included) would fill the disk.
 * Here a page or route answered with an error status (404 and the like) is not stored (and
 * a copy stored before, say of a job that has since closed, is removed), and the entries
 * stored are counted in one LRU (`lru-cache`) by number and bytes: past
 * `WEB_CACHE_MAX_ENTRIES` or `WEB_CACHE_MAX_MB` the least recently used entry's files and
 * in-memory copy are deleted. Entries already on disk when the server starts are counted, the
 * oldest first. Pages `next build` wrote (the build's own files) are not counted or removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { redisTarget } from '@jobsite/service-kit/redis';
import { LRUCache } from 'lru-cache';
import { FileSystemCache } from './next-internals.mjs';
import { isErrorResponse, withPagePolicy } from './page-entries.mjs';
import { RedisPageCache } from './redis-page-cache.mjs';

/** Defaults of the bounds: about 2 GB of pages at 100–400 kB each (HTML, RSC payload, segments). */
export const DEFAULT_MAX_ENTRIES = 20_000;
export const DEFAULT_MAX_MB = 2_048;

function positiveNumber(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0
    ? number
    : fallback;
}

/** Next.js' route-cache keys (`/route-cache/APP_PAGE/<build>/$/driver/tokyo`). */
const ROUTE_CACHE = 'route-cache';

/** A page, route or data entry's size in bytes (roughly: what its files hold). */
function sizeOf(value) {
  if (!value) return 1;
  let size = 0;
  if (typeof value.html === 'string') size += Buffer.byteLength(value.html);
  if (value.rscData) size += value.rscData.length;
  if (value.body) size += value.body.length;
  if (value.segmentData) {
    for (const [segment, buffer] of value.segmentData) size += segment.length + buffer.length;
  }
  if (value.kind === 'FETCH') size += Buffer.byteLength(JSON.stringify(value.data ?? ''));
  return Math.max(1, size);
}

/**
 * The entries stored since this process started (and those found on disk), shared by every
 * handler instance (Next.js makes one per request), with what to delete when one is evicted.
 */
let store = null;

function createStore({ maxEntries, maxBytes }) {
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.size,
    dispose: (entry, key, reason) => {
      if (reason === 'evict' || reason === 'delete') removeEntry(key, entry);
    },
  });
  return { entries, maxEntries, maxBytes };
}

/** Deletes an entry's files and its copy in Next.js' memory cache. */
function removeEntry(key, entry) {
  FileSystemCache.memoryCache?.remove(key);
  for (const file of entry.files) {
    fs.rm(file, { recursive: true, force: true }, () => {});
  }
}

/** The files Next.js' file-system cache writes for `key` (paths built as it builds them). */
function filesOf(handler, key, kind) {
  try {
    if (kind === 'FETCH') return [handler.getFilePath(key, 'FETCH')];
    if (kind === 'APP_ROUTE') {
      const body = handler.getFilePath(`${key}.body`, 'APP_ROUTE');
      return [body, body.replace(/\.body$/, '.meta')];
    }
    const html = handler.getFilePath(`${key}.html`, kind === 'PAGES' ? 'PAGES' : 'APP_PAGE');
    const base = html.replace(/\.html$/, '');
    return [html, `${base}.rsc`, `${base}.meta`, `${base}.json`, `${base}.segments`];
  } catch {
    return [];
  }
}

/** Counts the entries a previous run left on disk, oldest first (so they are evicted first). */
function countEntriesOnDisk(handler) {
  const found = [];
  const routeRoot = path.join(handler.serverDistDir, ROUTE_CACHE);
  const fetchRoot = path.join(handler.serverDistDir, '..', 'cache', 'fetch-cache');
  const walk = (root, visit) => {
    let names = [];
    try {
      names = fs.readdirSync(root, { recursive: true });
    } catch {
      return;
    }
    for (const name of names) visit(String(name));
  };
  walk(routeRoot, (name) => {
    const match = /^(APP_PAGE|APP_ROUTE|PAGES)\/(.+)\.(html|body)$/.exec(
      name.split(path.sep).join('/'),
    );
    if (!match || name.includes('.segments')) return;
    const key = `/${ROUTE_CACHE}/${match[1]}/${match[2]}`;
    const files = filesOf(handler, key, match[1]);
    let size = 0;
    let mtime = 0;
    for (const file of files) {
      try {
        const stat = fs.statSync(file);
        if (stat.isFile()) size += stat.size;
        mtime = Math.max(mtime, stat.mtimeMs);
      } catch {}
    }
    found.push({ key, entry: { size: Math.max(1, size), files }, mtime });
  });
  walk(fetchRoot, (name) => {
    if (name.includes(path.sep) || name.startsWith('.')) return;
    const file = path.join(fetchRoot, name);
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile()) return;
      found.push({
        key: name,
        entry: { size: Math.max(1, stat.size), files: [file] },
        mtime: stat.mtimeMs,
      });
    } catch {}
  });
  found.sort((a, b) => a.mtime - b.mtime);
  for (const { key, entry } of found) store.entries.set(key, entry);
}

/** The shared store, made on first use with the bounds of the environment (or a test's). */
function storeFor(handler, ctx) {
  if (store) return store;
  store = createStore({
    maxEntries: Math.floor(
      positiveNumber(ctx.maxEntries ?? process.env.WEB_CACHE_MAX_ENTRIES, DEFAULT_MAX_ENTRIES),
    ),
    maxBytes: Math.floor(
      ctx.maxBytes ?? positiveNumber(process.env.WEB_CACHE_MAX_MB, DEFAULT_MAX_MB) * 1024 * 1024,
    ),
  });
  if (ctx.flushToDisk) countEntriesOnDisk(handler);
  return store;
}

/** What the store holds (tests, diagnostics). */
export function cacheStoreStats() {
  return store
    ? {
        entries: store.entries.size,
        bytes: store.entries.calculatedSize,
        keys: [...store.entries.keys()],
      }
    : { entries: 0, bytes: 0, keys: [] };
}

/**
 * Forgets the store, leaving the files (tests: as a restart; the next handler counts what is
 * on disk again, with its own bounds).
 */
export function resetCacheStore() {
  store = null;
}

/** The embedded default: Next.js' file-system cache, bounded, pages with their policy. */
export class PagePolicyCache extends FileSystemCache {
  #store;

  constructor(ctx) {
    super(ctx);
    this.#store = storeFor(this, ctx);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    withPagePolicy(entry?.value, { always: false });
    if (entry?.value && !this.#store.entries.has(key)) {
      // A page prerendered by the build, now copied under the route cache, or an entry of a
      // previous run: counted from now on.
      if (this.#isCounted(key, entry.value.kind)) this.#track(key, entry.value);
    } else if (entry?.value) {
      this.#store.entries.get(key); // most recently used
    }
    return entry;
  }

  async set(key, data, ctx) {
    // Also on an error page: the response about to be sent is made from this object.
    withPagePolicy(data, { always: true });
    if (isErrorResponse(data)) {
      // Not stored; a copy from when it answered 200 goes too (else it would be served on).
      this.#store.entries.delete(key);
      FileSystemCache.memoryCache?.remove(key);
      for (const file of filesOf(this, key, data.kind)) {
        fs.rmSync(file, { recursive: true, force: true });
      }
      return;
    }
    await super.set(key, data, ctx);
    if (data && this.#isCounted(key, data.kind)) this.#track(key, data);
  }

  /** Route-cache pages and routes, and data entries; not the build's own files. */
  #isCounted(key, kind) {
    return kind === 'FETCH' || key.startsWith(`/${ROUTE_CACHE}/`);
  }

  #track(key, value) {
    const size = sizeOf(value);
    const entry = { size, files: filesOf(this, key, value.kind) };
    if (size > this.#store.maxBytes) {
      // Larger than the whole store: not kept.
      this.#store.entries.delete(key);
      removeEntry(key, entry);
      return;
    }
    this.#store.entries.set(key, entry);
  }
}

/**
 * The store Next.js uses: with REDIS_URL (or REDIS_SENTINELS and REDIS_SENTINEL_NAME) the one
 * every web instance shares, in Redis (redis-page-cache.mjs); else the file system of this
 * instance.
 */
export default redisTarget(process.env) ? RedisPageCache : PagePolicyCache;
