import { OCCUPATIONS } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { FigureValue } from '../figure-cache';
import type { JobVisibility } from '../jobs/search';
import { selectRows } from '../rows';

/**
 * Published-job counts of the master lists (occupations, prefectures, features) and of the
 * route pages' lists (occupation, prefecture, feature and their combinations), computed by
 * one grouped query each
 * and kept in process for PUBLISHED_COUNTS_TTL_MS: they are asked on almost every page and
 * change only when jobs are published. Only jobs that take entries are counted: a search
 * leaves closed ones (募集終了) out (docs/decisions/0028). Each figure is kept for all jobs and
 * for the member-only ones, so a list's total can leave them out (a visitor's list) or count
 * only them (JobPage.memberOnlyCount). The master lists' `publishedJobCount` is the visitor's
 * figure, the total of the list a link leads to (the BFF caches master data for everyone).
 */

/** How long counts are served before a refresh. */
export const PUBLISHED_COUNTS_TTL_MS = 60_000;

interface PlaceCounts {
  /** `${occupationId}:${prefectureCode}` → published jobs. */
  byOccupationPrefecture: Map<string, number>;
  byOccupation: Map<number, number>;
  byPrefecture: Map<number, number>;
  total: number;
}

interface FeatureCounts {
  byFeature: Map<number, number>;
  /** `${occupationId}:${featureId}` → published jobs of the occupation having the feature. */
  byOccupationFeature: Map<string, number>;
  /** `${occupationId}:${prefectureCode}:${featureId}` → the same within a prefecture. */
  byPlaceFeature: Map<string, number>;
}

function add<K>(map: Map<K, number>, key: K, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** The same counts for every published job and for the member-only ones. */
interface Split<T> {
  all: T;
  memberOnly: T;
}

function emptyPlaceCounts(): PlaceCounts {
  return {
    byOccupationPrefecture: new Map(),
    byOccupation: new Map(),
    byPrefecture: new Map(),
    total: 0,
  };
}

function emptyFeatureCounts(): FeatureCounts {
  return { byFeature: new Map(), byOccupationFeature: new Map(), byPlaceFeature: new Map() };
}

export class PublishedJobCounts {
  readonly #places: FigureValue<Split<PlaceCounts>>;
  readonly #features: FigureValue<Split<FeatureCounts>>;

  constructor(db: Database, ttlMs = PUBLISHED_COUNTS_TTL_MS) {
    this.#places = new FigureValue(async () => {
      const rows = await selectRows<{
        occupation_id: number;
        prefecture_code: number;
        is_member_only: boolean;
        n: number;
      }>(
        db,
        sql`SELECT occupation_id, prefecture_code, is_member_only, count(*)::int AS n
            FROM jobs WHERE is_published AND is_hiring
            GROUP BY occupation_id, prefecture_code, is_member_only`,
      );
      const split: Split<PlaceCounts> = { all: emptyPlaceCounts(), memberOnly: emptyPlaceCounts() };
      for (const row of rows) {
        const n = Number(row.n);
        for (const counts of row.is_member_only ? [split.all, split.memberOnly] : [split.all]) {
          add(counts.byOccupationPrefecture, `${row.occupation_id}:${row.prefecture_code}`, n);
          add(counts.byOccupation, Number(row.occupation_id), n);
          add(counts.byPrefecture, Number(row.prefecture_code), n);
          counts.total += n;
        }
      }
      return split;
    }, ttlMs);
    this.#features = new FigureValue(async () => {
      const rows = await selectRows<{
        occupation_id: number;
        prefecture_code: number;
        feature_id: number;
        is_member_only: boolean;
        n: number;
      }>(
        db,
        sql`SELECT j.occupation_id, j.prefecture_code, jf.feature_id, j.is_member_only,
              count(*)::int AS n
            FROM job_features AS jf JOIN jobs AS j ON j.id = jf.job_id
            WHERE j.is_published AND j.is_hiring
            GROUP BY j.occupation_id, j.prefecture_code, jf.feature_id, j.is_member_only`,
      );
      const split: Split<FeatureCounts> = {
        all: emptyFeatureCounts(),
        memberOnly: emptyFeatureCounts(),
      };
      for (const row of rows) {
        const n = Number(row.n);
        for (const counts of row.is_member_only ? [split.all, split.memberOnly] : [split.all]) {
          add(counts.byFeature, Number(row.feature_id), n);
          add(counts.byOccupationFeature, `${row.occupation_id}:${row.feature_id}`, n);
          add(
            counts.byPlaceFeature,
            `${row.occupation_id}:${row.prefecture_code}:${row.feature_id}`,
            n,
          );
        }
      }
      return split;
    }, ttlMs);
  }

  /** Open public jobs of an occupation: a visitor's total of `/{occupation}`. */
  async occupation(occupationId: number): Promise<number> {
    return this.place([occupationId], undefined, undefined, 'public');
  }

  /** Open public jobs of a prefecture: a visitor's total of a search of the prefecture. */
  async prefecture(code: number): Promise<number> {
    return this.place(undefined, [code], undefined, 'public');
  }

  /**
   * Published jobs of some occupations in some prefectures (undefined: all of them), having a
   * feature when one is given: the totals of the route pages `/driver/tokyo/`,
   * `/driver/tokyo/feature_51`, `/driver/feature/51`. `visibility` narrows to the public or
   * the member-only jobs (JobFilter.visibility).
   */
  async place(
    occupationIds: readonly number[] | undefined,
    prefectureCodes: readonly number[] | undefined,
    featureId?: number,
    visibility?: JobVisibility,
  ): Promise<number> {
    // One snapshot for both parts, so a public total is never taken across a refresh.
    let count: (part: keyof Split<unknown>) => number;
    if (featureId === undefined) {
      const places = await this.#places.get();
      count = (part) => placeCount(places[part], occupationIds, prefectureCodes);
    } else {
      const features = await this.#features.get();
      count = (part) => featureCount(features[part], occupationIds, prefectureCodes, featureId);
    }
    if (visibility === 'memberOnly') return count('memberOnly');
    if (visibility === 'public') return count('all') - count('memberOnly');
    return count('all');
  }

  /**
   * Open public jobs having the feature, within one occupation when given: a visitor's total
   * of `/{occupation}/feature/{id}`.
   */
  async feature(featureId: number, occupationId?: number): Promise<number> {
    return this.place(
      occupationId === undefined ? undefined : [occupationId],
      undefined,
      featureId,
      'public',
    );
  }
}

