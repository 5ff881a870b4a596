/**
 * How a municipality's position was found (decision 0029). Only `osm` is the municipality's
 * own point; the others are approximations that fill the source's gaps.
 */
export const COORDINATE_SOURCES = ['osm', 'city', 'county', 'postal', 'prefecture'] as const;
export type CoordinateSource = (typeof COORDINATE_SOURCES)[number];

/** Shape of one row of municipality-coordinates.generated.ts (see its header). */
export type MunicipalityCoordinateRow = readonly [
  code: string,
  latitude: number,
  longitude: number,
  source: CoordinateSource,
];
