import { and, count, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobs } from '../../db/schema';
import { withinKmSql } from '../geo/sql';
import type { JobNear } from './search';

/** Radii (km) a page of 近い順 tries, smallest first, before the search's own (decision 0068). */
export const NEAREST_RINGS_KM: readonly number[] = [2, 5, 10, 20];

/**
 * The smallest ring around the search's origin, narrower than its radius, that holds at least
 * `needed` jobs of `where` (decision 0068): the `needed` nearest jobs then all lie in it, since
 * every job outside it is farther, so the page (nearest first, up to `needed`) reads that ring
 * instead of every job within the radius. Undefined when no ring holds enough. Each try stops
 * at `needed` rows, so a dense ring costs a few index pages and a sparse one little more.
 */
export async function nearestRing(
  db: Database,
  where: SQL,
  near: JobNear,
  needed: number,
): Promise<number | undefined> {
  for (const km of NEAREST_RINGS_KM) {
    if (km >= near.radiusKm) return undefined;
    const ring = db
      .select({ one: sql`1` })
      .from(jobs)
      .where(and(where, withinKmSql(jobs, near, km)))
      .limit(needed)
      .as('ring');
    const [row] = await db.select({ held: count() }).from(ring);
    if (Number(row?.held ?? 0) >= needed) return km;
  }
  return undefined;
}
