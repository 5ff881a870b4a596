// Types of cache-handler.mjs (plain JavaScript: Next.js imports it untranspiled at run time).
import { FileSystemCache } from './next-internals.mjs';
import type { RedisPageCache } from './redis-page-cache.mjs';

/** Next.js' file-system ISR cache; cached pages carry the policy of their own HTML. */
export class PagePolicyCache extends FileSystemCache {
  constructor(context: {
    fs?: unknown;
    serverDistDir?: string;
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    revalidatedTags?: string[];
    /** Bounds for tests (else WEB_CACHE_MAX_ENTRIES, WEB_CACHE_MAX_MB). */
    maxEntries?: number;
    maxBytes?: number;
  });
}

export const DEFAULT_MAX_ENTRIES: number;
export const DEFAULT_MAX_MB: number;
export function cacheStoreStats(): { entries: number; bytes: number; keys: string[] };
export function resetCacheStore(): void;

/** The store Next.js uses: the Redis one with REDIS_URL/REDIS_SENTINELS, else PagePolicyCache. */
declare const _default: typeof PagePolicyCache | typeof RedisPageCache;
export default _default;
