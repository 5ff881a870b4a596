import { siteEnvironment } from '../runtime-env';

/** True when UNCRAWALABLE_ROBOTS (spec §7 runtime config) asks to keep crawlers out. */
export function isUncrawlable(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

/**
 * Whether robots.txt keeps every crawler out: asked by UNCRAWALABLE_ROBOTS, or any deployment
 * but production (`ENVIRONMENT`), so a staging or development copy is never indexed.
 */
export function keepsCrawlersOut(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return (
    isUncrawlable(env.UNCRAWALABLE_ROBOTS) || siteEnvironment(env.ENVIRONMENT) !== 'production'
  );
}
