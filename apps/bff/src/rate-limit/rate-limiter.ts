import { ErrorCode } from '@jobsite/domain/errors';
import { type Counter, countHit, RuleCounters, subjectKey } from '@jobsite/service-kit';
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

/**
 * Counts hits per rule and subject with the site's one limiter (service-kit's `createCounter`,
 * rate-limiter-flexible): in Redis, shared by every BFF process, and per process while Redis is
 * down. Subjects (IPs, emails, phone numbers) are hashed, so no personal data sits in Redis keys.
 */
export class RateLimiter {
  readonly #counters: RuleCounters;

  constructor(redis: Redis | null, prefix: string) {
    this.#counters = new RuleCounters(redis, prefix);
  }

  #counter(name: string, points: number, windowMs: number, slidingExpiry = false): Counter {
    return this.#counters.of(name, points, windowMs, { slidingExpiry });
  }

  /** The failures of a backoff: kept `windowMs` after the last one. */
  #failures(rule: BackoffRule): Counter {
    return this.#counter(rule.name, rule.free, rule.windowMs, true);
  }

  /** The block of a backoff: one point, so a blocked key is over it until the block ends. */
  #blocks(rule: BackoffRule): Counter {
    return this.#counter(`${rule.name}:block`, 1, rule.maxMs);
  }

  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const { allowed, count, msLeft } = await countHit(
      this.#counter(rule.name, rule.max, rule.windowMs),
      subjectKey(subject),
    );
    return { allowed, limit: rule.max, remaining: Math.max(0, rule.max - count), resetMs: msLeft };
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
    const blocks = await Promise.all(
      checks.map(([rule, subject]) => this.#blocks(rule).get(subjectKey(subject))),
    );
    const blockedMs = Math.max(
      0,
      ...blocks.map((block) => (block && block.consumedPoints > 1 ? block.msBeforeNext : 0)),
    );
    if (blockedMs > 0) {
      throw new BffError(ErrorCode.RATE_LIMITED, 429, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(blockedMs / 1000))) },
      });
    }
  }

  /** Counts a failure (a wrong password) against each backoff; past its free ones, it blocks. */
  async recordFailure(checks: readonly [BackoffRule, string][]): Promise<void> {
    for (const [rule, subject] of checks) {
      const key = subjectKey(subject);
      const { count } = await countHit(this.#failures(rule), key);
      const over = count - rule.free;
      if (over <= 0) continue;
      const ms = Math.min(rule.baseMs * 2 ** Math.min(over - 1, 40), rule.maxMs);
      await this.#blocks(rule).block(key, Math.max(1, Math.round(ms / 1000)));
    }
  }

  /** Forgets the failures of these subjects (a successful sign-in). */
  async clearFailures(checks: readonly [BackoffRule, string][]): Promise<void> {
    await Promise.all(
      checks.flatMap(([rule, subject]) => {
        const key = subjectKey(subject);
        return [this.#failures(rule).delete(key), this.#blocks(rule).delete(key)];
      }),
    );
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
