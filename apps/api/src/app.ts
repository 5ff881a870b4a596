import {
  echoRequestId,
  healthRoutes,
  requestIdMixin,
  requestIdOptions,
} from '@jobsite/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db';
import './db/fastify';
import { LOCK_KEYS, withAdvisoryLock } from './db/locks';
import { CatalogueRouter, type LagProbe } from './db/replica';
import { openDatabase, openReplica } from './db/startup';
import { createContextBuilder } from './graphql/context';
import { graphqlPlugin } from './graphql/plugin';
import { resolvers } from './graphql/resolvers';
import { graphqlUploadsPlugin } from './graphql/uploads';
import { tokenAuthenticator } from './identity/authenticate';
import { serializeError } from './log-errors';
import { apiMetrics } from './metrics';
import { renewCatalogue } from './modules/catalogue-time/renewal';
import { scheduleDaily } from './modules/catalogue-time/scheduler';
import { jobFeedRoutes } from './modules/feeds/job-feed';
import {
  deliverDue,
  type OutboxDeps,
  type PassResult,
  scheduleOutbox,
} from './modules/notifications/outbox';
import {
  createIndexingNotifications,
  type IndexingNotifications,
} from './modules/search-engines/notifications';
import { createWebPageCache, type WebPageCache } from './modules/web-cache/page-cache';
import { opsRoutes } from './ops/routes';
import { DEMO_MEMBER } from './seed/demo-member';
import { type ApiServices, createServices, localSecret } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    indexingNotifications: IndexingNotifications;
    /** One pass of the notification outbox worker (tests drive it; decision 0049). */
    notificationOutbox: { deliverDue(): Promise<PassResult> };
  }
}

export interface BuildAppOptions {
  /**
   * An open, migrated database (tests pass one from test/support/database.ts). The app then
   * neither migrates nor seeds nor closes it. Without it the app opens the configured one.
   */
  database?: DatabaseHandle;
  /**
   * A replica for catalogue reads (tests pass one with its lag probe); without it the app
   * opens DATABASE_REPLICA_URL when set.
   */
  replica?: { database: DatabaseHandle; probe: LagProbe };
  /** Replacements of the member half's services (tests: a CRM that fails, …). */
  services?: Partial<ApiServices>;
  /** The web's page cache, told after publish and close (default: from WEB_URL; decision 0061). */
  webCache?: WebPageCache;
  /** The time, for the sweep of abandoned partial uploads and 新着 searches (tests pass a fixed clock). */
  now?: () => Date;
}

