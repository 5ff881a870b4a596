// Types of redis-page-cache.mjs (plain JavaScript: Next.js imports it untranspiled at run time).
import type { RedisTarget } from '@jobsite/service-kit/redis';
import type { IsrStore } from './next-internals.mjs';

/** The ISR cache every web instance shares, in Redis. */
export class RedisPageCache implements IsrStore {
  constructor(context?: {
    /** Where Redis is (tests); else REDIS_URL or REDIS_SENTINELS + REDIS_SENTINEL_NAME. */
    redis?: RedisTarget;
    /** Key prefix (tests); else WEB_CACHE_REDIS_PREFIX, default `web:isr:`. */
    prefix?: string;
    /** Entry lifetime (tests); else WEB_CACHE_TTL_SECONDS, default one day. */
    ttlSeconds?: number;
    [key: string]: unknown;
  });
  get: IsrStore['get'];
  set: IsrStore['set'];
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export const DEFAULT_TTL_SECONDS: number;
export function closeRedisPageCaches(): Promise<void>;
