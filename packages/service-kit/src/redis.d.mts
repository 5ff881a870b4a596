import type { Redis, RedisOptions } from 'ioredis';

export type RedisTarget =
  | { url: string }
  | { sentinels: { host: string; port: number }[]; name: string };

/** REDIS_URL, or REDIS_SENTINELS + REDIS_SENTINEL_NAME; null when neither is set. */
export function redisTarget(env: Record<string, string | undefined>): RedisTarget | null;
/** A client for the target (through Sentinel it follows failovers). */
export function createRedis(target: RedisTarget, options?: RedisOptions): Redis;
/** Closes a connection that stays `ready` but cannot write, so the client reconnects. */
export function healUnwritableConnection<T extends Redis>(client: T, intervalMs?: number): T;
/** A short description for logs (never a password). */
export function describeRedisTarget(target: RedisTarget): string;
/** No offline queue, one try, short timeouts, lazy connect: callers fall back during outages. */
export function failFastRedisOptions(connectionName: string): RedisOptions & {
  retryStrategy: (attempt: number) => number;
};
