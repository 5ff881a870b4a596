/**
 * Writes src/data/municipality-coordinates.generated.ts: one position (WGS84) for every
 * municipality of the master (src/data/municipalities.generated.ts), and how it was found.
 *
 * Source: OpenStreetMap's municipality points (admin_level 7) as shipped inside the npm package
 * detect-location-jp (dist/data/japan_cities.json; its LICENSE file is the WTFPL, its
 * package.json says MIT; the data itself is © OpenStreetMap contributors, ODbL). Nothing is
 * downloaded: the package is a dev dependency and the generated file is committed.
 *
 * Matching and gap filling (decision 0029), in this order, first hit wins:
 *   osm        the package has the municipality: same prefecture and same name once ヶ/ケ/ヵ
 *              and width are normalised and Japan Post's county (郡) or island (島) prefix is
 *              dropped (三宅島三宅村 → 三宅村);
 *   city       a ward of a designated city (札幌市中央区): the parent city's point, since the
 *              package has the city, not its wards;
 *   county     a town or village of a county (郡) the package has other members of: the mean
 *              of their points;
 *   postal     the point of the matched municipality of the same prefecture and 3-digit postal
 *              area (郵便区) whose postal code is nearest to one of its own (石垣市 907-0001 →
 *              竹富町 907-11xx);
 *   prefecture last resort: the prefectural office (src/data/prefecture-facts.ts).
 * Every source but `osm` is approximate, and the generated rows say so.
 *
 * Run after bumping detect-location-jp or regenerating the master:
 *   pnpm --filter @jobsite/api generate:coordinates
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceKm } from '@jobsite/domain/geo';
import { PREFECTURES } from '@jobsite/domain/masters';
import type { CoordinateSource } from '../src/data/coordinate-source';
import { MUNICIPALITY_ROWS } from '../src/data/municipalities.generated';
import { PREFECTURE_FACTS } from '../src/data/prefecture-facts';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.resolve(here, '../src/data/municipality-coordinates.generated.ts');
const PACKAGE = 'detect-location-jp';
/** Decimal places kept: 5 is about 1 m, far finer than a municipality's point means. */
const PLACES = 5;

interface OsmCity {
  state_ja: string;
  city_ja: string;
  latitude: number;
  longitude: number;
}

interface Point {
  latitude: number;
  longitude: number;
}

