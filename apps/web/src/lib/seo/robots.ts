/** True when UNCRAWALABLE_ROBOTS (spec §7 runtime config) asks to keep crawlers out. */
export function isUncrawlable(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}
