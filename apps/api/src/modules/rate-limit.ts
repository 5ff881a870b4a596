import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { countHit, RuleCounters, subjectKey } from '@jobsite/service-kit';
import type { Redis } from 'ioredis';

export interface RateLimit {
  /** Names the counter (and its Redis keys). */
  name: string;
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed windows per account identifier for the account questions an attacker could use to
 * probe accounts or guess passwords (userByPhoneNumber, userAuthType, isPhoneNumberDuplicate,
 * resetUserPassword), on the site's one limiter (service-kit's `createCounter`): in Redis
 * when the api has one (REDIS_URL or Sentinel), so N instances allow the same number of
 * guesses as one; per process while Redis is down, and without Redis (the embedded default).
 * The BFF limits per address in front of this (docs/decisions/0009-bff-rate-limits.md).
 * Identifiers are hashed: no phone number or email sits in a Redis key.
 */
export class RateLimiter {
  readonly #counters: RuleCounters;

  constructor(redis: Redis | null = null, prefix = 'api:') {
    this.#counters = new RuleCounters(redis, prefix);
  }

  /** Counts an attempt; RATE_LIMITED past the limit. */
  async hit(subject: string, limit: RateLimit): Promise<void> {
    const counter = this.#counters.of(limit.name, limit.max, limit.windowMs);
    const { allowed } = await countHit(counter, subjectKey(subject));
    if (!allowed) throw new DomainError(ErrorCode.RATE_LIMITED);
  }
}

/** Limits of the account questions (per account identifier). */
export const ACCOUNT_LIMITS = Object.freeze({
  passwordCheck: { name: 'password', max: 5, windowMs: 15 * 60_000 },
  lookup: { name: 'lookup', max: 20, windowMs: 15 * 60_000 },
  passwordReset: { name: 'reset', max: 3, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>);

/**
 * Drawing a PDF costs a tenth of a second of a core or more (docs/performance.md
 * "Documents"): per member, enough for any real use and not for a loop (decision 0047).
 */
export const DOCUMENT_LIMITS = Object.freeze({
  pdf: { name: 'pdf', max: 30, windowMs: 60_000 },
} satisfies Record<string, RateLimit>);