function packageVersion(): string {
  return JSON.parse(readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8')).version;
}

/** Spelling variants that name the same place: 龍ケ崎/龍ヶ崎, full/half width. */
function normalise(name: string): string {
  return name.normalize('NFKC').replace(/[ヶヵ]/g, 'ケ');
}

/** Japan Post's name without its county or island prefix: 北都留郡小菅村 → 小菅村. */
function withoutPrefix(name: string): string | null {
  const match = /^.+?郡(.+[町村])$/.exec(name) ?? /^.+?島(.+[町村])$/.exec(name);
  return match ? match[1]! : null;
}

function mean(points: readonly Point[]): Point {
  return {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
}

function round(value: number): number {
  const factor = 10 ** PLACES;
  return Math.round(value * factor) / factor;
}

function main(): void {
  const prefectureName = new Map(PREFECTURES.map((p) => [p.code, p.name]));
  const cities = JSON.parse(
    readFileSync(require.resolve(`${PACKAGE}/dist/data/japan_cities.json`), 'utf8'),
  ) as OsmCity[];

  // Keyed by prefecture name and normalised municipality name; a key met twice is ambiguous
  // and matches nothing rather than the wrong place.
  const osm = new Map<string, Point | null>();
  const verbatim = new Set(cities.map((city) => `${city.state_ja}|${city.city_ja}`));
  for (const city of cities) {
    if (!/[市区町村]$/.test(city.city_ja)) continue; // "Saitama-shi", "伊仙町old", "所属未定地"
    const key = `${city.state_ja}|${normalise(city.city_ja)}`;
    osm.set(key, osm.has(key) ? null : { latitude: city.latitude, longitude: city.longitude });
  }
  const masterKeys = new Set(
    MUNICIPALITY_ROWS.map(([, pref, name]) => `${prefectureName.get(pref)}|${normalise(name)}`),
  );
  const lookup = (prefecture: string, name: string): Point | null =>
    osm.get(`${prefecture}|${normalise(name)}`) ?? null;

  const found = new Map<string, { point: Point; source: CoordinateSource }>();
  const variants: string[] = [];
  // 1. osm
  for (const [code, pref, name] of MUNICIPALITY_ROWS) {
    const prefecture = prefectureName.get(pref)!;
    let point = lookup(prefecture, name);
    if (!point) {
      const short = withoutPrefix(name);
      // Only when the short name is not another municipality of the master.
      if (short && !masterKeys.has(`${prefecture}|${normalise(short)}`)) {
        point = lookup(prefecture, short);
      }
    }
    if (point) {
      found.set(code, { point, source: 'osm' });
      if (!verbatim.has(`${prefecture}|${name}`)) variants.push(name);
    }
  }
  // 2. city
  for (const [code, pref, name] of MUNICIPALITY_ROWS) {
    if (found.has(code)) continue;
    const ward = /^(.+?市).+区$/.exec(name);
    const point = ward ? lookup(prefectureName.get(pref)!, ward[1]!) : null;
    if (point) found.set(code, { point, source: 'city' });
  }
  // 3. county
  const countyOf = (name: string) => /^(.+?郡).+[町村]$/.exec(name)?.[1] ?? null;
  for (const [code, pref, name] of MUNICIPALITY_ROWS) {
    if (found.has(code)) continue;
    const county = countyOf(name);
    if (!county) continue;
    const members = MUNICIPALITY_ROWS.filter(
      ([c, p, n]) => p === pref && countyOf(n) === county && found.get(c)?.source === 'osm',
    ).map(([c]) => found.get(c)!.point);
    if (members.length > 0) found.set(code, { point: mean(members), source: 'county' });
  }
  // 4. postal: the nearest postal code names the nearest place better than a mean of points,
  // which for islands lands in the sea.
  const postalNumbers = (towns: ReadonlyArray<readonly [string, string]>) =>
    towns.map(([postal]) => Number(postal));
  for (const [code, pref, , , , towns] of MUNICIPALITY_ROWS) {
    if (found.has(code)) continue;
    const own = postalNumbers(towns);
    let best: { gap: number; point: Point } | null = null;
    for (const [c, p, , , , t] of MUNICIPALITY_ROWS) {
      const candidate = found.get(c);
      if (p !== pref || candidate?.source !== 'osm') continue;
      for (const a of own) {
        for (const b of postalNumbers(t)) {
          const gap = Math.abs(a - b);
          // Same 3-digit postal area (郵便区) only, ties to the first in code order.
          if (Math.floor(a / 10_000) !== Math.floor(b / 10_000)) continue;
          if (!best || gap < best.gap) best = { gap, point: candidate.point };
        }
      }
    }
    if (best) found.set(code, { point: best.point, source: 'postal' });
  }
  // 5. prefecture
  for (const [code, pref] of MUNICIPALITY_ROWS) {
    if (found.has(code)) continue;
    const facts = PREFECTURE_FACTS[pref]!;
    found.set(code, {
      point: { latitude: facts.latitude, longitude: facts.longitude },
      source: 'prefecture',
    });
  }

  // Sanity: inside Japan's extent, and a matched point no further from its prefectural
  // office than the prefecture's remotest islands are (小笠原 from 新宿 ≈ 1,000 km).
  const farthest: Array<[string, number]> = [];
  for (const [code, pref, name] of MUNICIPALITY_ROWS) {
    const { point } = found.get(code)!;
    if (
      point.latitude < 20 ||
      point.latitude > 46 ||
      point.longitude < 122 ||
      point.longitude > 154
    ) {
      throw new Error(`${code} ${name}: ${point.latitude},${point.longitude} is outside Japan`);
    }
    const km = distanceKm(point, PREFECTURE_FACTS[pref]!);
    if (km > 1_100) throw new Error(`${code} ${name} is ${Math.round(km)} km from its office`);
    farthest.push([`${code} ${prefectureName.get(pref)}${name}`, Math.round(km)]);
  }

  const counts: Record<CoordinateSource, number> = {
    osm: 0,
    city: 0,
    county: 0,
    postal: 0,
    prefecture: 0,
  };
  const rows = MUNICIPALITY_ROWS.map(([code]) => {
    const { point, source } = found.get(code)!;
    counts[source] += 1;
    return JSON.stringify([code, round(point.latitude), round(point.longitude), source]);
  });
  const byPrefecture = new Map<string, number>();
  for (const [code, pref] of MUNICIPALITY_ROWS) {
    if (found.get(code)!.source === 'prefecture') {
      const name = prefectureName.get(pref)!;
      byPrefecture.set(name, (byPrefecture.get(name) ?? 0) + 1);
    }
  }

  const header = `/**
 * GENERATED by scripts/generate-municipality-coordinates.ts: do not edit by hand.
 *
 * A position (WGS84 latitude, longitude) for every municipality of the master, from
 * OpenStreetMap's municipality points as shipped by the npm package ${PACKAGE}@${packageVersion()}
 * (data © OpenStreetMap contributors, ODbL 1.0), gaps filled as decision 0029 says.
 *
 * ${MUNICIPALITY_ROWS.length} municipalities: osm ${counts.osm}, city ${counts.city} (a ward at its city's point),
 * county ${counts.county}, postal ${counts.postal}, prefecture ${counts.prefecture} (the prefectural office).
 *
 * Row: [JIS municipality code, latitude, longitude, source].
 */
import type { MunicipalityCoordinateRow } from './coordinate-source';

export const MUNICIPALITY_COORDINATE_ROWS: readonly MunicipalityCoordinateRow[] = [
`;
  writeFileSync(outFile, `${header}${rows.map((r) => `  ${r},`).join('\n')}\n];\n`);
  console.info(`wrote ${rows.length} coordinates to ${path.relative(process.cwd(), outFile)}`);
  console.info('by source:', counts);
  console.info(
    'fallen back to the prefectural office, by prefecture:',
    Object.fromEntries(byPrefecture),
  );
  console.info(`matched through a spelling variant or a dropped prefix (${variants.length}):`);
  console.info(`  e.g. ${variants.slice(0, 12).join('、')}`);
  console.info(
    'approximate:',
    MUNICIPALITY_ROWS.filter(([c]) => !['osm', 'city'].includes(found.get(c)!.source))
      .map(([c, p, n]) => `${prefectureName.get(p)}${n} (${found.get(c)!.source})`)
      .join('、'),
  );
  console.info(
    'farthest from their prefectural office:',
    farthest.sort((a, b) => b[1] - a[1]).slice(0, 8),
  );
}

main();
