import type { CachePolicy } from '../cache/master-data-cache';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Master data whose types carry `publishedJobCount`: counts move as jobs are published. */
const COUNTED: CachePolicy = { ttlMs: 5 * MINUTE, staleMs: 10 * MINUTE };
/** Option lists and names that change only with a release or an admin edit. */
const STATIC: CachePolicy = { ttlMs: HOUR, staleMs: 24 * HOUR };

/**
 * The root query fields the BFF answers from its cache ("Master data (cached by the BFF)" in
 * the contract), with how long each stays fresh. An operation is cached only when every root
 * field is one of these; it then lives as long as its shortest-lived field.
 * docs/decisions ("BFF master-data cache") says why these numbers.
 */
export const MASTER_DATA_FIELDS: Readonly<Record<string, CachePolicy>> = Object.freeze({
  occupations: COUNTED,
  occupation: COUNTED,
  occupationCategories: COUNTED,
  prefectures: COUNTED,
  prefecture: COUNTED,
  allRegions: COUNTED,
  municipality: COUNTED,
  municipalities: COUNTED,
  searchMunicipalities: COUNTED,
  features: COUNTED,
  feature: COUNTED,
  trendFeatures: COUNTED,
  allQualifications: STATIC,
  allSalaryRanges: STATIC,
  allWorkplaceStrengths: STATIC,
  allCars: STATIC,
  allParticularConditions: STATIC,
  trademark: STATIC,
});

export function isMasterDataField(name: string): boolean {
  return Object.hasOwn(MASTER_DATA_FIELDS, name);
}

/** The policy of an operation made of these fields: the shortest TTL and stale window. */
export function policyOf(fields: readonly string[], ttlOverrideMs?: number): CachePolicy {
  if (ttlOverrideMs !== undefined) return { ttlMs: ttlOverrideMs, staleMs: ttlOverrideMs };
  let ttlMs = Number.POSITIVE_INFINITY;
  let staleMs = Number.POSITIVE_INFINITY;
  for (const field of fields) {
    const policy = MASTER_DATA_FIELDS[field];
    if (!policy) continue;
    ttlMs = Math.min(ttlMs, policy.ttlMs);
    staleMs = Math.min(staleMs, policy.staleMs);
  }
  return { ttlMs, staleMs };
}
