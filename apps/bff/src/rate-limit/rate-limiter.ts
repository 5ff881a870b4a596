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
 * Rate limits (fixed windows, counted in Redis so every BFF process shares them). Per IP
 * limits are loose because Japanese mobile carriers put many users behind one address; the
 * tight ones count per account identifier. docs/decisions explains the numbers.
 */
export const RATE_LIMITS = Object.freeze({
  /** Every POST/DELETE under /auth/*, per client IP. */
  authPerIp: { name: 'auth-ip', max: 30, windowMs: MINUTE },
  /** Sign-in attempts per email or phone number: slows password guessing on one account. */
  signInPerAccount: { name: 'signin-account', max: 10, windowMs: 15 * MINUTE },
  /** Accounts created per client IP. */
  signUpPerIp: { name: 'signup-ip', max: 10, windowMs: 60 * MINUTE },
  /** Password reset mails per email or phone number. */
  passwordResetPerAccount: { name: 'reset-account', max: 5, windowMs: 60 * MINUTE },
  /** GraphQL mutations per member (uid), or per IP for visitors. */
  mutationsPerClient: { name: 'mutation', max: 60, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>);

export type RateLimits = { [K in keyof typeof RATE_LIMITS]: RateLimitRule };

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

/**
 * Counts hits per rule and subject. Subjects (IPs, emails, phone numbers) are hashed, so no
 * personal data sits in Redis keys. While Redis is down each process counts on its own.
 */
export class RateLimiter {
  readonly #local = new Map<string, { count: number; resetAt: number }>();
  #redisDown = false;

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const key = `${this.prefix}rl:${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
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
    const now = Date.now();
    if (this.#local.size > 50_000) {
      for (const [k, window] of this.#local) if (window.resetAt <= now) this.#local.delete(k);
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
