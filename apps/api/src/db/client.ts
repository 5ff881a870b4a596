import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The drizzle database every query goes through. Both drivers share this type, so resolvers
 * and repositories never know which one runs.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A transaction (the argument of `db.transaction(async (tx) => …)`); usable as a Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface HandleBase {
  readonly db: Database;
  /** Resolves when the database answers; rejects otherwise (`/readyz`). */
  ping(): Promise<void>;
  /** Runs raw SQL and returns its rows, the same shape on both drivers. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Closes the pool or the embedded database. Safe to call twice. */
  close(): Promise<void>;
}

export interface PgliteHandle extends HandleBase {
  readonly driver: 'pglite';
  /** The embedded database: one connection, queries run one at a time. */
  readonly client: PGlite;
}

export interface NodePostgresHandle extends HandleBase {
  readonly driver: 'node-postgres';
  readonly client: pg.Pool;
}

/** What `createDatabase` returns: the drizzle db, a health check, close, and the driver. */
export type DatabaseHandle = PgliteHandle | NodePostgresHandle;

export interface DatabaseConfig {
  /**
   * PostgreSQL server URL, or several separated by commas (the primary and the replicas that
   * may be promoted: connections go to whichever is the primary); unset or empty → embedded
   * PGlite.
   */
  DATABASE_URL?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  PGLITE_DATA_DIR: string;
  /** Connections in the node-postgres pool. */
  DATABASE_POOL_MAX?: number;
  /** What the server shows in pg_stat_activity. */
  applicationName?: string;
  /**
   * How long opening a connection is retried (default CONNECT_RETRY_MS); 0 for a replica,
   * whose reads go to the primary instead of waiting.
   */
  connectRetryMs?: number;
}

export interface DatabaseLogger {
  warn(obj: unknown, msg?: string): void;
}

/** Extensions PGlite loads; the migrations create them (`CREATE EXTENSION pg_trgm`, `btree_gin`). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * Opens the database the configuration names: a PostgreSQL server through a node-postgres
 * pool when DATABASE_URL is set, else PGlite in PGLITE_DATA_DIR (created on first use).
 * Does not migrate: see `migrateDatabase`.
 */
export async function createDatabase(
  config: DatabaseConfig,
  logger?: DatabaseLogger,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const urls = config.DATABASE_URL.split(',').map((url) => url.trim());
    const pool = new ReconnectingPool(config.connectRetryMs ?? CONNECT_RETRY_MS, {
      connectionString: urls[0],
      ...(urls.length > 1 ? { Client: primaryClient(urls) } : {}),
      max: config.DATABASE_POOL_MAX ?? 10,
      application_name: config.applicationName ?? 'jobsite-api',
      // A server that went away must fail a request in seconds, not hold it (and /readyz) open.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      // JIT compilation costs 10–40 ms per trigram-count query and never pays back on the
      // short OLTP queries this service runs.
      options: '-c jit=off',
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection failed'));
    // Neither may a checked-out one: node-postgres emits a lost connection as an 'error' event
    // on the client, and the pool listens only while the client is idle. Between two queries of
    // a transaction (the server crashing, restarting, or ending the backend) that event had no
    // listener and ended the process; now the transaction's next query fails, it rolls back
    // and the pool discards the client.
    pool.on('connect', (client) => {
      client.on('error', (error) =>
        logger?.warn({ err: error }, 'database connection failed while in use'),
      );
    });
    return fromPool(pool);
  }
  const dataDir = config.PGLITE_DATA_DIR;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

/** How long a request waits for the server to take connections again before it fails. */
export const CONNECT_RETRY_MS = 8_000;

/**
 * Retries `connect` with backoff (100 ms doubling to 1 s) until it succeeds or `retryMs` has
 * passed, then throws the last error. Opening a connection sends no query, so retrying is safe
 * for writes too: while a primary restarts or a replica is promoted behind DATABASE_URL
 * (docs/decisions/0037-catalogue-reads-on-a-replica.md) requests wait instead of failing, and
 * nothing crashes.
 */
export async function retryConnection<T>(
  connect: () => Promise<T>,
  {
    retryMs = CONNECT_RETRY_MS,
    now = Date.now,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    onRetry,
  }: {
    retryMs?: number;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
    onRetry?: (error: unknown, attempt: number) => void;
  } = {},
): Promise<T> {
  const deadline = now() + retryMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connect();
    } catch (error) {
      const wait = Math.min(100 * 2 ** (attempt - 1), 1_000);
      if (now() + wait > deadline) throw error;
      onRetry?.(error, attempt);
      await sleep(wait);
    }
  }
}

type ConnectCallback = (error?: Error) => void;
const openConnection = (pg.Client.prototype as unknown as { _connect(cb: ConnectCallback): void })
  ._connect;

/**
 * A client class for a pool given several servers (DATABASE_URL="url1,url2"): each new
 * connection goes to the server that was the primary last time, and checks
 * `pg_is_in_recovery()`. A server that refuses the connection or is a standby hands the turn to
 * the next one and fails the attempt, which ReconnectingPool tries again: so after a replica is
 * promoted (and the old primary stopped) the pool finds it without a restart. libpq calls this
 * `target_session_attrs=read-write`; node-postgres has no such option.
 */
function primaryClient(urls: readonly string[]): typeof pg.Client {
  let current = 0;
  return class PrimaryClient extends pg.Client {
    readonly #index: number;

    constructor(options: pg.ClientConfig) {
      const index = current;
      super({ ...options, connectionString: urls[index] });
      this.#index = index;
    }

    // node-postgres opens every connection (promise or callback style) through `_connect`.
    _connect(callback: ConnectCallback): void {
      const passTurn = () => {
        if (current === this.#index) current = (this.#index + 1) % urls.length;
      };
      openConnection.call(this, (error?: Error) => {
        if (error) {
          passTurn();
          callback(error);
          return;
        }
        this.query<{ standby: boolean }>('select pg_is_in_recovery() as standby').then(
          ({ rows }) => {
            if (!rows[0]?.standby) return callback();
            passTurn();
            this.end().then(
              () => callback(new Error('a standby, not the primary')),
              () => callback(new Error('a standby, not the primary')),
            );
          },
          (queryError: Error) => {
            passTurn();
            callback(queryError);
          },
        );
      });
    }
  };
}

/** A pool whose connections, when the server refuses them, are asked for again (retryConnection). */
class ReconnectingPool extends pg.Pool {
  readonly #retryMs: number;

  constructor(retryMs: number, options: pg.PoolConfig) {
    super(options);
    this.#retryMs = retryMs;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    const connected = retryConnection(() => super.connect(), {
      // A pool being closed fails at once.
      retryMs: this.ending ? 0 : this.#retryMs,
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }
}

/** Wraps an open PGlite (tests load migrated templates this way). */
export function fromPglite(client: PGlite): PgliteHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    driver: 'pglite',
    client,
    db,
    ping: async () => {
      await client.query('select 1');
    },
    rows: async <T extends Record<string, unknown>>(query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** How long `/readyz` waits for the server before it calls the database unavailable. */
const PING_TIMEOUT_MS = 3_000;

async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): NodePostgresHandle {
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    driver: 'node-postgres',
    client: pool,
    db,
    ping: () => withTimeout(pool.query('select 1'), PING_TIMEOUT_MS),
    rows: async <T extends Record<string, unknown>>(query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
