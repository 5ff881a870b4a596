import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { selectRows } from '../rows';

/**
 * Published-job counts of the master lists (occupations, prefectures, features), computed by
 * one grouped query each and kept in process for a short time: they are asked on almost
 * every page and change only when jobs are published. After the TTL the next caller gets the
 * old figures while one refresh runs (stale-while-revalidate), so no request waits on it
 * after the first.
 */

/** How long counts are served without a refresh. */
export const PUBLISHED_COUNTS_TTL_MS = 60_000;

class TtlValue<T> {
  #value: T | undefined;
  #loadedAt = 0;
  #pending: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    if (this.#value !== undefined) {
      if (Date.now() - this.#loadedAt > this.ttlMs && !this.#pending) {
        void this.#refresh().catch(() => {});
      }
      return Promise.resolve(this.#value);
    }
    return this.#pending ?? this.#refresh();
  }

  #refresh(): Promise<T> {
    this.#pending = this.load()
      .then((value) => {
        this.#value = value;
        this.#loadedAt = Date.now();
        return value;
      })
      .finally(() => {
        this.#pending = undefined;
      });
    return this.#pending;
  }
}

interface OccupationPrefectureCounts {
  byOccupation: Map<number, number>;
  byPrefecture: Map<number, number>;
}

interface FeatureCounts {
  /** Feature id → published jobs having it. */
  byFeature: Map<number, number>;
  /** `${occupationId}:${featureId}` → published jobs of the occupation having it. */
  byOccupationFeature: Map<string, number>;
}

export class PublishedJobCounts {
  readonly #places: TtlValue<OccupationPrefectureCounts>;
  readonly #features: TtlValue<FeatureCounts>;

  constructor(db: Database, ttlMs = PUBLISHED_COUNTS_TTL_MS) {
    this.#places = new TtlValue(async () => {
      const rows = await selectRows<{ occupation_id: number; prefecture_code: number; n: number }>(
        db,
        sql`SELECT occupation_id, prefecture_code, count(*)::int AS n
            FROM jobs WHERE is_published GROUP BY occupation_id, prefecture_code`,
      );
      const byOccupation = new Map<number, number>();
      const byPrefecture = new Map<number, number>();
      for (const row of rows) {
        const n = Number(row.n);
        add(byOccupation, Number(row.occupation_id), n);
        add(byPrefecture, Number(row.prefecture_code), n);
      }
      return { byOccupation, byPrefecture };
    }, ttlMs);
    this.#features = new TtlValue(async () => {
      const rows = await selectRows<{ occupation_id: number; feature_id: number; n: number }>(
        db,
        sql`SELECT j.occupation_id, jf.feature_id, count(*)::int AS n
            FROM job_features AS jf JOIN jobs AS j ON j.id = jf.job_id
            WHERE j.is_published GROUP BY j.occupation_id, jf.feature_id`,
      );
      const byFeature = new Map<number, number>();
      const byOccupationFeature = new Map<string, number>();
      for (const row of rows) {
        const n = Number(row.n);
        add(byFeature, Number(row.feature_id), n);
        byOccupationFeature.set(`${row.occupation_id}:${row.feature_id}`, n);
      }
      return { byFeature, byOccupationFeature };
    }, ttlMs);
  }

  async occupation(occupationId: number): Promise<number> {
    return (await this.#places.get()).byOccupation.get(occupationId) ?? 0;
  }

  async prefecture(code: number): Promise<number> {
    return (await this.#places.get()).byPrefecture.get(code) ?? 0;
  }

  /** Published jobs having the feature, within one occupation when given. */
  async feature(featureId: number, occupationId?: number): Promise<number> {
    const counts = await this.#features.get();
    return occupationId === undefined
      ? (counts.byFeature.get(featureId) ?? 0)
      : (counts.byOccupationFeature.get(`${occupationId}:${featureId}`) ?? 0);
  }
}

function add<K>(map: Map<K, number>, key: K, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

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
