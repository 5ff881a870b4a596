import { KM_PER_DEGREE } from '@jobsite/domain/geo';
import { PREFECTURES, type PrefectureMaster } from '@jobsite/domain/masters';
import { type MunicipalityMaster, municipalitiesByPrefecture } from '../data/municipalities';
import { PREFECTURE_FACTS } from '../data/prefecture-facts';
import { type Random, WeightedPicker } from './random';

/** A place to put an office: prefecture, municipality, town and postal code. */
export interface Place {
  readonly prefecture: PrefectureMaster;
  readonly municipality: MunicipalityMaster;
  readonly postalCode: string;
  /** Street part after the municipality, e.g. `西新宿2丁目8-1`. */
  readonly addressLine: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly nearestStation: string | null;
}

const byPrefecture = municipalitiesByPrefecture();

/** Municipalities of a prefecture weighted by their number of postal codes (a size proxy). */
const municipalityPickers = new Map<number, WeightedPicker<MunicipalityMaster>>(
  [...byPrefecture].map(([code, list]) => [
    code,
    new WeightedPicker(list.map((m) => [m, Math.sqrt(m.postalCodeCount)] as const)),
  ]),
);

/** Prefectures weighted by population times an optional bias (rural industries …). */
export function prefecturePicker(
  bias: Readonly<Record<number, number>> = {},
): WeightedPicker<PrefectureMaster> {
  return new WeightedPicker(
    PREFECTURES.map(
      (p) => [p, PREFECTURE_FACTS[p.code]!.populationThousands * (bias[p.code] ?? 1)] as const,
    ),
  );
}

/** A prefecture near `home`: usually the same one, else one in its region, rarely anywhere. */
export function nearbyPrefecture(
  random: Random,
  home: PrefectureMaster,
  anywhere: WeightedPicker<PrefectureMaster>,
  regionPickers: ReadonlyMap<number, WeightedPicker<PrefectureMaster>>,
): PrefectureMaster {
  const roll = random.next();
  if (roll < 0.6) return home;
  if (roll < 0.9) return regionPickers.get(home.regionId)!.pick(random);
  return anywhere.pick(random);
}

export function regionPrefecturePickers(): ReadonlyMap<number, WeightedPicker<PrefectureMaster>> {
  const pickers = new Map<number, WeightedPicker<PrefectureMaster>>();
  for (const regionId of new Set(PREFECTURES.map((p) => p.regionId))) {
    pickers.set(
      regionId,
      new WeightedPicker(
        PREFECTURES.filter((p) => p.regionId === regionId).map(
          (p) => [p, PREFECTURE_FACTS[p.code]!.populationThousands] as const,
        ),
      ),
    );
  }
  return pickers;
}

/** Stations of Tokyo's 23 wards, whose names are not station names. */
const TOKYO_WARD_STATIONS: Readonly<Record<string, string>> = {
  千代田区: '神田',
  中央区: '八丁堀',
  港区: '田町',
  新宿区: '新宿',
  文京区: '後楽園',
  台東区: '上野',
  墨田区: '錦糸町',
  江東区: '新木場',
  品川区: '大井町',
  目黒区: '目黒',
  大田区: '蒲田',
  世田谷区: '三軒茶屋',
  渋谷区: '渋谷',
  中野区: '中野',
  杉並区: '荻窪',
  豊島区: '池袋',
  北区: '赤羽',
  荒川区: '日暮里',
  板橋区: '板橋',
  練馬区: '練馬',
  足立区: '北千住',
  葛飾区: '新小岩',
  江戸川区: '葛西',
};

/**
 * The station an office is near, derived from the municipality's name: a city's namesake
 * station, the parent city's for a designated city's ward, a known one for Tokyo's wards;
 * none for towns and villages (people drive there). Seed data: plausible, not surveyed.
 */
export function stationOf(m: MunicipalityMaster): string | null {
  if (m.prefectureCode === 13 && TOKYO_WARD_STATIONS[m.name]) {
    return `${TOKYO_WARD_STATIONS[m.name]}駅`;
  }
  const ward = /^(.+?)市.+区$/.exec(m.name);
  if (ward) return `${ward[1]}駅`;
  const city = /^(.+)市$/.exec(m.name);
  return city ? `${city[1]}駅` : null;
}

/**
 * Picks a municipality (unless given), town and street number in `prefecture`.
 */
export function placeIn(
  random: Random,
  prefecture: PrefectureMaster,
  given?: MunicipalityMaster,
): Place {
  const municipality = given ?? municipalityPickers.get(prefecture.code)!.pick(random);
  const town = random.pick(municipality.towns);
  const block = random.int(1, 30);
  const number = random.int(1, 25);
  const street = random.chance(0.55)
    ? `${random.int(1, 5)}丁目${block}-${number}`
    : random.chance(0.5)
      ? `${block}-${number}`
      : `${random.int(100, 3999)}番地`;
  const position = nearMunicipality(random, municipality);
  return {
    prefecture,
    municipality,
    postalCode: town.postalCode,
    addressLine: `${town.name}${street}`,
    latitude: position.latitude,
    longitude: position.longitude,
    nearestStation: stationOf(municipality),
  };
}

/** How far from its municipality's point the seed puts an office, at most. */
export const SEED_JITTER_KM = 3;

/**
 * A point spread evenly over the disc of SEED_JITTER_KM around the municipality's point
 * (decision 0029), so offices of one municipality differ and distance order means something
 * inside a city. Two draws, as the rough offsets this replaced, so the rest of the seed is
 * unchanged. Rounded to 4 decimals (about 10 m).
 */
export function nearMunicipality(
  random: Random,
  municipality: Pick<MunicipalityMaster, 'latitude' | 'longitude'>,
): { latitude: number; longitude: number } {
  const distance = SEED_JITTER_KM * Math.sqrt(random.next());
  const bearing = 2 * Math.PI * random.next();
  const dLat = (distance * Math.cos(bearing)) / KM_PER_DEGREE;
  const dLng =
    (distance * Math.sin(bearing)) /
    (KM_PER_DEGREE * Math.cos((municipality.latitude * Math.PI) / 180));
  return {
    latitude: round4(municipality.latitude + dLat),
    longitude: round4(municipality.longitude + dLng),
  };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
