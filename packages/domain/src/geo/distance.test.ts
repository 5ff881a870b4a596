import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, type GeoPoint, KM_PER_DEGREE, MAX_RADIUS_KM } from './distance';

const TOKYO: GeoPoint = { latitude: 35.6812, longitude: 139.7671 }; // 東京駅
const SHIN_OSAKA: GeoPoint = { latitude: 34.7334, longitude: 135.5001 }; // 新大阪駅
const SAPPORO: GeoPoint = { latitude: 43.0687, longitude: 141.3508 }; // 札幌駅

/** Deterministic points around `center` (a small LCG, never Math.random). */
function* around(center: GeoPoint, spreadDegrees: number, count: number): Generator<GeoPoint> {
  let state = 12345;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < count; i++) {
    yield {
      latitude: center.latitude + (next() - 0.5) * 2 * spreadDegrees,
      longitude: center.longitude + (next() - 0.5) * 2 * spreadDegrees,
    };
  }
}

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(TOKYO, TOKYO)).toBe(0);
    expect(distanceKm(TOKYO, SHIN_OSAKA)).toBeCloseTo(distanceKm(SHIN_OSAKA, TOKYO), 9);
  });

  it('matches known great-circle distances within 0.5 %', () => {
    // Geodesic (WGS84 ellipsoid) distances: 東京–新大阪 ≈ 403 km, 東京–札幌 ≈ 831 km.
    expect(distanceKm(TOKYO, SHIN_OSAKA)).toBeGreaterThan(401);
    expect(distanceKm(TOKYO, SHIN_OSAKA)).toBeLessThan(405);
    expect(distanceKm(TOKYO, SAPPORO)).toBeGreaterThan(827);
    expect(distanceKm(TOKYO, SAPPORO)).toBeLessThan(835);
    // One degree of latitude anywhere, one degree of longitude on the equator.
    expect(
      distanceKm({ latitude: 35, longitude: 139 }, { latitude: 36, longitude: 139 }),
    ).toBeCloseTo(KM_PER_DEGREE, 6);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      KM_PER_DEGREE,
      6,
    );
  });

  it('stays finite for antipodes', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      3,
    );
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius (and the box is not much larger)', () => {
    for (const center of [TOKYO, SAPPORO, { latitude: 24.34, longitude: 124.16 }]) {
      for (const radius of [1, 10, 30, 50, MAX_RADIUS_KM]) {
        const box = boundingBox(center, radius);
        for (const point of around(center, (radius / KM_PER_DEGREE) * 2, 2_000)) {
          if (distanceKm(center, point) > radius) continue;
          expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
          expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
          expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
          expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
        }
        // The box's edges are about the radius away along the axes.
        const north = { latitude: box.maxLatitude, longitude: center.longitude };
        const east = { latitude: center.latitude, longitude: box.maxLongitude };
        expect(distanceKm(center, north)).toBeCloseTo(radius, 6);
        expect(distanceKm(center, east)).toBeGreaterThanOrEqual(radius);
        expect(distanceKm(center, east)).toBeLessThan(radius * 1.02);
      }
    }
  });

  it('spans every longitude near a pole or across the 180th meridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 50)).toMatchObject({
      maxLatitude: 90,
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 50)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });

  it('refuses a radius outside (0, MAX_RADIUS_KM] and a point that is not one', () => {
    for (const radius of [-1, 0, MAX_RADIUS_KM + 1, 10_000, Number.NaN, Infinity]) {
      expect(() => boundingBox(TOKYO, radius)).toThrow(RangeError);
    }
    expect(() => boundingBox({ latitude: 91, longitude: 0 }, 10)).toThrow(RangeError);
    expect(() => boundingBox({ latitude: 0, longitude: Number.NaN }, 10)).toThrow(RangeError);
  });
});
