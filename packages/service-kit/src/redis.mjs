// Plain JavaScript so the web's Next.js cache handler (loaded untranspiled) connects to Redis
// the same way as the Fastify services (docs/decisions/0036-redis-sentinel-and-shared-limits.md).
import { Redis } from 'ioredis';

/**
 * Where Redis is, from the environment: `REDIS_URL` (one server, or a managed endpoint that
 * fails over behind one address), or `REDIS_SENTINELS` (comma-separated host:port) with
 * `REDIS_SENTINEL_NAME` (the master's name), asked through Sentinel. Null when neither is
 * set (in-process stores). Throws an Error naming the variable when the values are unusable.
 */
export function redisTarget(env) {
  const url = env.REDIS_URL?.trim();
  const sentinelList = env.REDIS_SENTINELS?.trim();
  const name = env.REDIS_SENTINEL_NAME?.trim();
  if (url && sentinelList)
    throw new Error('REDIS_SENTINELS: set either REDIS_URL or REDIS_SENTINELS, not both');
  if (url) {
    if (!/^rediss?:\/\//.test(url))
      throw new Error('REDIS_URL: must be a redis:// or rediss:// URL');
    return { url };
  }
  if (!sentinelList) {
    if (name) throw new Error('REDIS_SENTINELS: required with REDIS_SENTINEL_NAME');
    return null;
  }
  if (!name) throw new Error('REDIS_SENTINEL_NAME: required with REDIS_SENTINELS');
  const sentinels = sentinelList.split(',').map((entry) => {
    const match = /^\s*\[?([^\]\s]+?)\]?:(\d{1,5})\s*$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535)
      throw new Error(`REDIS_SENTINELS: "${entry.trim()}" is not host:port`);
    return { host: match[1], port };
  });
  return { sentinels, name };
}

/**
 * Options that keep a request from hanging on Redis: no offline queue, one try, a short
 * timeout. A command during an outage (or a failover) fails at once and the caller falls back
 * (upstream for a cache, the in-process limiter for rate limits); ioredis reconnects by itself.
 */
export function failFastRedisOptions(connectionName) {
  return {
    connectionName,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    lazyConnect: true,
  };
}

/**
 * A client for `target`. Through Sentinel it asks the sentinels for the current master, and
 * after a failover (a connection error, or the sentinels' +switch-master with
 * `failoverDetector`) asks again, so callers reconnect to the promoted replica by themselves.
 */
export function createRedis(target, options = {}) {
  return 'url' in target
    ? new ServiceRedis(target.url, options)
    : new ServiceRedis({
        ...options,
        sentinels: target.sentinels,
        name: target.name,
        role: 'master',
        failoverDetector: true,
        sentinelRetryStrategy: (attempt) => Math.min(100 * attempt, 2000),
      });
}

/** How long a client that ioredis ended on its own waits before it connects again. */
const REOPEN_DELAY_MS = 100;

/**
 * An ioredis client that stays connected until its owner closes it (`quit()` or
 * `disconnect()`), with `healUnwritableConnection` watching it until then.
 *
 * ioredis ends a client for good (status `end`, every command "Connection is closed.") when a
 * connection attempt is cancelled while it waits for a Sentinel's answer, and its failover
 * detector cancels the attempt in progress when +switch-master arrives. A client that lost
 * its primary is usually in such an attempt then, and on a busy event loop reads the answer
 * after the announcement; a web's page cache would then never read or write Redis again
 * (docs/decisions/0036-redis-sentinel-and-shared-limits.md). An end its owner did not ask for
 * is therefore followed by a new connection.
 */
class ServiceRedis extends Redis {
  #closedByOwner = false;
  #stopWatching;

  constructor(...args) {
    super(...args);
    this.#stopWatching = healUnwritableConnection(this);
    this.on('end', () => {
      if (this.#closedByOwner) return;
      setTimeout(() => {
        if (!this.#closedByOwner && this.status === 'end') this.connect().catch(() => {});
      }, REOPEN_DELAY_MS).unref();
    });
  }

  #closing() {
    this.#closedByOwner = true;
    this.#stopWatching();
  }

  disconnect(reconnect = false) {
    // ioredis itself calls disconnect(true) to reconnect (a failed ready check, a fatal error).
    if (!reconnect) this.#closing();
    super.disconnect(reconnect);
  }

  quit(...args) {
    this.#closing();
    return super.quit(...args);
  }
}

/** How often a client's connection is looked at; a connection found stuck twice is closed. */
const STUCK_CHECK_MS = 1000;

/**
 * Closes a connection that stays `ready` while it can no longer write. ioredis only learns
 * that a connection is gone from its socket's 'close'; a socket whose writing side has ended
 * (a failover detector's disconnect, a peer or middlebox that leaves the connection half
 * open) may never close, and without an offline queue every command then fails with
 * "Stream isn't writeable" for as long as it lasts. Destroying the socket gives ioredis its
 * 'close', and it reconnects as after any dropped connection (through Sentinel: to the
 * current primary). Checked on an unref'd timer; returns the function that stops it.
 */
export function healUnwritableConnection(client, intervalMs = STUCK_CHECK_MS) {
  let suspect = null;
  const timer = setInterval(() => {
    const stream = client.stream;
    const stuck = client.status === 'ready' && stream && !stream.writable && !stream.destroyed;
    if (!stuck) {
      suspect = null;
    } else if (suspect === stream) {
      suspect = null;
      stream.destroy();
    } else {
      suspect = stream;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A short description for logs (never a password). */
export function describeRedisTarget(target) {
  if ('url' in target) {
    const parsed = new URL(target.url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  }
  return `sentinel master "${target.name}" via ${target.sentinels.map((s) => `${s.host}:${s.port}`).join(',')}`;
}
