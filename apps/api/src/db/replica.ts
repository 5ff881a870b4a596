import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/** How far the replica is behind the primary, in ms; rejects when it cannot be asked. */
export type LagProbe = () => Promise<number>;

export interface CatalogueRouterOptions {
  primary: Database;
  replica: Database;
  probe: LagProbe;
  /** Past this lag catalogue reads go to the primary (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How long one probe's answer stands before the next is asked for. */
  probeIntervalMs?: number;
  now?: () => number;
  log?: { warn(obj: unknown, msg?: string): void; info(msg: string): void };
}

/**
 * Chooses the database of catalogue reads (search, job detail, lists, master data, content):
 * the streaming replica while it answers within `maxLagMs`, else the primary
 * (docs/decisions/0037-catalogue-reads-on-a-replica.md). Member reads and every write use the
 * primary, so a member sees their own write at once.
 *
 * `current()` never waits: it answers from the last probe and, when that is older than
 * `probeIntervalMs`, asks again in the background (one probe at a time). Until a probe has
 * answered, when the last one failed or is older than three intervals (a probe hanging on a
 * replica that went away), reads go to the primary.
 */
export class CatalogueRouter {
  readonly #options: Required<Omit<CatalogueRouterOptions, 'log'>> &
    Pick<CatalogueRouterOptions, 'log'>;
  #lastProbeAt = Number.NEGATIVE_INFINITY;
  #lastAnswerAt = Number.NEGATIVE_INFINITY;
  #usable = false;
  #probing = false;

  constructor(options: CatalogueRouterOptions) {
    this.#options = { probeIntervalMs: 1000, now: Date.now, ...options };
  }

  /** The database for a catalogue read now. */
  current(): Database {
    const { now, probeIntervalMs, primary, replica } = this.#options;
    const at = now();
    if (!this.#probing && at - this.#lastProbeAt >= probeIntervalMs) void this.refresh();
    const fresh = at - this.#lastAnswerAt < 3 * probeIntervalMs;
    return this.#usable && fresh ? replica : primary;
  }

  /** Asks the replica for its lag now (resolves when the answer is in). */
  async refresh(): Promise<void> {
    if (this.#probing) return;
    const { now, probe, maxLagMs, log } = this.#options;
    this.#probing = true;
    this.#lastProbeAt = now();
    let usable = false;
    try {
      const lagMs = await probe();
      usable = lagMs <= maxLagMs;
      if (!usable && this.#usable)
        log?.warn({ lagMs, maxLagMs }, 'replica lags: catalogue reads go to the primary');
    } catch (error) {
      if (this.#usable)
        log?.warn({ err: error }, 'replica unavailable: catalogue reads go to the primary');
    } finally {
      if (usable && !this.#usable) log?.info('catalogue reads go to the replica');
      this.#usable = usable;
      this.#lastAnswerAt = now();
      this.#probing = false;
    }
  }
}

/** How long the lag question may take before the replica counts as unavailable. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * The lag of a PostgreSQL streaming replica: 0 when it has replayed all it received (an idle
 * primary sends nothing, so the last replayed transaction's age would overstate it), else the
 * age of the last replayed transaction. A server not in recovery (a promoted replica, or one
 * named as both) is not behind anything.
 */
export function replicaLagProbe(replica: DatabaseHandle): LagProbe {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('replica did not answer')), PROBE_TIMEOUT_MS);
    });
    try {
      const [row] = await Promise.race([
        replica.rows<{ lag_ms: number | string | null }>(sql`
          select case
            when not pg_is_in_recovery() then 0
            when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
            else extract(epoch from (clock_timestamp() - pg_last_xact_replay_timestamp())) * 1000
          end as lag_ms`),
        timeout,
      ]);
      const lag = row?.lag_ms;
      // Nothing replayed yet while WAL waits: as far behind as can be.
      return lag === null || lag === undefined ? Number.POSITIVE_INFINITY : Number(lag);
    } finally {
      clearTimeout(timer);
    }
  };
}
