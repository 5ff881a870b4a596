import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { catalogueRenewals, jobs, searchEngineNotifications } from '../../src/db/schema';
import { DAY_MS, jstDay, SEED_WINDOW_DAYS } from '../../src/modules/catalogue-time/periods';
import { renewCatalogue } from '../../src/modules/catalogue-time/renewal';
import { IndexingNotifications } from '../../src/modules/search-engines/notifications';
import type {
  IndexingNotification,
  SearchEngineNotifier,
} from '../../src/modules/search-engines/notifier';
import type { Revalidation, WebPageCache } from '../../src/modules/web-cache/page-cache';
import { runOpsCommand } from '../../src/ops/commands';
import { seedDatabase } from '../../src/seed/seed';
import { createTestDatabase, type TestDatabase, withTestDatabase } from '../support/database';
import { TEST_SEED_NOW } from '../support/templates';

class RecordingNotifier implements SearchEngineNotifier {
  readonly name = 'test';
  readonly calls: IndexingNotification[] = [];
  async notify(notification: IndexingNotification) {
    this.calls.push(notification);
    return 'ok';
  }
}

/** Records what the web would be asked to render again (decision 0061). */
class RecordingWebPageCache implements WebPageCache {
  readonly name = 'test';
  readonly calls: Revalidation[] = [];
  async revalidate(revalidation: Revalidation) {
    this.calls.push(revalidation);
    return true;
  }
}

const silent = { info: () => {}, warn: () => {} };

describe('the demo catalogue renewal (decision 0033)', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created), { seeded: true });

  const state = async () => {
    const [row] = await database.db
      .select({
        published: sql<number>`count(*) FILTER (WHERE is_published)::int`,
        open: sql<number>`count(*) FILTER (WHERE is_published AND is_hiring)::int`,
        closed: sql<number>`count(*) FILTER (WHERE is_published AND NOT is_hiring)::int`,
        newest: sql<string>`max(published_at) FILTER (WHERE is_published)`,
        oldest: sql<string>`min(published_at) FILTER (WHERE is_published AND is_hiring)`,
        lapsed: sql<number>`count(*) FILTER (WHERE is_published AND is_hiring AND valid_through <= now())::int`,
      })
      .from(jobs);
    return row!;
  };

  it('does nothing the day the catalogue was seeded', async () => {
    expect(await renewCatalogue(database.db, { now: TEST_SEED_NOW })).toEqual([]);
  });

  it('republishes, closes and edits a day’s turn of jobs, keeping the mix', async () => {
    const before = await state();
    const day1 = new Date(TEST_SEED_NOW.getTime() + DAY_MS);
    const notifier = new RecordingNotifier();
    const notifications = new IndexingNotifications(database.db, notifier, {
      siteUrl: 'https://jobs.example',
      dailyQuota: 1,
      now: () => day1,
      log: silent,
    });
    const webCache = new RecordingWebPageCache();
    const [done, ...more] = await renewCatalogue(database.db, {
      now: day1,
      notifications,
      webCache,
    });
    expect(more).toEqual([]);
    expect(done!.day).toBe(jstDay(day1));
    // One 90th of the published jobs, give or take.
    expect(done!.published + done!.closed).toBeGreaterThan(before.published / SEED_WINDOW_DAYS / 2);
    expect(done!.refreshed).toBeGreaterThan(0);
    const republished = await database.db
      .select({ id: jobs.id, publishedAt: jobs.publishedAt, validThrough: jobs.validThrough })
      .from(jobs)
      .where(
        sql`${jobs.isPublished} AND (${jobs.id} + ${Math.floor((day1.getTime() + 9 * 3_600_000) / DAY_MS)}) % 90 = 0 AND ${jobs.isHiring}`,
      );
    expect(republished.length).toBe(done!.published);
    for (const job of republished) {
      expect(jstDay(job.publishedAt!)).toBe(jstDay(day1));
      expect(job.publishedAt!.getTime()).toBeLessThanOrEqual(day1.getTime());
      expect(job.validThrough!.getTime()).toBeGreaterThan(day1.getTime() + 100 * DAY_MS);
    }
    // The web renders the catalogue's pages again once the day committed: one request.
    expect(webCache.calls).toEqual([{ paths: [], tags: ['jobs', 'sitemap'] }]);
    // Search engines hear only of jobs that opened or closed (decision 0061), within the
    // quota (1 here): one sent, the rest queued for the next day.
    const notified = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchEngineNotifications);
    expect(notified[0]!.n).toBeGreaterThanOrEqual(done!.closed);
    expect(notified[0]!.n).toBeLessThan(done!.published);
    expect(notifier.calls).toHaveLength(Math.min(1, notified[0]!.n));
    if (notifier.calls[0])
      expect(notifier.calls[0].url).toMatch(/^https:\/\/jobs\.example\/[a-z_]+\/job\/\d+$/);
    const [queued] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchEngineNotifications)
      .where(isNull(searchEngineNotifications.sentAt));
    expect(queued!.n).toBe(Math.max(0, notified[0]!.n - 1));
    // Running again the same day does nothing more.
    expect(await renewCatalogue(database.db, { now: day1 })).toEqual([]);
  });

  it('catches up the days it missed, up to 90, and keeps the catalogue fresh a year on', async () => {
    const yearOn = new Date(TEST_SEED_NOW.getTime() + 365 * DAY_MS);
    const days = await renewCatalogue(database.db, { now: yearOn });
    expect(days).toHaveLength(SEED_WINDOW_DAYS);
    expect(days.at(-1)!.day).toBe(jstDay(yearOn));
    const after = await state();
    // Publication dates cover the last 90 days; nothing open has lapsed; about 1% closed.
    expect(jstDay(new Date(after.newest))).toBe(jstDay(yearOn));
    expect(yearOn.getTime() - new Date(after.oldest).getTime()).toBeLessThanOrEqual(
      SEED_WINDOW_DAYS * DAY_MS,
    );
    const [lapsed] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        sql`is_published AND is_hiring AND valid_through <= ${yearOn.toISOString()}::timestamptz`,
      );
    expect(lapsed!.n).toBe(0);
    expect(after.closed / after.published).toBeGreaterThan(0.003);
    expect(after.closed / after.published).toBeLessThan(0.03);
    const recorded = await database.db.select().from(catalogueRenewals);
    expect(recorded.length).toBe(SEED_WINDOW_DAYS + 1);
  }, 120_000);
});

