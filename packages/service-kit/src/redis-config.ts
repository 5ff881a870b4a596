import { z } from 'zod';
import { type RedisTarget, redisTarget } from './redis.mjs';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * The Redis variables every service reads (docs/decisions/0036-redis-sentinel-and-shared-limits.md):
 * `REDIS_URL`, or `REDIS_SENTINELS` (host:port,…) with `REDIS_SENTINEL_NAME`.
 */
export const redisEnvFields = {
  REDIS_URL: optionalText,
  REDIS_SENTINELS: optionalText,
  REDIS_SENTINEL_NAME: optionalText,
};

/**
 * For a config schema's transform: where Redis is (null: unset), or an issue on the variable
 * that is wrong (`redisTarget` names it first in its message).
 */
export function redisTargetOrIssue(
  config: { REDIS_URL?: string | undefined; REDIS_SENTINELS?: string | undefined },
  ctx: z.RefinementCtx,
): RedisTarget | null {
  try {
    return redisTarget(config as Record<string, string | undefined>);
  } catch (error) {
    const [variable = 'REDIS_URL', ...rest] = String((error as Error).message).split(': ');
    ctx.addIssue({ code: 'custom', path: [variable], message: rest.join(': ') });
    return null;
  }
}
