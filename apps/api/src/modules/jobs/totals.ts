import type { Database } from '../../db';
import { FigureCache, perDatabase } from '../figure-cache';
import { countJobs } from './repository';
import type { JobFilter } from './search';

/**
 * Totals of searches that are not route pages (keywords, several features, salary floors …),
 * kept per database and filter for a minute: counting every match of a common keyword reads
 * tens of thousands of rows, and the same searches come again and again (pages 2, 3 … of one
 * search, popular keywords). The page of jobs itself is always read live.
 */
const TOTALS_TTL_MS = 60_000;
const TOTALS_ENTRIES = 5_000;

const cacheOf = perDatabase(
  () => new FigureCache<string, number>({ ttlMs: TOTALS_TTL_MS, maxEntries: TOTALS_ENTRIES }),
);

/** A stable key: list filters are sets, so their order does not matter. */
export function keyOf(filter: JobFilter): string {
  const sorted = (values: readonly (number | string)[] | undefined) =>
    values === undefined ? null : [...values].map(String).sort();
  return JSON.stringify([
    filter.visibility ?? 'all',
    sorted(filter.occupationIds),
    sorted(filter.prefectureCodes),
    sorted(filter.municipalityCodes),
    sorted(filter.featureIds),
    sorted(filter.hiringTypes),
    filter.minimumMonthlySalary ?? null,
    filter.minimumAnnualSalary ?? null,
    filter.shift ?? null,
    filter.publishedSince?.getTime() ?? null,
    filter.excludeClosed ?? false,
    filter.companyId ?? null,
    sorted(filter.excludeJobIds),
    filter.keyword?.normalize('NFKC').toLowerCase().trim().split(/\s+/).sort() ?? null,
    filter.near ? [filter.near.latitude, filter.near.longitude, filter.near.radiusKm] : null,
  ]);
}

export function cachedJobCount(db: Database, filter: JobFilter): Promise<number> {
  return cacheOf(db).get(keyOf(filter), () => countJobs(db, filter));
}
