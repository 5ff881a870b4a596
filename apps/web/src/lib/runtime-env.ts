/** Deployments the site knows (spec §7 runtime config `ENVIRONMENT`). */
export const SITE_ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export type SiteEnvironment = (typeof SITE_ENVIRONMENTS)[number];

/**
 * Which deployment this is, from `ENVIRONMENT` (read at run time, so one build serves every
 * deployment). Unset counts as production, the default the site had before the key was read;
 * a value it does not know counts as development, so a typo never makes a copy crawlable.
 */
export function siteEnvironment(
  value: string | undefined = process.env.ENVIRONMENT,
): SiteEnvironment {
  const normalised = value?.trim().toLowerCase();
  if (!normalised) return 'production';
  return (SITE_ENVIRONMENTS as readonly string[]).includes(normalised)
    ? (normalised as SiteEnvironment)
    : 'development';
}
