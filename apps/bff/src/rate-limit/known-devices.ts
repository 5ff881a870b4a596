import { createHash, randomBytes } from 'node:crypto';
import { type Counter, countHit, createCounter } from '@jobsite/service-kit';
import type { Redis } from 'ioredis';

/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** The device cookie (HttpOnly): `__Host-` prefixed on https, as the session cookie. */
export function knownDeviceCookieName(secure: boolean): string {
  return secure ? '__Host-device' : 'device';
}
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that once signed in to an account gets a random token naming that pairing. At the next
 * sign-in to the same account it is counted on its own backoff instead of the account's and
 * the address's, so a guesser elsewhere (or behind the owner's carrier NAT) who has slowed the
 * account down does not slow its owner down (docs/decisions/0009-bff-rate-limits.md).
 *
 * The token is the only secret. A pairing is a counter of the site's one limiter (service-kit's
 * `createCounter`) under the SHA-256 of token and account together, so Redis holds neither
 * value; it lasts a year from the sign-in that issued it; each success replaces the token.
 * While Redis is down each process remembers its own devices (a device is then known to one
 * process only, for at most the in-process limiter's longest window, and falls back to the
 * ordinary backoffs elsewhere).
 */
export class KnownDevices {
  readonly #pairings: Counter;

  constructor(redis: Redis | null, prefix: string) {
    this.#pairings = createCounter({
      redis,
      keyPrefix: `${prefix}device`,
      points: 1,
      windowMs: KNOWN_DEVICE_TTL_MS,
    });
  }

  /**
   * The device's id (for its backoff) when `token` was issued for `account`; null for no token,
   * a malformed or unknown one, or one of another account.
   */
  async recognise(token: unknown, account: string): Promise<string | null> {
    if (!isToken(token)) return null;
    const pairing = pairingKey(token, account);
    const known = await this.#pairings.get(pairing);
    return known && known.consumedPoints > 0 ? pairing : null;
  }

  /** A new token for this browser and account (the previous one, if any, is forgotten). */
  async issue(account: string, previous?: unknown): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    if (isToken(previous)) await this.#pairings.delete(pairingKey(previous, account));
    await countHit(this.#pairings, pairingKey(token, account));
    return token;
  }
}

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN_PATTERN.test(value);

const pairingKey = (token: string, account: string) =>
  createHash('sha256').update(token).update('\n').update(account).digest('base64url');
