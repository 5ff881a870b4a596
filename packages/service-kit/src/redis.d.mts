import type { Redis, RedisOptions } from 'ioredis';

export type RedisTarget =
  | { url: string }
  | { sentinels: { host: string; port: number }[]; name: string };

/** REDIS_URL, or REDIS_SENTINELS + REDIS_SENTINEL_NAME; null when neither is set. */
export function redisTarget(env: Record<string, string | undefined>): RedisTarget | null;
/**
 * A client for the target (through Sentinel it follows failovers), connected until its owner
 * calls quit() or disconnect().
 */
export function createRedis(target: RedisTarget, options?: RedisOptions): Redis;
/**
 * Closes a connection that stays `ready` but cannot write, so the client reconnects; returns
 * the function that stops watching.
 */
export function healUnwritableConnection(
  client: Pick<Redis, 'status' | 'stream'>,
  intervalMs?: number,
): () => void;
/** A short description for logs (never a password). */
export function describeRedisTarget(target: RedisTarget): string;
/** No offline queue, one try, short timeouts, lazy connect: callers fall back during outages. */
export function failFastRedisOptions(connectionName: string): RedisOptions & {
  retryStrategy: (attempt: number) => number;
};
