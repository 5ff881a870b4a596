import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/**
 * Counts in Redis that only move forward: the expiry is set again on every hit, so a count is
 * kept `duration` after its last hit, not its first (the failure counters of backoffs).
 * KEYS[1] counter; ARGV[1] points, ARGV[2] seconds (rate-limiter-flexible's script contract).
 */
const SLIDING_EXPIRY_SCRIPT = `
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
redis.call('expire', KEYS[1], ARGV[2])
return { consumed, redis.call('pttl', KEYS[1]) }`;

/**
 * The in-process limiter expires each key with a timer, and Node's timers last at most
 * 2^31 - 1 ms (24.8 days; a longer one fires at once): longer windows count 24 days there.
 */
const MEMORY_MAX_SECONDS = 24 * 24 * 60 * 60;

export interface CounterOptions {
  /** Shared Redis (every instance counts together); null: this process only. */
  redis: Redis | null;
  /** Prefix of the Redis keys (`<prefix>:<key>`). */
  keyPrefix: string;
  /** Hits allowed per window. */
  points: number;
  /** The window (whole seconds: rate-limiter-flexible counts in seconds). */
  windowMs: number;
  /** Keep the count `windowMs` after the last hit instead of the first. */
  slidingExpiry?: boolean;
}

/**
 * One counter of rate-limiter-flexible (docs/decisions/0036-redis-sentinel-and-shared-limits.md),
 * the single limiter every service uses: in Redis when there is one, with an in-process
 * limiter of the same rule as insurance while Redis is down or failing over (each process then
 * counts on its own: open per process, never closed); in process memory when there is no Redis.
 */
export function createCounter(options: CounterOptions): RateLimiterAbstract {
  const duration = Math.max(1, Math.round(options.windowMs / 1000));
  const memory = new RateLimiterMemory({
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: Math.min(duration, MEMORY_MAX_SECONDS),
  });
  if (!options.redis) return memory;
  return new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
    ...(options.slidingExpiry ? { customIncrTtlLuaScript: SLIDING_EXPIRY_SCRIPT } : {}),
  });
}

/** A counter (one rule's windows); see createCounter. */
export type Counter = RateLimiterAbstract;

export interface Hit {
  allowed: boolean;
  /** Hits in the window so far, this one included. */
  count: number;
  /** ms until the window ends. */
  msLeft: number;
}

/** Counts one hit of `key`; `allowed` is false past the counter's points. */
export async function countHit(counter: RateLimiterAbstract, key: string): Promise<Hit> {
  const res = await counter.consume(key).catch((error: unknown) => {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  });
  return {
    allowed: res.consumedPoints <= counter.points,
    count: res.consumedPoints,
    msLeft: res.msBeforeNext,
  };
}

/** The key a subject counts under: hashed, so no address, email or phone number sits in Redis. */
export function subjectKey(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 22);
}

/** A service's counters by rule name, each made on first use under `<prefix>rl:<name>`. */
export class RuleCounters {
  readonly #counters = new Map<string, Counter>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  of(
    name: string,
    points: number,
    windowMs: number,
    options: { slidingExpiry?: boolean } = {},
  ): Counter {
    let counter = this.#counters.get(name);
    if (!counter) {
      counter = createCounter({
        redis: this.redis,
        keyPrefix: `${this.prefix}rl:${name}`,
        points,
        windowMs,
        ...options,
      });
      this.#counters.set(name, counter);
    }
    return counter;
  }
}
