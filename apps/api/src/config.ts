import path from 'node:path';
import { loadEnvConfig } from '@jobsite/service-kit';
import { z } from 'zod';
import { defaultPgliteDataDir } from './db/paths';

/** 'true'/'false'/'1'/'0' (any case), as environment flags are written; unset stays undefined. */
const envFlag = z
  .string()
  .regex(/^(true|false|1|0)$/i, 'must be true, false, 1 or 0')
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || /^true$/i.test(value)));

const apiConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4100),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** PostgreSQL server (postgres://user:pass@host:5432/db). Unset or empty: embedded PGlite. */
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .pipe(
        z
          .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
          .optional(),
      ),
    /**
     * PGlite data directory when DATABASE_URL is unset; `memory://` keeps it in memory.
     * Default `<repo>/.data/pglite`, or `memory://` when NODE_ENV is test.
     */
    PGLITE_DATA_DIR: z.string().min(1).optional(),
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
  })
  .transform((c) => ({
    ...c,
    PGLITE_DATA_DIR: c.PGLITE_DATA_DIR
      ? c.PGLITE_DATA_DIR.startsWith('memory://')
        ? c.PGLITE_DATA_DIR
        : path.resolve(c.PGLITE_DATA_DIR)
      : c.NODE_ENV === 'test'
        ? 'memory://'
        : defaultPgliteDataDir(),
    DATABASE_MIGRATE: c.DATABASE_MIGRATE ?? true,
    SEED_ON_EMPTY: c.SEED_ON_EMPTY ?? (!c.DATABASE_URL && c.NODE_ENV !== 'test'),
  }));

export type ApiConfig = z.output<typeof apiConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return loadEnvConfig('api', apiConfigSchema, env);
}
