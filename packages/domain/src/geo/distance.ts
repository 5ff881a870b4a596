/**
 * Distances on the Earth for "jobs within R km" and "nearest first". Pure functions, no
 * database: apps/api (modules/geo/sql.ts) builds the same computation as SQL.
 *
 * Haversine on a sphere of the Earth's mean radius: within 0.5 % of the ellipsoidal distance,
 * far finer than a municipality's point or a seeker's "30 km以内" mean.
 */

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;

/** The largest radius a search may ask for; the site offers 10, 20, 30 and 50 km. */
export const MAX_RADIUS_KM = 100;

/** A position in WGS84 degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A latitude/longitude rectangle (degrees, bounds included). */
export interface BoundingBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function isGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** Throws a RangeError unless `point` is a position and `radiusKm` in (0, MAX_RADIUS_KM]. */
export function assertSearchArea(point: GeoPoint, radiusKm?: number): void {
  if (!isGeoPoint(point)) {
    throw new RangeError(`not a position: ${point.latitude}, ${point.longitude}`);
  }
  if (
    radiusKm !== undefined &&
    !(Number.isFinite(radiusKm) && radiusKm > 0 && radiusKm <= MAX_RADIUS_KM)
  ) {
    throw new RangeError(`radius must be in (0, ${MAX_RADIUS_KM}] km: ${radiusKm}`);
  }
}

/** Great-circle distance between two positions, km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude rectangle holding every point within `radiusKm` of
 * `center` (a little more: the longitude span is taken at the box's edge nearest the pole).
 * A cheap, indexable pre-filter; the exact distance decides. Near a pole, or where the box
 * would cross the 180th meridian (never in Japan), it spans every longitude.
 */
export function boundingBox(center: GeoPoint, radiusKm: number): BoundingBox {
  assertSearchArea(center, radiusKm);
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLatitude = Math.max(-90, center.latitude - dLat);
  const maxLatitude = Math.min(90, center.latitude + dLat);
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos(toRadians(widest));
  const dLng = cos > 1e-9 ? radiusKm / (KM_PER_DEGREE * cos) : 360;
  const minLongitude = center.longitude - dLng;
  const maxLongitude = center.longitude + dLng;
  if (dLng >= 180 || minLongitude < -180 || maxLongitude > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}
