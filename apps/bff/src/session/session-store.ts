import type { Redis } from 'ioredis';

/** Where sealed session records live, by storage key, with an index per uid. */
export interface SessionStore {
  get(key: string): Promise<string | null>;
  /** Writes a new session record. */
  set(key: string, uid: string, sealed: string, ttlMs: number): Promise<void>;
  /**
   * Writes a session record back only if it still exists; false when it was deleted meanwhile
   * (a sign-out elsewhere, which must not be undone by a request of the session in flight).
   */
  update(key: string, uid: string, sealed: string, ttlMs: number): Promise<boolean>;
  delete(key: string, uid: string): Promise<void>;
  /** Deletes every session of a uid (sign-out everywhere); returns how many. */
  deleteAllOf(uid: string): Promise<number>;
}

/** The session store could not be reached: the request fails, the session is kept. */
export class SessionStoreUnavailable extends Error {
  override readonly name = 'SessionStoreUnavailable';
}

/** How long a session command waits for a dropped connection to come back before failing. */
const RECONNECT_WAIT_MS = 1500;

/**
 * Resolves true once `redis` can take commands again (at once if it can), false after `ms`.
 * A connection just dropped can still say 'ready' until its close is handled: its stream says
 * whether it is writable.
 */
function ready(redis: Redis, ms: number): Promise<boolean> {
  const stream = (redis as unknown as { stream?: { writable?: boolean } }).stream;
  if (redis.status === 'ready' && stream?.writable !== false) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(value);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.once('ready', onReady);
  });
}

/**
 * Runs a session command; when it fails (a connection dropped by a failover or a proxy, a
 * command timed out) it is sent once more as soon as the connection is back, within
 * RECONNECT_WAIT_MS: a blip costs the member latency, not a failed request. Every command of
 * the store may be sent twice (each writes the same value, or deletes). Still failing: the
 * request fails with SessionStoreUnavailable and the session is kept.
 */
async function guarded<T>(redis: Redis, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (first) {
    if (!(await ready(redis, RECONNECT_WAIT_MS)))
      throw new SessionStoreUnavailable('session store unavailable', { cause: first });
    try {
      return await operation();
    } catch (error) {
      throw new SessionStoreUnavailable('session store unavailable', { cause: error });
    }
  }
}

// Deletes every session in a uid's index, then the index. KEYS[1] index; ARGV[1] record prefix.
const DELETE_ALL_SCRIPT = `
local members = redis.call('SMEMBERS', KEYS[1])
local deleted = 0
for _, key in ipairs(members) do deleted = deleted + redis.call('DEL', ARGV[1] .. key) end
redis.call('DEL', KEYS[1])
return deleted`;

// Writes a record back only if it exists, and keeps it in the uid's index. KEYS[1] record,
// KEYS[2] index; ARGV[1] sealed record, ARGV[2] ttl ms, ARGV[3] index member.
const UPDATE_SCRIPT = `
if not redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'XX') then return 0 end
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[2], 'GT')
redis.call('PEXPIRE', KEYS[2], ARGV[2], 'NX')
return 1`;

export class RedisSessionStore implements SessionStore {
  readonly #records: string;
  readonly #index: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.#records = `${prefix}sess:r:`;
    this.#index = `${prefix}sess:u:`;
  }

  get(key: string) {
    return guarded(this.redis, () => this.redis.get(this.#records + key));
  }

  set(key: string, uid: string, sealed: string, ttlMs: number) {
    return guarded(this.redis, async () => {
      await this.redis
        .multi()
        .set(this.#records + key, sealed, 'PX', ttlMs)
        .sadd(this.#index + uid, key)
        .pexpire(this.#index + uid, ttlMs, 'GT')
        .pexpire(this.#index + uid, ttlMs, 'NX')
        .exec();
    });
  }

  update(key: string, uid: string, sealed: string, ttlMs: number) {
    return guarded(this.redis, async () => {
      const written = await this.redis.eval(
        UPDATE_SCRIPT,
        2,
        this.#records + key,
        this.#index + uid,
        sealed,
        String(ttlMs),
        key,
      );
      return Number(written) === 1;
    });
  }

  delete(key: string, uid: string) {
    return guarded(this.redis, async () => {
      await this.redis
        .multi()
        .del(this.#records + key)
        .srem(this.#index + uid, key)
        .exec();
    });
  }

  deleteAllOf(uid: string) {
    return guarded(this.redis, async () =>
      Number(await this.redis.eval(DELETE_ALL_SCRIPT, 1, this.#index + uid, this.#records)),
    );
  }
}

/** One process only: used when REDIS_URL is unset. */
export class MemorySessionStore implements SessionStore {
  readonly #records = new Map<string, { sealed: string; uid: string; expiresAt: number }>();

  /** `now`: the clock of the records' time to live (tests move it). */
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string) {
    const record = this.#records.get(key);
    if (!record) return null;
    if (record.expiresAt <= this.now()) {
      this.#records.delete(key);
      return null;
    }
    return record.sealed;
  }

  async set(key: string, uid: string, sealed: string, ttlMs: number) {
    this.#records.set(key, { sealed, uid, expiresAt: this.now() + ttlMs });
  }

  async update(key: string, uid: string, sealed: string, ttlMs: number) {
    if ((await this.get(key)) === null) return false;
    await this.set(key, uid, sealed, ttlMs);
    return true;
  }

  async delete(key: string) {
    this.#records.delete(key);
  }

  async deleteAllOf(uid: string) {
    let deleted = 0;
    for (const [key, record] of this.#records) {
      if (record.uid === uid) {
        this.#records.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }
}
