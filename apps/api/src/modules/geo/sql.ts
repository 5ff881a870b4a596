import { assertSearchArea, boundingBox, EARTH_RADIUS_KM, type GeoPoint } from '@jobsite/domain/geo';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL for distance search in plain PostgreSQL (PGlite has no PostGIS, decision 0029): a
 * latitude/longitude bounding box that a btree index on (latitude, longitude) serves, then the
 * exact haversine distance, the same formula as distanceKm().
 *
 *   const here = { latitude: 35.69, longitude: 139.70 };
 *   db.select({ id: jobs.id, km: distanceKmSql(jobs, here) })
 *     .from(jobs)
 *     .where(and(published, withinKmSql(jobs, here, 30)))
 *     .orderBy(...orderByDistanceSql(jobs, here));
 */

/** The position columns of a table (jobs, offices, municipalities), or expressions. */
export interface PositionColumns {
  readonly latitude: AnyPgColumn | SQL;
  readonly longitude: AnyPgColumn | SQL;
}

/** A number as a typed parameter: an untyped one would make `$1 - $2` ambiguous. */
const float8 = (value: number) => sql`${value}::double precision`;

/** Distance in km from `center` to the row's position; NULL when the row has none. */
export function distanceKmSql(columns: PositionColumns, center: GeoPoint): SQL<number | null> {
  assertSearchArea(center);
  const { latitude, longitude } = columns;
  const lat = float8(center.latitude);
  const lng = float8(center.longitude);
  // least(1, …): rounding can push the haversine term a hair above 1, where asin fails.
  return sql<number | null>`(${sql.raw(String(2 * EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`;
}

/** The bounding-box pre-filter alone (index range on latitude, filter on longitude). */
export function boundingBoxSql(columns: PositionColumns, center: GeoPoint, radiusKm: number): SQL {
  const box = boundingBox(center, radiusKm);
  return sql`(${columns.latitude} BETWEEN ${float8(box.minLatitude)} AND ${float8(box.maxLatitude)}
    AND ${columns.longitude} BETWEEN ${float8(box.minLongitude)} AND ${float8(box.maxLongitude)})`;
}

/** Rows whose position is within `radiusKm` of `center` (rows without one never match). */
export function withinKmSql(columns: PositionColumns, center: GeoPoint, radiusKm: number): SQL {
  return sql`(${boundingBoxSql(columns, center, radiusKm)}
    AND ${distanceKmSql(columns, center)} <= ${float8(radiusKm)})`;
}

/**
 * ORDER BY terms for nearest first: rows without a position last, ties by `tieBreaker`
 * ascending (the primary key), so pages are stable.
 */
export function orderByDistanceSql(
  columns: PositionColumns,
  center: GeoPoint,
  tieBreaker?: AnyPgColumn,
): SQL[] {
  const terms = [sql`${distanceKmSql(columns, center)} ASC NULLS LAST`];
  if (tieBreaker) terms.push(sql`${tieBreaker} ASC`);
  return terms;
}
