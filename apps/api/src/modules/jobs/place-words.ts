import { FEATURES, OCCUPATIONS, PREFECTURES } from '@jobsite/domain/masters';
import { normalizeSearchText, searchTerms, synonymsOf } from '@jobsite/domain/search';
import { MUNICIPALITIES } from '../../data/municipalities';

/**
 * Place words in a keyword (docs/decisions/0030-search-order-and-suggestions.md): 「大阪 4t」,
 * 「札幌 ドライバー」, 「横浜 電気工事士 2種」. A term that names a prefecture or a municipality
 * becomes a place condition and leaves the text match; the rest stays text. All forms are
 * compared after `normalizeSearchText`, so おおさか, オオサカ and ｵｵｻｶ are one word.
 */

/** Katakana readings of the prefectures in JIS order (the masters have none). */
export const PREFECTURE_READINGS: Readonly<Record<number, string>> = Object.freeze({
  1: 'ホッカイドウ',
  2: 'アオモリ',
  3: 'イワテ',
  4: 'ミヤギ',
  5: 'アキタ',
  6: 'ヤマガタ',
  7: 'フクシマ',
  8: 'イバラキ',
  9: 'トチギ',
  10: 'グンマ',
  11: 'サイタマ',
  12: 'チバ',
  13: 'トウキョウ',
  14: 'カナガワ',
  15: 'ニイガタ',
  16: 'トヤマ',
  17: 'イシカワ',
  18: 'フクイ',
  19: 'ヤマナシ',
  20: 'ナガノ',
  21: 'ギフ',
  22: 'シズオカ',
  23: 'アイチ',
  24: 'ミエ',
  25: 'シガ',
  26: 'キョウト',
  27: 'オオサカ',
  28: 'ヒョウゴ',
  29: 'ナラ',
  30: 'ワカヤマ',
  31: 'トットリ',
  32: 'シマネ',
  33: 'オカヤマ',
  34: 'ヒロシマ',
  35: 'ヤマグチ',
  36: 'トクシマ',
  37: 'カガワ',
  38: 'エヒメ',
  39: 'コウチ',
  40: 'フクオカ',
  41: 'サガ',
  42: 'ナガサキ',
  43: 'クマモト',
  44: 'オオイタ',
  45: 'ミヤザキ',
  46: 'カゴシマ',
  47: 'オキナワ',
});

/** The reading of a prefecture's suffix: 東京都 トウキョウト, 大阪府 オオサカフ, 青森県 アオモリケン. */
function suffixReading(name: string): string {
  if (name.endsWith('都')) return 'ト';
  if (name.endsWith('府')) return 'フ';
  if (name.endsWith('県')) return 'ケン';
  return '';
}

/** A prefecture's name without 都/府/県 (北海道 stays whole: 道 is part of the name). */
export function prefectureShortName(name: string): string {
  return name.replace(/[都府県]$/, '');
}

/** Normalised word → what it names. */
export interface PlaceWordIndex {
  prefectures: ReadonlyMap<string, number>;
  municipalities: ReadonlyMap<string, readonly string[]>;
}

/**
 * Words that are trade or condition words first (synonyms, occupations, features): never read
 * as places, whatever municipality shares the spelling.
 */
function tradeWordTest(): (word: string) => boolean {
  const names = new Set(
    [...OCCUPATIONS.map((o) => o.name), ...FEATURES.map((f) => f.name)].map(normalizeSearchText),
  );
  return (word) => names.has(word) || synonymsOf(word).length > 1;
}

/** The city of a designated city's ward: 札幌市中央区 → 札幌市 (not 市川市, 四日市市). */
const WARD_OF_CITY = /^(.+?市)(.+区)$/;
/** A town or village written with its county: 北都留郡小菅村 → 小菅村. */
const COUNTY_PREFIX = /^.+?郡/;

function buildIndex(): PlaceWordIndex {
  const prefectures = new Map<string, number>();
  for (const prefecture of PREFECTURES) {
    const reading = PREFECTURE_READINGS[prefecture.code] ?? '';
    for (const word of [
      prefecture.name,
      prefectureShortName(prefecture.name),
      reading,
      reading + suffixReading(prefecture.name),
    ]) {
      if (word) prefectures.set(normalizeSearchText(word), prefecture.code);
    }
  }
  const municipalities = new Map<string, string[]>();
  const isTradeWord = tradeWordTest();
  const add = (word: string, code: string) => {
    const key = normalizeSearchText(word);
    // Prefectures win (大阪 is 大阪府, not 大阪市); one-character words (北, 港) are too loose.
    if (Array.from(key).length < 2 || prefectures.has(key) || isTradeWord(key)) return;
    const codes = municipalities.get(key) ?? [];
    if (!codes.includes(code)) codes.push(code);
    municipalities.set(key, codes);
  };
  for (const m of MUNICIPALITIES) {
    add(m.name, m.code);
    const ward = WARD_OF_CITY.exec(m.name);
    if (ward) {
      // 札幌市 and 札幌 stand for every ward of the city; the ward alone (中央区) is ambiguous
      // across cities and stays a full name only.
      add(ward[1]!, m.code);
      add(ward[1]!.slice(0, -1), m.code);
      continue;
    }
    const name = m.name.replace(COUNTY_PREFIX, '');
    add(name, m.code);
    // Bare city names (札幌, 府中) and Tokyo's wards (新宿); towns and villages keep their
    // suffix (many bare 町/村 names are ordinary words).
    if (/[市区]$/.test(name)) add(name.slice(0, -1), m.code);
    // The reading of a whole city, town or village (フチュウシ); wards' readings are skipped.
    if (!m.name.endsWith('区')) add(m.kana, m.code);
  }
  return { prefectures, municipalities };
}

let index: PlaceWordIndex | undefined;

/** The place-word index, built once from the masters. */
export function placeWordIndex(): PlaceWordIndex {
  index ??= buildIndex();
  return index;
}

/** What a keyword says once its place words are taken out. */
export interface ParsedKeyword {
  /** The remaining terms (normalised), joined by a space; '' when every term was a place. */
  text: string;
  prefectureCodes: number[];
  municipalityCodes: string[];
  /** Each place named, with the term (normalised) read as it, in the keyword's order. */
  places: Array<{ kind: 'prefecture' | 'municipality'; id: string; word: string }>;
}

/**
 * Takes the place words out of a keyword. Prefectures and municipalities named are returned
 * (several of a kind: any of them); the text keeps every other term, normalised. Returns null
 * when the keyword names no place.
 */
export function parsePlaceWords(keyword: string): ParsedKeyword | null {
  const { prefectures, municipalities } = placeWordIndex();
  const prefectureCodes: number[] = [];
  const municipalityCodes: string[] = [];
  const places: ParsedKeyword['places'] = [];
  const rest: string[] = [];
  for (const term of new Set(searchTerms(keyword))) {
    const prefecture = prefectures.get(term);
    const codes = prefecture === undefined ? municipalities.get(term) : undefined;
    if (prefecture !== undefined) {
      places.push({ kind: 'prefecture', id: String(prefecture), word: term });
      if (!prefectureCodes.includes(prefecture)) prefectureCodes.push(prefecture);
    } else if (codes) {
      for (const code of codes) {
        places.push({ kind: 'municipality', id: code, word: term });
        if (!municipalityCodes.includes(code)) municipalityCodes.push(code);
      }
    } else {
      rest.push(term);
    }
  }
  if (prefectureCodes.length === 0 && municipalityCodes.length === 0) return null;
  return { text: rest.join(' '), prefectureCodes, municipalityCodes, places };
}