describe('a day’s renewal of 20,000 demo jobs stays well within the Indexing quota (0061)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database, { jobs: 20_000, now: () => TEST_SEED_NOW });
  }, 300_000);
  afterAll(() => database?.dispose());

  it('notifies only the jobs that opened or closed: a small share of the default 200', async () => {
    const notifier = new RecordingNotifier();
    const perDay: number[] = [];
    for (let n = 1; n <= 2; n++) {
      const day = new Date(TEST_SEED_NOW.getTime() + n * DAY_MS);
      const notifications = new IndexingNotifications(database.db, notifier, {
        siteUrl: 'https://jobs.example',
        now: () => day,
        log: silent,
      });
      expect(notifications.dailyQuota).toBe(200);
      const before = notifier.calls.length;
      const [done] = await renewCatalogue(database.db, { now: day, notifications });
      // About 1/90 of the catalogue is renewed, more than the quota allows to notify.
      expect(done!.published).toBeGreaterThan(200);
      perDay.push(notifier.calls.length - before);
      const [waiting] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(searchEngineNotifications)
        .where(isNull(searchEngineNotifications.sentAt));
      expect(waiting!.n).toBe(0);
    }
    // Closes (~1 in 100 of a turn) and reopenings of the seed's closed jobs: a handful a day.
    for (const sent of perDay) expect(sent).toBeLessThanOrEqual(200 / 4);
    expect(perDay.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  }, 300_000);
});

