import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { catalogueRenewals, jobs } from '../../db/schema';
import type { IndexingNotifications } from '../search-engines/notifications';
import { CATALOGUE_REVALIDATION, type WebPageCache } from '../web-cache/page-cache';
import {
  DAY_MS,
  jstDay,
  jstDayNumber,
  jstDayStart,
  POSTING_DAYS,
  SEED_WINDOW_DAYS,
} from './periods';

/**
 * The daily renewal of the demo catalogue (decision 0033). Each JST day takes its turn of
 * jobs, 1/SEED_WINDOW_DAYS of the published ones by id, as the seed spread them:
 *
 * - most are republished: published and edited that day, open, valid POSTING_DAYS on, so
 *   publication dates keep covering the last 90 days, a few jobs each day (新着, NEW);
 * - about 1 in CLOSE_ONE_IN closes instead (closing date that day), and a closed job
 *   reopens on its next turn, which keeps the share of closed jobs the seed made;
 * - a thirtieth of the open jobs is edited (更新日 moves);
 * - an open job past its validThrough closes (a catalogue no renewal ran on for long).
 *
 * Days missed while the api was down (at most SEED_WINDOW_DAYS back) run in order, each
 * with that day's time, so the dates stay spread. Unpublished jobs are left alone.
 *
 * Search engines hear only of jobs that opened or closed (decision 0061): republishing an open
 * demo job and moving its 更新日 change no fact a seeker reads, and notifying each of the
 * ~1/90 of the catalogue a day would spend the whole Indexing quota (200 a day) at 20,000 jobs.
 * Once the days committed, the web renders the catalogue's pages again (one request, whatever
 * the number of days), since their dates show.
 */

/** One job in this many closes on its turn instead of being republished. */
export const CLOSE_ONE_IN = 100;
/** Open jobs edited per day: one in this many. */
const REFRESH_ONE_IN = 30;
/** Jobs of a turn are published over the 10 hours after this hour (JST) of their day. */
const TURN_HOUR_JST = 8;
const TURN_SPREAD_SECONDS = 10 * 60 * 60;

export interface RenewalDay {
  day: string;
  published: number;
  closed: number;
  refreshed: number;
}

export interface RenewalOptions {
  now: Date;
  notifications?: IndexingNotifications;
  webCache?: WebPageCache;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** The days to run: after the last one recorded, else after the newest publication. */
async function daysDue(db: Database, now: Date): Promise<string[]> {
  const today = jstDay(now);
  const [last] = await db
    .select({ day: sql<string | null>`max(${catalogueRenewals.day})::text` })
    .from(catalogueRenewals);
  let from: string | null = last?.day ?? null;
  if (!from) {
    const [newest] = await db
      .select({ at: sql<string | null>`max(${jobs.publishedAt})::text` })
      .from(jobs)
      .where(eq(jobs.isPublished, true));
    if (!newest?.at) return [];
    from = jstDay(new Date(newest.at));
  }
  const earliest = jstDayNumber(now) - (SEED_WINDOW_DAYS - 1);
  const start = Math.max(jstDayNumber(jstDayStart(from)) + 1, earliest);
  const days: string[] = [];
  for (let n = start; n <= jstDayNumber(now); n++) days.push(jstDay(new Date(n * DAY_MS)));
  return days.filter((d) => d <= today);
}

/** Runs the renewal of every day due; returns what each day did. */
export async function renewCatalogue(db: Database, options: RenewalOptions): Promise<RenewalDay[]> {
  const done: RenewalDay[] = [];
  for (const day of await daysDue(db, options.now)) {
    const result = await renewDay(db, day, options.now);
    done.push(result.day);
    options.log?.info(result.day, 'demo catalogue renewed');
    // A closed job's page stays (募集停止中) without JobPosting: the engine re-reads it.
    await options.notifications?.queueJobs(result.openedOrClosedIds, 'URL_UPDATED');
  }
  if (done.length > 0) await options.webCache?.revalidate(CATALOGUE_REVALIDATION);
  if (options.notifications) await options.notifications.dispatch();
  return done;
}

async function renewDay(
  db: Database,
  day: string,
  now: Date,
): Promise<{ day: RenewalDay; openedOrClosedIds: number[] }> {
  const n = jstDayNumber(jstDayStart(day));
  const turnStart = new Date(
    Math.min(jstDayStart(day).getTime() + TURN_HOUR_JST * 3_600_000, now.getTime()),
  );
  // Each job of the turn at its own second of the day, never after now.
  const at = sql`least(${turnStart.toISOString()}::timestamptz + make_interval(secs => ${jobs.id} % ${TURN_SPREAD_SECONDS}), ${now.toISOString()}::timestamptz)`;
  const turn = sql`${jobs.isPublished} AND (${jobs.id} + ${n}) % ${SEED_WINDOW_DAYS} = 0`;
  // Which job closes varies from one 90-day round to the next (a hash of id and round).
  const closes = sql`((${jobs.id}::bigint * 2654435761 + ((${jobs.id} + ${n}) / ${SEED_WINDOW_DAYS}) * 40503) % ${CLOSE_ONE_IN}) = 0`;
  return db.transaction(async (tx) => {
    // Closed jobs of the turn that reopen (republished below).
    const reopened = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(sql`${turn}`, eq(jobs.isHiring, false), sql`NOT (${closes})`));
    const closed = await tx
      .update(jobs)
      .set({ isHiring: false, closedAt: at, validThrough: at, editedAt: at })
      .where(and(sql`${turn}`, eq(jobs.isHiring, true), sql`${closes}`))
      .returning({ id: jobs.id });
    const published = await tx
      .update(jobs)
      .set({
        isHiring: true,
        closedAt: null,
        publishedAt: at,
        editedAt: at,
        validThrough: sql`${at} + make_interval(days => ${POSTING_DAYS})`,
      })
      .where(and(sql`${turn}`, sql`NOT (${closes})`))
      .returning({ id: jobs.id });
    const refreshed = await tx
      .update(jobs)
      .set({ editedAt: at })
      .where(
        and(
          eq(jobs.isPublished, true),
          eq(jobs.isHiring, true),
          sql`(${jobs.id} + ${n}) % ${REFRESH_ONE_IN} = ${REFRESH_ONE_IN / 2}`,
          sql`NOT (${turn})`,
        ),
      )
      .returning({ id: jobs.id });
    const expired = await tx
      .update(jobs)
      .set({ isHiring: false, closedAt: sql`${jobs.validThrough}`, editedAt: at })
      .where(
        and(eq(jobs.isPublished, true), eq(jobs.isHiring, true), lt(jobs.validThrough, turnStart)),
      )
      .returning({ id: jobs.id });
    const closedIds = [...closed, ...expired].map((r) => r.id);
    const result: RenewalDay = {
      day,
      published: published.length,
      closed: closedIds.length,
      refreshed: refreshed.length,
    };
    await tx
      .insert(catalogueRenewals)
      .values({ ...result, ranAt: now })
      .onConflictDoUpdate({
        target: catalogueRenewals.day,
        set: {
          ranAt: now,
          published: result.published,
          closed: result.closed,
          refreshed: result.refreshed,
        },
      });
    return {
      day: result,
      openedOrClosedIds: reopened.map((r) => r.id).concat(closedIds),
    };
  });
}