/** Partial uploads older than this are abandoned: no upload of 10 MB takes an hour. */
export const PARTIAL_UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;
/** The hour (JST) of the demo catalogue's daily renewal: before the morning's visitors. */
export const RENEWAL_HOUR_JST = 4;
/** How often the api looks for them while it runs. */
const PARTIAL_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Builds the api service: a list of plugins, each one concern. */
export async function buildApp(
  config: ApiConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors of failed queries are logged without their parameters (personal data).
    logger: {
      level: config.LOG_LEVEL,
      mixin: requestIdMixin,
      serializers: { err: serializeError },
    },
    ...requestIdOptions({ disableRequestLogging: !config.LOG_REQUESTS }),
  });
  echoRequestId(app);
  await app.register(apiMetrics, { config });

  const database = options.database ?? (await openDatabase(config, app.log));
  app.decorate<DatabaseHandle>('database', database);
  if (!options.database) app.addHook('onClose', async () => database.close());

  const replica = options.replica ?? (await openReplica(config, app.log));
  if (replica && !options.replica) app.addHook('onClose', async () => replica.database.close());
  const catalogue = replica
    ? new CatalogueRouter({
        primary: database.db,
        replica: replica.database.db,
        probe: replica.probe,
        maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS,
        log: app.log,
      })
    : null;

  const created = createServices(config, database.db, app.log, options.services);
  app.addHook('onClose', async () => created.close());

  // A crash or kill mid-upload leaves a `.part` file no failure path could remove: swept at
  // start and from time to time.
  const now = options.now ?? (() => new Date());
  const sweepPartials = async () => {
    try {
      const removed = await created.localStorage.sweepPartials(now(), PARTIAL_UPLOAD_MAX_AGE_MS);
      if (removed.length)
        app.log.info({ removed: removed.length }, 'abandoned partial uploads removed');
    } catch (error) {
      app.log.warn({ err: error }, 'sweep of partial uploads failed');
    }
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweepPartials();
    sweepTimer = setInterval(sweepPartials, PARTIAL_SWEEP_INTERVAL_MS);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweepTimer));

  // Search engine notifications of job pages (decision 0034), and the demo catalogue's daily
  // renewal (decision 0033), which also sends what the quota held back the day before.
  const notifications = createIndexingNotifications(config, database.db, app.log, { now });
  // The web renders a job's pages again once its publication or closing commits (decision 0061).
  const webCache = options.webCache ?? createWebPageCache(config, app.log);
  app.decorate('indexingNotifications', notifications);
  // Once a day (and at start): the demo renewal where it is on, then the notifications the
  // quota held back. Instances take turns (advisory lock); a second finds nothing left to do.
  // Off under NODE_ENV=test unless the renewal is asked for: tests drive both directly.
  if (config.CATALOGUE_RENEWAL || config.NODE_ENV !== 'test') {
    let stopDaily: (() => void) | undefined;
    const daily = () =>
      withAdvisoryLock(database, LOCK_KEYS.catalogueTime, async () => {
        if (config.CATALOGUE_RENEWAL) {
          await renewCatalogue(database.db, { now: now(), notifications, webCache, log: app.log });
        } else {
          await notifications.dispatch();
        }
      });
    app.addHook('onReady', async () => {
      // At start: the days missed while the api was down; then every day.
      await daily().catch((error: unknown) =>
        app.log.warn({ err: error }, 'daily catalogue task failed'),
      );
      stopDaily = scheduleDaily({
        hourJst: RENEWAL_HOUR_JST,
        now,
        task: daily,
        onError: (error) => app.log.warn({ err: error }, 'daily catalogue task failed'),
      });
    });
    app.addHook('onClose', async () => stopDaily?.());
  }

  // Mail and LINE notifications, sent after their events commit (decision 0049). Off under
  // NODE_ENV=test: tests run passes themselves.
  const outbox: OutboxDeps = {
    db: database.db,
    mailer: created.services.mailer,
    line: created.services.line,
    tokens: created.services.unsubscribeTokens,
    siteUrl: config.SITE_URL,
    now,
    log: app.log,
  };
  app.decorate('notificationOutbox', { deliverDue: () => deliverDue(outbox) });
  if (config.NODE_ENV !== 'test') {
    let stopOutbox: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopOutbox = scheduleOutbox(outbox, config.NOTIFICATION_POLL_MS, (error) =>
        app.log.warn({ err: error }, 'notification outbox pass failed'),
      );
    });
    app.addHook('onClose', async () => stopOutbox?.());
  }

  await app.register(healthRoutes, { checkReady: () => database.ping() });
  // Downloads of message attachments kept in the local folder (signed, short-lived links).
  await app.register(created.localStorage.routes);
  await app.register(opsRoutes, {
    db: database.db,
    token: localSecret(config, config.OPS_TOKEN, 'ops.token'),
    linkTokens: created.services.linkTokens,
    notifications,
    webCache,
    now,
    ...(config.FIREBASE_AUTH_EMULATOR_HOST ? { emulatorIdentity: created.services.identity } : {}),
  });
  // The aggregators' job feed (decision 0034), reached through the BFF and the web.
  await app.register(jobFeedRoutes, { db: database.db, siteUrl: config.SITE_URL, now });
  await app.register(graphqlUploadsPlugin);
  await app.register(graphqlPlugin, {
    graphiql: config.NODE_ENV !== 'production',
    resolvers,
    context: createContextBuilder({
      db: database.db,
      ...(catalogue ? { catalogue: () => catalogue.current() } : {}),
      authenticate: tokenAuthenticator(created.services.identity),
      services: created.services,
      ...(options.now ? { now: options.now } : {}),
    }),
  });
  if (!options.database && config.FIREBASE_AUTH_EMULATOR_HOST) {
    // The emulator forgets its accounts when it stops; the demo login must work after that.
    app.addHook('onReady', async () => {
      await created.services.identity.ensureAccount(DEMO_MEMBER).then(
        () => app.log.info({ email: DEMO_MEMBER.email }, 'demo account ready at the Auth emulator'),
        (error: unknown) =>
          app.log.warn({ err: error }, 'demo account not created at the Auth emulator'),
      );
    });
  }
  return app;
}
