import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Devices remembered per process while Redis is down. */
const LOCAL_MAX_DEVICES = 10_000;
/** The device cookie (HttpOnly): `__Host-` prefixed on https, as the session cookie. */
export function knownDeviceCookieName(secure: boolean): string {
  return secure ? '__Host-device' : 'device';
}
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that once signed in to an account gets a random token naming that pairing. At the next
 * sign-in to the same account it is counted on its own backoff instead of the account's and
 * the address's, so a guesser elsewhere (or behind the owner's carrier NAT) who has slowed the
 * account down does not slow its owner down (docs/decisions/0009-bff-rate-limits.md).
 *
 * The token is the only secret: Redis keeps its SHA-256 and the account's, never either
 * value, for a year after the last successful sign-in; each success replaces the token. While
 * Redis is down each process remembers its own devices (a device is then known to one process
 * only, and falls back to the ordinary backoffs elsewhere).
 */
export class KnownDevices {
  readonly #local = new LRUCache<string, { account: string; until: number }>({
    max: LOCAL_MAX_DEVICES,
  });

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  #key(token: string): string {
    return `${this.prefix}device:${digest(token)}`;
  }

  /**
   * The device's id (for its backoff) when `token` was issued for `account`; null for no token,
   * a malformed or unknown one, or one of another account.
   */
  async recognise(token: unknown, account: string): Promise<string | null> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
    const key = this.#key(token);
    let stored: string | null | undefined;
    if (this.redis) {
      try {
        stored = await this.redis.get(key);
      } catch (error) {
        this.log.warn({ err: error }, 'known devices: Redis unavailable, using this process');
      }
    }
    if (stored === undefined) {
      const local = this.#local.get(key);
      stored = local && local.until > this.now() ? local.account : null;
    }
    return stored === digest(account) ? key : null;
  }

  /** A new token for this browser and account (the old one, if any, is forgotten). */
  async issue(account: string, previous?: unknown): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const key = this.#key(token);
    const value = digest(account);
    const stale =
      typeof previous === 'string' && TOKEN_PATTERN.test(previous) ? this.#key(previous) : null;
    if (this.redis) {
      try {
        const batch = this.redis.multi().set(key, value, 'PX', KNOWN_DEVICE_TTL_MS);
        if (stale) batch.del(stale);
        await batch.exec();
        return token;
      } catch (error) {
        this.log.warn({ err: error }, 'known devices: Redis unavailable, using this process');
      }
    }
    if (stale) this.#local.delete(stale);
    this.#local.set(key, { account: value, until: this.now() + KNOWN_DEVICE_TTL_MS });
    return token;
  }
}
