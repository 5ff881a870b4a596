import {
  isDeployment,
  loadEnvConfig,
  redisEnvFields,
  redisTargetOrIssue,
} from '@jobsite/service-kit';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

const bffConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** One log line per request received and answered: 'true'/'false'; default off under test. */
    LOG_REQUESTS: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    /** The upstream GraphQL endpoint (apps/api). */
    GQL_ENDPOINT: z.url().default('http://127.0.0.1:4100/graphql'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * Redis for sessions, master-data cache and rate limits: REDIS_URL, or REDIS_SENTINELS
     * (host:port,…) with REDIS_SENTINEL_NAME; unset: in-process (one process only).
     */
    ...redisEnvFields,
    /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default('bff:'),
    /**
     * The site's public origin (what the browser shows). https → Secure `__Host-` cookies;
     * also the origin cross-site checks accept.
     */
    SITE_ORIGIN: z.url().default('http://127.0.0.1:3000'),
    /** More origins that may send state-changing requests (comma-separated). */
    EXTRA_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
    /** Which proxies may set x-forwarded-for (proxy-addr syntax): the web server, the load balancer. */
    TRUST_PROXY: z.string().default('loopback'),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-jobsite'),
    /** Web API key of the Firebase project (Identity Toolkit REST); any value on the emulator. */
    FIREBASE_API_KEY: optionalString,
    /**
     * host:port of the Firebase Auth emulator. Outside production it defaults to the one
     * `pnpm start` runs (127.0.0.1:9099); in production it is unset unless given.
     */
    FIREBASE_AUTH_EMULATOR_HOST: optionalString,
    /** Bearer token of the admin endpoints (cache invalidation); unset disables them. */
    ADMIN_TOKEN: optionalString.pipe(z.string().min(32).optional()),
    /**
     * Bearer token Prometheus sends to `GET /metrics` (≥ 32 characters). Unset: `/metrics`
     * answers loopback connections only.
     */
    METRICS_TOKEN: optionalString.pipe(z.string().min(32).optional()),
    /**
     * Which GraphQL documents run (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md):
     * comma-separated persisted-document manifests (`{ "sha256:<hex>": "<document>" }`, the
     * web's `pnpm codegen` output) whose documents alone run; or `any`, optionally followed by
     * manifests whose ids are known too (`any,a.json,b.json`: every document sent as text, and
     * these by id). Required in a deployment; `any` elsewhere unless given.
     */
    TRUSTED_DOCUMENTS: z
      .string()
      .trim()
      .optional()
      .transform((value) => {
        const parts = (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        if (parts.length === 0) return undefined;
        const listedOnly = parts[0] !== 'any';
        return { listedOnly, manifests: listedOnly ? parts : parts.slice(1) };
      }),
    /** Overrides every master-data TTL (seconds), e.g. for a staging soak; unset: per-field TTLs. */
    MASTER_CACHE_TTL_SECONDS: z.coerce.number().int().positive().optional(),
  })
  .transform((config, ctx) => ({
    ...config,
    /** Where Redis is (REDIS_URL or Sentinel), null: none. */
    REDIS: redisTargetOrIssue(config, ctx),
    LOG_REQUESTS: config.LOG_REQUESTS ?? config.NODE_ENV !== 'test',
    TRUSTED_DOCUMENTS:
      config.TRUSTED_DOCUMENTS ??
      (isDeployment(config) ? undefined : { listedOnly: false, manifests: [] }),
    FIREBASE_AUTH_EMULATOR_HOST:
      config.FIREBASE_AUTH_EMULATOR_HOST ??
      (config.NODE_ENV === 'production' ? undefined : DEFAULT_AUTH_EMULATOR_HOST),
  }))
  .superRefine((config, ctx) => {
    if (!config.FIREBASE_AUTH_EMULATOR_HOST && !config.FIREBASE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_API_KEY'],
        message: 'required unless FIREBASE_AUTH_EMULATOR_HOST is set',
      });
    }
    // A deployment keeps sessions and rate limits in Redis: in process memory they would end
    // on every restart and not be shared between instances.
    if (!config.TRUSTED_DOCUMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUSTED_DOCUMENTS'],
        message:
          "required in production: the web's persisted-document manifests (or 'any' to run every document)",
      });
    }
    if (isDeployment(config) && !config.REDIS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'required in production (sessions and rate limits are shared through Redis)',
      });
    }
  });

export type BffConfig = z.infer<typeof bffConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  return loadEnvConfig('bff', bffConfigSchema, env);
}
