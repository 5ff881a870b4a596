import { loadEnvConfig } from '@jobsite/service-kit';
import { z } from 'zod';

const bffConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The upstream GraphQL endpoint (apps/api). */
  GQL_ENDPOINT: z.url().default('http://127.0.0.1:4100/graphql'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type BffConfig = z.infer<typeof bffConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  return loadEnvConfig('bff', bffConfigSchema, env);
}