function placeCount(
  counts: PlaceCounts,
  occupationIds: readonly number[] | undefined,
  prefectureCodes: readonly number[] | undefined,
): number {
  if (!occupationIds && !prefectureCodes) return counts.total;
  if (!prefectureCodes) return sum(occupationIds!, (id) => counts.byOccupation.get(id));
  if (!occupationIds) return sum(prefectureCodes, (code) => counts.byPrefecture.get(code));
  return sum(occupationIds, (id) =>
    sum(prefectureCodes, (code) => counts.byOccupationPrefecture.get(`${id}:${code}`)),
  );
}

function featureCount(
  counts: FeatureCounts,
  occupationIds: readonly number[] | undefined,
  prefectureCodes: readonly number[] | undefined,
  featureId: number,
): number {
  if (!occupationIds && !prefectureCodes) return counts.byFeature.get(featureId) ?? 0;
  const occupations = occupationIds ?? ALL_OCCUPATION_IDS;
  if (!prefectureCodes) {
    return sum(occupations, (id) => counts.byOccupationFeature.get(`${id}:${featureId}`));
  }
  return sum(occupations, (id) =>
    sum(prefectureCodes, (code) => counts.byPlaceFeature.get(`${id}:${code}:${featureId}`)),
  );
}

function sum<T>(keys: readonly T[], value: (key: T) => number | undefined): number {
  let total = 0;
  for (const key of new Set(keys)) total += value(key) ?? 0;
  return total;
}

const ALL_OCCUPATION_IDS: readonly number[] = OCCUPATIONS.map((o) => o.id);

const byDatabase = new WeakMap<Database, PublishedJobCounts>();

/** The counts of one database, shared by every request that reads it. */
export function publishedJobCountsOf(db: Database): PublishedJobCounts {
  let counts = byDatabase.get(db);
  if (!counts) {
    counts = new PublishedJobCounts(db);
    byDatabase.set(db, counts);
  }
  return counts;
}
