import type { CoordinateSource } from './coordinate-source';
import { MUNICIPALITY_ROWS } from './municipalities.generated';
import { MUNICIPALITY_COORDINATE_ROWS } from './municipality-coordinates.generated';

/** A municipality (市区町村) of the generated master, by JIS code. */
export interface MunicipalityMaster {
  /** JIS X 0402 municipality code without check digit, e.g. "13104" (新宿区). */
  readonly code: string;
  readonly prefectureCode: number;
  readonly name: string;
  /** Reading in katakana, e.g. "シンジュクク". */
  readonly kana: string;
  /** How many postal codes the municipality has: a proxy for its size, used as a seed weight. */
  readonly postalCodeCount: number;
  /** A few real towns of the municipality with their postal codes. */
  readonly towns: ReadonlyArray<{ readonly postalCode: string; readonly name: string }>;
  /** The municipality's point (WGS84), for distance search (decision 0029). */
  readonly latitude: number;
  readonly longitude: number;
  /** `osm` when the point is the municipality's own, else how the gap was filled. */
  readonly coordinateSource: CoordinateSource;
}

const coordinates = new Map(
  MUNICIPALITY_COORDINATE_ROWS.map(([code, latitude, longitude, source]) => [
    code,
    { latitude, longitude, coordinateSource: source },
  ]),
);

function coordinatesOf(code: string) {
  const found = coordinates.get(code);
  // Both files are generated from the same master: regenerate the coordinates after it.
  if (!found) throw new Error(`municipality ${code} has no coordinates: run generate:coordinates`);
  return found;
}

export const MUNICIPALITIES: readonly MunicipalityMaster[] = MUNICIPALITY_ROWS.map(
  ([code, prefectureCode, name, kana, postalCodeCount, towns]) => ({
    code,
    prefectureCode,
    name,
    kana,
    postalCodeCount,
    towns: towns.map(([postalCode, town]) => ({ postalCode, name: town })),
    ...coordinatesOf(code),
  }),
);

/** Municipalities of each prefecture, in JIS code order. */
export function municipalitiesByPrefecture(): ReadonlyMap<number, readonly MunicipalityMaster[]> {
  const byPrefecture = new Map<number, MunicipalityMaster[]>();
  for (const m of MUNICIPALITIES) {
    const list = byPrefecture.get(m.prefectureCode) ?? [];
    list.push(m);
    byPrefecture.set(m.prefectureCode, list);
  }
  return byPrefecture;
}
