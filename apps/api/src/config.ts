import path from 'node:path';
import {
  isDeployment,
  loadEnvConfig,
  redisEnvFields,
  redisTargetOrIssue,
} from '@jobsite/service-kit';
import { z } from 'zod';
import { defaultDataDir, defaultPgliteDataDir } from './db/paths';

/** 'true'/'false'/'1'/'0' (any case), as environment flags are written; unset stays undefined. */
const envFlag = z
  .string()
  .regex(/^(true|false|1|0)$/i, 'must be true, false, 1 or 0')
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || /^true$/i.test(value)));

/** Optional text: unset, empty or blank is undefined. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** host:port of the Firebase Auth emulator `pnpm start` runs (tooling/firebase). */
const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
/** The local SMTP server `pnpm start` runs (tooling/mail-catcher). */
const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';
const apiConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4100),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** One log line per request received and answered. Default: on, off under NODE_ENV=test. */
    LOG_REQUESTS: envFlag,
    /**
     * PostgreSQL server (postgres://user:pass@host:5432/db), or the primary and the replicas
     * that may be promoted, separated by commas (connections go to whichever is the primary;
     * decision 0037). Unset or empty: embedded PGlite.
     */
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .pipe(
        z
          .string()
          .refine(
            (value) =>
              value
                .split(',')
                .every((url) => /^postgres(ql)?:$/.test(URL.parse(url.trim())?.protocol ?? '')),
            'must be a postgres:// or postgresql:// URL, or several separated by commas',
          )
          .optional(),
      ),
    /**
     * A streaming replica of DATABASE_URL for catalogue reads (search, job detail, lists,
     * master data, content); unset: everything reads the primary
     * (docs/decisions/0037-catalogue-reads-on-a-replica.md).
     */
    DATABASE_REPLICA_URL: optionalString.pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    /** Past this replay lag (ms) catalogue reads go to the primary. */
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    /**
     * PGlite data directory when DATABASE_URL is unset; `memory://` keeps it in memory.
     * Default `<repo>/.data/pglite`, or `memory://` when NODE_ENV is test.
     */
    PGLITE_DATA_DIR: z.string().min(1).optional(),
    /**
     * Redis for the per-account rate limits shared by every api instance: REDIS_URL, or
     * REDIS_SENTINELS (host:port,…) with REDIS_SENTINEL_NAME. Unset: counted per process
     * (one instance; docs/decisions/0036-redis-sentinel-and-shared-limits.md).
     */
    ...redisEnvFields,
    /** Prefix of the api's Redis keys, so it can share a Redis with the BFF. */
    REDIS_KEY_PREFIX: z.string().min(1).default('api:'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** Apply pending migrations and the master data at start (off where a release step does). */
    DATABASE_MIGRATE: envFlag,
    /**
     * Seed demo data at start when the catalogue has no jobs. Default: on for the embedded
     * PGlite (the first `pnpm start`), off with DATABASE_URL and under NODE_ENV=test.
     */
    SEED_ON_EMPTY: envFlag,
    /** Jobs the start-up seed writes. */
    SEED_JOBS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
    /**
     * The daily renewal of the demo catalogue (decision 0033): republishes, closes and edits
     * demo jobs so their dates move with the site. Default: as SEED_ON_EMPTY (the demo site).
     */
    CATALOGUE_RENEWAL: envFlag,
    /**
     * The public origin of the web (job page URLs in search engine notifications and the
     * job feed). Default http://127.0.0.1:3000, as the web's SITE_URL.
     */
    SITE_URL: optionalString.pipe(z.url().optional()),
    /**
     * The web the api asks to render a job's pages again after publishing or closing it
     * (decision 0061): its origin (any instance; they share one page cache) and its
     * WEB_OPS_TOKEN. Both or neither; unset, pages refresh at their TTL.
     */
    WEB_URL: optionalString.pipe(z.url().optional()),
    WEB_OPS_TOKEN: optionalString.pipe(z.string().min(32).optional()),
    /** Search engine notifications sent per JST day at most; the rest wait (decision 0034). */
    INDEXING_DAILY_QUOTA: z.coerce.number().int().min(0).max(1_000_000).default(200),
    /** Firebase project whose ID tokens the api accepts (`demo-…` ids never reach Google). */
    FIREBASE_PROJECT_ID: z.string().trim().min(1).default('demo-jobsite'),
    /**
     * host:port of the Firebase Auth emulator. Default 127.0.0.1:9099 under
     * NODE_ENV=development; unset (real Firebase) otherwise unless given.
     */
    FIREBASE_AUTH_EMULATOR_HOST: optionalString.pipe(
      z
        .string()
        .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')
        .optional(),
    ),
    /**
     * Web API key of the Firebase project, for the REST calls that check a password
     * (userByPhoneNumber) and send reset mail; any value on the emulator. Without it (and
     * without the emulator) those two operations fail; everything else works.
     */
    FIREBASE_API_KEY: optionalString,
    /** Folder of the api's local files. Default `<repo>/.data`. */
    DATA_DIR: optionalString,
    /** Local attachment storage. Default `<DATA_DIR>/attachments`. */
    ATTACHMENTS_DIR: optionalString,
    /**
     * HMAC secret of attachment download links (≥ 32 characters). Unset: a random one kept in
     * `<DATA_DIR>/attachment-url.secret` (one instance); set it when several instances serve.
     */
    ATTACHMENT_URL_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** Origin the download links point to (the api, or a proxy in front of it). */
    ATTACHMENT_BASE_URL: optionalString.pipe(z.url().optional()),
    /**
     * HMAC secret of scout links' tokens (kintoneUser, Inquiry, scout settings and LINE links
     * without a session; decision 0026), ≥ 32 characters. Unset: a random one kept in
     * `<DATA_DIR>/link-token.secret` (one instance).
     */
    LINK_TOKEN_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** How long a download link works. */
    ATTACHMENT_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    /**
     * Bearer token of the operator routes (`/ops/*`, the `ops` CLI), ≥ 32 characters. Unset:
     * a random one kept in `<DATA_DIR>/ops.token`, which the CLI reads.
     */
    OPS_TOKEN: optionalString.pipe(z.string().min(32).optional()),
    /**
     * Bearer token Prometheus sends to `GET /metrics` (≥ 32 characters). Unset: `/metrics`
     * answers loopback connections only.
     */
    METRICS_TOKEN: optionalString.pipe(z.string().min(32).optional()),
    /**
     * SMTP server the notification mail goes through (decision 0049), e.g.
     * smtp://user:pass@mail.example.jp:587 or smtps://…:465. Default smtp://127.0.0.1:1025
     * under NODE_ENV=development (the local SMTP server of `pnpm start`, tooling/mail-catcher);
     * unset otherwise: no mail is sent (mail notifications are dropped, the rest works).
     */
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** The From of notification mail. */
    MAIL_FROM: z.string().trim().min(3).default('現場ジョブ <no-reply@genba-job.example.jp>'),
    /** How often the outbox worker looks for notifications to send (decision 0049). */
    NOTIFICATION_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
    /** createMicroConversion stores events only when on (spec §7 runtime key). */
    ENABLE_MICRO_CONVERSION: envFlag,
  })
  .transform((c, ctx) => ({
    ...c,
    /** Where Redis is (REDIS_URL or Sentinel); null: none. */
    REDIS: redisTargetOrIssue(c, ctx),
    PGLITE_DATA_DIR: c.PGLITE_DATA_DIR
      ? c.PGLITE_DATA_DIR.startsWith('memory://')
        ? c.PGLITE_DATA_DIR
        : path.resolve(c.PGLITE_DATA_DIR)
      : c.NODE_ENV === 'test'
        ? 'memory://'
        : defaultPgliteDataDir(),
    LOG_REQUESTS: c.LOG_REQUESTS ?? c.NODE_ENV !== 'test',
    DATABASE_MIGRATE: c.DATABASE_MIGRATE ?? true,
    SEED_ON_EMPTY: c.SEED_ON_EMPTY ?? (!c.DATABASE_URL && c.NODE_ENV !== 'test'),
    CATALOGUE_RENEWAL:
      c.CATALOGUE_RENEWAL ?? c.SEED_ON_EMPTY ?? (!c.DATABASE_URL && c.NODE_ENV !== 'test'),
    SITE_URL: (c.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    FIREBASE_AUTH_EMULATOR_HOST:
      c.FIREBASE_AUTH_EMULATOR_HOST ??
      (c.NODE_ENV === 'development' ? DEFAULT_AUTH_EMULATOR_HOST : undefined),
    DATA_DIR: path.resolve(c.DATA_DIR ?? defaultDataDir()),
    ATTACHMENTS_DIR: path.resolve(
      c.ATTACHMENTS_DIR ?? path.join(c.DATA_DIR ?? defaultDataDir(), 'attachments'),
    ),
    // Unset: links are paths on the api's own origin (`/attachments/…`), which the BFF resolves
    // against its upstream, so no answer names an internal address.
    ATTACHMENT_BASE_URL: (c.ATTACHMENT_BASE_URL ?? '').replace(/\/$/, ''),
    ENABLE_MICRO_CONVERSION: c.ENABLE_MICRO_CONVERSION ?? false,
    SMTP_URL: c.SMTP_URL ?? (c.NODE_ENV === 'development' ? DEFAULT_SMTP_URL : undefined),
  }))
  .superRefine((c, ctx) => {
    // A deployment (production on the real Firebase project) takes every secret from the
    // environment: the single-instance fallbacks (secrets kept in DATA_DIR, the embedded
    // PGlite) would differ between instances or vanish with the container.
    if (Boolean(c.WEB_URL) !== Boolean(c.WEB_OPS_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.WEB_URL ? 'WEB_OPS_TOKEN' : 'WEB_URL'],
        message: 'WEB_URL and WEB_OPS_TOKEN go together (on-demand revalidation of the web)',
      });
    }
    if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: 'needs DATABASE_URL (the primary it replicates)',
      });
    }
    if (!isDeployment(c)) return;
    const required: [keyof typeof c, string][] = [
      ['DATABASE_URL', 'the PostgreSQL server (postgres://…)'],
      ['OPS_TOKEN', 'bearer token of the operator routes, ≥ 32 characters'],
      ['ATTACHMENT_URL_SECRET', 'HMAC secret of attachment links, ≥ 32 characters'],
      ['LINK_TOKEN_SECRET', 'HMAC secret of scout link tokens, ≥ 32 characters'],
      ['FIREBASE_API_KEY', 'Web API key of the Firebase project'],
      ['SMTP_URL', 'the SMTP server of notification mail, smtp:// or smtps://'],
    ];
    for (const [name, what] of required) {
      if (!c[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: `required in production (${what})` });
      }
    }
  });

export type ApiConfig = z.output<typeof apiConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return loadEnvConfig('api', apiConfigSchema, env);
}
