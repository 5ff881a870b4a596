import { createHash } from 'node:crypto';
import { ErrorCode } from '@jobsite/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { BffError } from '../http/errors';

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * A limit that slows guessing down instead of shutting the door: the first `free` failures
 * cost nothing, each one after that blocks the subject for `baseMs`, doubling, at most
 * `maxMs`. Failures are remembered for `windowMs` after the last one.
 */
export interface BackoffRule {
  name: string;
  free: number;
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

const SECOND = 1000;
const HOUR = 60 * MINUTE;

/**
 * Rate limits (fixed windows and failure backoffs, counted in Redis so every BFF process
 * shares them). Per IP limits are loose because Japanese mobile carriers put many users behind
 * one address; the tight ones count per account identifier, and per address and identifier
 * together. docs/decisions/0009-bff-rate-limits.md explains the numbers.
 */
export const RATE_LIMITS = Object.freeze({
  /** Every POST/DELETE under /auth/*, per client address. */
  authPerIp: { name: 'auth-ip', max: 60, windowMs: MINUTE },
  /** Accounts created per client address (carrier NAT: generous; the account itself is unique). */
  signUpPerIp: { name: 'signup-ip', max: 100, windowMs: HOUR },
  /** Password reset mails per email or phone number. */
  passwordResetPerAccount: { name: 'reset-account', max: 5, windowMs: HOUR },
  /** GraphQL mutations per member (uid), or per client address for visitors. */
  mutationsPerClient: { name: 'mutation', max: 60, windowMs: MINUTE },
  /** Account look-ups (userAuthType, isPhoneNumberDuplicate, userByPhoneNumber) per address. */
  accountLookupPerIp: { name: 'lookup-ip', max: 30, windowMs: 10 * MINUTE },
  /** The same look-ups per email or phone number asked about, from anywhere. */
  accountLookupPerAccount: { name: 'lookup-account', max: 10, windowMs: 15 * MINUTE },
  /** The same look-ups from everyone together: enumeration from many addresses. */
  accountLookupGlobal: { name: 'lookup-all', max: 600, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>);

/** Wrong passwords at sign-in (docs/decisions/0009-bff-rate-limits.md). */
export const SIGN_IN_BACKOFFS = Object.freeze({
  /** One client guessing one account: 5 free, then 1 s doubling up to 15 min. */
  perClientAndAccount: {
    name: 'signin-fail-client-account',
    free: 5,
    baseMs: SECOND,
    maxMs: 15 * MINUTE,
    windowMs: HOUR,
  },
  /**
   * One account guessed from many addresses: 20 free, then 1 s doubling up to one minute,
   * so a distributed guesser gets about one try a minute and the owner waits a minute at most.
   */
  perAccount: {
    name: 'signin-fail-account',
    free: 20,
    baseMs: SECOND,
    maxMs: MINUTE,
    windowMs: HOUR,
  },
  /** One address guessing many accounts (carrier NAT: generous). */
  perClient: {
    name: 'signin-fail-client',
    free: 100,
    baseMs: SECOND,
    maxMs: 15 * MINUTE,
    windowMs: HOUR,
  },
  /**
   * A known device (known-devices.ts) signing in to its own account: in place of the three
   * above, so the owner is not slowed by guessers elsewhere; a stolen device cookie still gets
   * 5 free tries, then 1 s doubling up to 15 min.
   */
  perKnownDevice: {
    name: 'signin-fail-device',
    free: 5,
    baseMs: SECOND,
    maxMs: 15 * MINUTE,
    windowMs: HOUR,
  },
} satisfies Record<string, BackoffRule>);

export type RateLimits = { [K in keyof typeof RATE_LIMITS]: RateLimitRule };
export type SignInBackoffs = { [K in keyof typeof SIGN_IN_BACKOFFS]: BackoffRule };

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** ms until the window ends. */
  resetMs: number;
}

// KEYS[1] counter; ARGV[1] window ms. Returns { count, ms left }.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

// KEYS: block keys. Returns the longest ms any of them still blocks (0: none).
const BLOCKED_SCRIPT = `
local longest = 0
for _, key in ipairs(KEYS) do
  local ttl = redis.call('PTTL', key)
  if ttl > longest then longest = ttl end
end
return longest`;

// KEYS[1] failure counter, KEYS[2] block; ARGV window ms, free, base ms, max ms.
// Returns { failures, ms blocked now }.
const FAILURE_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local over = failures - tonumber(ARGV[2])
if over <= 0 then return { failures, 0 } end
local ms = math.floor(math.min(tonumber(ARGV[3]) * 2 ^ math.min(over - 1, 40), tonumber(ARGV[4])))
redis.call('SET', KEYS[2], '1', 'PX', ms)
return { failures, ms }`;

/**
 * Counts hits per rule and subject. Subjects (IPs, emails, phone numbers) are hashed, so no
 * personal data sits in Redis keys. While Redis is down each process counts on its own.
 */
export class RateLimiter {
  readonly #local = new Map<string, { count: number; resetAt: number }>();
  /** Per-process backoff blocks while Redis is down: key → until (ms). */
  readonly #localBlocks = new Map<string, number>();
  #redisDown = false;

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  #key(name: string, subject: string): string {
    return `${this.prefix}rl:${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
  }

  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const key = this.#key(rule.name, subject);
    let count: number;
    let resetMs: number;
    const shared = this.redis ? await this.#hitShared(key, rule) : null;
    if (shared) {
      [count, resetMs] = shared;
    } else {
      [count, resetMs] = this.#hitLocal(key, rule);
    }
    return {
      allowed: count <= rule.max,
      limit: rule.max,
      remaining: Math.max(0, rule.max - count),
      resetMs,
    };
  }