describe('operator publish and close (decision 0033, 0034)', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created), { seeded: true });

  it('closes with a closing date, republishes with a new period, and notifies within the quota', async () => {
    const now = new Date('2026-02-01T03:00:00Z');
    const notifier = new RecordingNotifier();
    const notifications = new IndexingNotifications(database.db, notifier, {
      siteUrl: 'https://jobs.example/',
      dailyQuota: 2,
      now: () => now,
      log: silent,
    });
    const webCache = new RecordingWebPageCache();
    const deps = { db: database.db, notifications, webCache, now: () => now };
    const [open] = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`is_published AND is_hiring`)
      .limit(3);
    const closed = await runOpsCommand(deps, 'close', { job: open!.id });
    expect(closed).toMatchObject({
      isHiring: false,
      closedAt: now,
      validThrough: now,
      webPages: true,
    });
    // The web renders the job's page, its lists and the sitemaps again (decision 0061).
    expect(webCache.calls).toEqual([
      {
        paths: [expect.stringMatching(new RegExp(`^/[a-z_]+/job/${open!.id}$`))],
        tags: ['jobs', 'sitemap', `job:${open!.id}`, expect.stringMatching(/^company:\d+$/)],
      },
    ]);
    const published = await runOpsCommand(deps, 'publish', { job: open!.id });
    expect(published).toMatchObject({ isHiring: true, publishedAt: now, closedAt: null });
    expect((published.validThrough as Date).getTime()).toBeGreaterThan(now.getTime());
    // The quota (2) is used: the third notification waits for the next JST day.
    const third = await runOpsCommand(deps, 'unpublish', { job: open!.id });
    expect(third.searchEngines).toEqual({ queued: true, pending: 1 });
    expect(notifier.calls.map((c) => c.type)).toEqual(['URL_UPDATED', 'URL_UPDATED']);
    expect(notifier.calls[0]!.url).toMatch(
      new RegExp(`^https://jobs\\.example/[a-z_]+/job/${open!.id}$`),
    );

    const nextDay = new IndexingNotifications(database.db, notifier, {
      siteUrl: 'https://jobs.example',
      dailyQuota: 2,
      now: () => new Date(now.getTime() + DAY_MS),
      log: silent,
    });
    expect(await nextDay.dispatch()).toEqual({ sent: 1, pending: 0 });
    expect(notifier.calls.at(-1)!.type).toBe('URL_DELETED');
    const rows = await database.db
      .select()
      .from(searchEngineNotifications)
      .where(eq(searchEngineNotifications.jobId, open!.id));
    expect(rows.every((r) => r.sentAt !== null && r.result === 'ok')).toBe(true);

    // What the operator sees.
    const status = await runOpsCommand({ ...deps, notifications: nextDay }, 'search-engines', {
      limit: 2,
    });
    expect(status).toMatchObject({ notifier: 'test', dailyQuota: 2, pending: 0, sentToday: 1 });
    expect((status.latest as unknown[]).length).toBe(2);
    expect(await runOpsCommand(deps, 'renewals', {})).toEqual({ days: [] });
  });
});

describe('the api process runs the renewal (decision 0033)', () => {
  it('catches up at start on the injected clock and logs what it did', async () => {
    const database = await createTestDatabase({ seeded: true });
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      CATALOGUE_RENEWAL: 'true',
      SITE_URL: 'https://jobs.example',
    });
    const now = new Date(TEST_SEED_NOW.getTime() + 3 * DAY_MS);
    const app = await buildApp(config, { database, now: () => now });
    app.log.info = ((fields: unknown, message?: string) => {
      lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
    }) as typeof app.log.info;
    try {
      await app.ready();
      const days = await database.db.select().from(catalogueRenewals);
      expect(days.map((d) => d.day).sort()).toEqual(
        [1, 2, 3].map((n) => jstDay(new Date(TEST_SEED_NOW.getTime() + n * DAY_MS))),
      );
      expect(lines.filter((l) => l.startsWith('demo catalogue renewed'))).toHaveLength(3);
      expect(lines.some((l) => l.startsWith('search engine notifications dispatched'))).toBe(true);
    } finally {
      await app.close();
      await database.dispose();
    }
  }, 120_000);
});
