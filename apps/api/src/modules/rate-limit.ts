import { DomainError, ErrorCode } from '@jobsite/domain/errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in this process, for the account questions an attacker could use to
 * probe accounts or guess passwords (userByPhoneNumber, userAuthType, isPhoneNumberDuplicate,
 * resetUserPassword). The BFF limits per IP across instances in Redis; this bounds attempts
 * per account even behind it.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts an attempt; RATE_LIMITED past the limit. */
  hit(key: string, limit: RateLimit, now = Date.now()): void {
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 100_000) this.#sweep(now);
      this.#windows.set(key, { count: 1, resetAt: now + limit.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > limit.max) throw new DomainError(ErrorCode.RATE_LIMITED);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

/** Limits of the account questions (per account identifier). */
export const ACCOUNT_LIMITS = Object.freeze({
  passwordCheck: { max: 5, windowMs: 15 * 60_000 },
  lookup: { max: 20, windowMs: 15 * 60_000 },
  passwordReset: { max: 3, windowMs: 15 * 60_000 },
});
