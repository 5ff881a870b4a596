import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { jobs, occupations, searchEngineNotifications } from '../../db/schema';
import { jstDay, jstDayStart } from '../catalogue-time/periods';
import {
  type IndexingType,
  LoggingSearchEngineNotifier,
  type SearchEngineNotifier,
} from './notifier';

/** Google's default Indexing API quota: 200 publish requests a day per project. */
export const DEFAULT_INDEXING_DAILY_QUOTA = 200;

export interface IndexingNotificationsOptions {
  /** The public origin of the web (job pages are `<origin>/<occupation>/job/<id>`). */
  siteUrl: string;
  /** Notifications sent per JST day at most; the rest wait for the next day. */
  dailyQuota?: number;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface DispatchResult {
  sent: number;
  /** Still queued: over the day's quota, or after a failure. */
  pending: number;
}

/** The path of a job page on the web (apps/web/src/lib/paths.ts `paths.job`). */
export function jobPagePath(occupationNameEn: string, jobId: number): string {
  return `/${occupationNameEn}/job/${jobId}`;
}

/**
 * The queue in front of the SearchEngineNotifier (decision 0034): publishing and closing a
 * job queue one notification of its page; `dispatch` sends the queue in order within the
 * daily quota, counted per JST day from the table, so a restart does not reset it. A page
 * waits in the queue once: queuing it again replaces the waiting notification (the latest
 * state is what the engine should fetch), which also bounds the queue by the catalogue.
 */
export class IndexingNotifications {
  readonly #db: Database;
  readonly #notifier: SearchEngineNotifier;
  readonly #siteUrl: string;
  readonly #quota: number;
  readonly #now: () => Date;
  readonly #log: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
  #dispatching: Promise<DispatchResult> | null = null;

  constructor(db: Database, notifier: SearchEngineNotifier, options: IndexingNotificationsOptions) {
    this.#db = db;
    this.#notifier = notifier;
    this.#siteUrl = options.siteUrl.replace(/\/+$/, '');
    this.#quota = options.dailyQuota ?? DEFAULT_INDEXING_DAILY_QUOTA;
    this.#now = options.now ?? (() => new Date());
    this.#log = options.log;
  }

  get dailyQuota(): number {
    return this.#quota;
  }

  /** Queues a notification of each job's page; returns how many were queued. */
  async queueJobs(jobIds: readonly number[], type: IndexingType): Promise<number> {
    if (jobIds.length === 0) return 0;
    const pages = await this.#db
      .select({ id: jobs.id, occupation: occupations.nameEn })
      .from(jobs)
      .innerJoin(occupations, eq(occupations.id, jobs.occupationId))
      .where(inArray(jobs.id, [...jobIds]));
    if (pages.length === 0) return 0;
    const rows = pages.map((page) => ({
      jobId: page.id,
      url: `${this.#siteUrl}${jobPagePath(page.occupation, page.id)}`,
      type,
      createdAt: this.#now(),
    }));
    await this.#db.transaction(async (tx) => {
      await tx.delete(searchEngineNotifications).where(
        and(
          isNull(searchEngineNotifications.sentAt),
          inArray(
            searchEngineNotifications.url,
            rows.map((r) => r.url),
          ),
        ),
      );
      for (let i = 0; i < rows.length; i += 1000) {
        await tx.insert(searchEngineNotifications).values(rows.slice(i, i + 1000));
      }
    });
    return rows.length;
  }

  /** The queue for the operator: waiting, sent today against the quota, the latest rows. */
  async status(limit = 20) {
    const dayStart = jstDayStart(jstDay(this.#now()));
    const [counts] = await this.#db
      .select({
        pending: sql<number>`count(*) FILTER (WHERE ${searchEngineNotifications.sentAt} IS NULL)::int`,
        sentToday: sql<number>`count(*) FILTER (WHERE ${searchEngineNotifications.sentAt} >= ${dayStart.toISOString()}::timestamptz)::int`,
      })
      .from(searchEngineNotifications);
    const latest = await this.#db
      .select()
      .from(searchEngineNotifications)
      .orderBy(sql`${searchEngineNotifications.id} DESC`)
      .limit(limit);
    return {
      notifier: this.#notifier.name,
      dailyQuota: this.#quota,
      pending: counts?.pending ?? 0,
      sentToday: counts?.sentToday ?? 0,
      latest,
    };
  }

  /** Sends what the day's quota allows, oldest first. One dispatch at a time. */
  dispatch(): Promise<DispatchResult> {
    this.#dispatching ??= this.#dispatch().finally(() => {
      this.#dispatching = null;
    });
    return this.#dispatching;
  }

  async #dispatch(): Promise<DispatchResult> {
    const now = this.#now();
    const dayStart = jstDayStart(jstDay(now));
    const [used] = await this.#db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchEngineNotifications)
      .where(gte(searchEngineNotifications.sentAt, dayStart));
    const allowance = Math.max(0, this.#quota - (used?.n ?? 0));
    const due =
      allowance === 0
        ? []
        : await this.#db
            .select({
              id: searchEngineNotifications.id,
              url: searchEngineNotifications.url,
              type: searchEngineNotifications.type,
            })
            .from(searchEngineNotifications)
            .where(isNull(searchEngineNotifications.sentAt))
            .orderBy(searchEngineNotifications.id)
            .limit(allowance);
    let sent = 0;
    for (const item of due) {
      let result: string;
      try {
        result = await this.#notifier.notify({ url: item.url, type: item.type as IndexingType });
      } catch (error) {
        // Left queued: the next dispatch (the next publish or close, or the daily run) retries.
        const message = error instanceof Error ? error.message : String(error);
        await this.#db
          .update(searchEngineNotifications)
          .set({ result: `error: ${message}`.slice(0, 500) })
          .where(eq(searchEngineNotifications.id, item.id));
        this.#log?.warn({ url: item.url, err: error }, 'search engine notification failed');
        break;
      }
      await this.#db
        .update(searchEngineNotifications)
        .set({ sentAt: this.#now(), result })
        .where(eq(searchEngineNotifications.id, item.id));
      sent += 1;
    }
    const [left] = await this.#db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchEngineNotifications)
      .where(isNull(searchEngineNotifications.sentAt));
    const pending = left?.n ?? 0;
    if (sent > 0 || pending > 0) {
      this.#log?.info(
        { notifier: this.#notifier.name, sent, pending, dailyQuota: this.#quota },
        'search engine notifications dispatched',
      );
    }
    return { sent, pending };
  }
}

/**
 * The notifications of this installation: the logging notifier (no real client is configured
 * here; decision 0034 says how one is), the configured origin and quota.
 */
export function createIndexingNotifications(
  config: { SITE_URL: string; INDEXING_DAILY_QUOTA: number },
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: { now?: () => Date; notifier?: SearchEngineNotifier } = {},
): IndexingNotifications {
  return new IndexingNotifications(db, options.notifier ?? new LoggingSearchEngineNotifier(log), {
    siteUrl: config.SITE_URL,
    dailyQuota: config.INDEXING_DAILY_QUOTA,
    log,
    ...(options.now ? { now: options.now } : {}),
  });
}