  /** Counts a hit and throws RATE_LIMITED (429 with Retry-After) when over the limit. */
  async enforce(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const result = await this.hit(rule, subject);
    if (!result.allowed) {
      throw new BffError(ErrorCode.RATE_LIMITED, 429, { headers: rateLimitHeaders(result) });
    }
    return result;
  }

  /**
   * Throws RATE_LIMITED (429, Retry-After) while any of these backoffs blocks its subject.
   * Nothing is counted: only failures are (recordFailure).
   */
  async enforceBackoffs(checks: readonly [BackoffRule, string][]): Promise<void> {
    const keys = checks.map(([rule, subject]) => `${this.#key(rule.name, subject)}:block`);
    let blockedMs = 0;
    const shared = this.redis
      ? await this.#shared(() => this.redis?.eval(BLOCKED_SCRIPT, keys.length, ...keys))
      : null;
    if (shared !== null) {
      blockedMs = Number(shared);
    } else {
      const now = this.now();
      for (const key of keys) {
        blockedMs = Math.max(blockedMs, (this.#localBlocks.get(key) ?? 0) - now);
      }
    }
    if (blockedMs > 0) {
      throw new BffError(ErrorCode.RATE_LIMITED, 429, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(blockedMs / 1000))) },
      });
    }
  }

  /** Counts a failure (a wrong password) against each backoff; past its free ones, it blocks. */
  async recordFailure(checks: readonly [BackoffRule, string][]): Promise<void> {
    for (const [rule, subject] of checks) {
      const key = this.#key(rule.name, subject);
      const args = [rule.windowMs, rule.free, rule.baseMs, rule.maxMs].map(String);
      const shared = this.redis
        ? await this.#shared(() =>
            this.redis?.eval(FAILURE_SCRIPT, 2, key, `${key}:block`, ...args),
          )
        : null;
      if (shared === null) this.#failLocal(key, rule);
    }
  }

  /** Forgets the failures of these subjects (a successful sign-in). */
  async clearFailures(checks: readonly [BackoffRule, string][]): Promise<void> {
    const keys = checks.flatMap(([rule, subject]) => {
      const key = this.#key(rule.name, subject);
      return [key, `${key}:block`];
    });
    for (const key of keys) {
      this.#local.delete(key);
      this.#localBlocks.delete(key);
    }
    if (this.redis) await this.#shared(() => this.redis?.del(...keys));
  }

  async #shared<T>(command: () => Promise<T> | undefined): Promise<T | null> {
    try {
      const result = await command();
      if (this.#redisDown) this.log.info('rate limits: counting in Redis again');
      this.#redisDown = false;
      return result ?? null;
    } catch (error) {
      if (!this.#redisDown)
        this.log.warn({ err: error }, 'rate limits: Redis unavailable, counting per process');
      this.#redisDown = true;
      return null;
    }
  }

  #failLocal(key: string, rule: BackoffRule): void {
    const now = this.now();
    let window = this.#local.get(key);
    if (!window || window.resetAt <= now) window = { count: 0, resetAt: now + rule.windowMs };
    window.count += 1;
    window.resetAt = now + rule.windowMs;
    this.#local.set(key, window);
    const over = window.count - rule.free;
    if (over > 0) {
      const ms = Math.min(rule.baseMs * 2 ** Math.min(over - 1, 40), rule.maxMs);
      this.#localBlocks.set(`${key}:block`, now + ms);
    }
  }

  async #hitShared(key: string, rule: RateLimitRule): Promise<[number, number] | null> {
    if (!this.redis) return null;
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, key, String(rule.windowMs))) as [
        number,
        number,
      ];
      if (this.#redisDown) this.log.info('rate limits: counting in Redis again');
      this.#redisDown = false;
      return [count, ttl];
    } catch (error) {
      if (!this.#redisDown)
        this.log.warn({ err: error }, 'rate limits: Redis unavailable, counting per process');
      this.#redisDown = true;
      return null;
    }
  }

  #hitLocal(key: string, rule: RateLimitRule): [number, number] {
    const now = this.now();
    if (this.#local.size > 50_000) {
      for (const [k, window] of this.#local) if (window.resetAt <= now) this.#local.delete(k);
      for (const [k, until] of this.#localBlocks) if (until <= now) this.#localBlocks.delete(k);
    }
    let window = this.#local.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.#local.set(key, window);
    }
    window.count += 1;
    return [window.count, window.resetAt - now];
  }
}

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(result.limit),
    'x-ratelimit-remaining': String(result.remaining),
    'x-ratelimit-reset': String(Math.ceil(result.resetMs / 1000)),
  };
  if (!result.allowed)
    headers['retry-after'] = String(Math.max(1, Math.ceil(result.resetMs / 1000)));
  return headers;
}
