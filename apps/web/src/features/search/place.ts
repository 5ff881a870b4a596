import { findPrefectureByCode, PREFECTURES, type PrefectureMaster } from '@jobsite/domain/masters';
import { normalizeSearchText } from '@jobsite/domain/search';

/**
 * Readings of the prefectures (without 都・府・県), by route slug, for a place typed in kana:
 * おおさか, オオサカ and ｵｵｻｶ all normalise to one katakana form (decision 0027).
 */
const READINGS: Readonly<Record<string, string>> = {
  hokkaido: 'ほっかいどう',
  aomori: 'あおもり',
  iwate: 'いわて',
  miyagi: 'みやぎ',
  akita: 'あきた',
  yamagata: 'やまがた',
  fukushima: 'ふくしま',
  ibaraki: 'いばらき',
  tochigi: 'とちぎ',
  gunma: 'ぐんま',
  saitama: 'さいたま',
  chiba: 'ちば',
  tokyo: 'とうきょう',
  kanagawa: 'かながわ',
  niigata: 'にいがた',
  toyama: 'とやま',
  ishikawa: 'いしかわ',
  fukui: 'ふくい',
  yamanashi: 'やまなし',
  nagano: 'ながの',
  gifu: 'ぎふ',
  shizuoka: 'しずおか',
  aichi: 'あいち',
  mie: 'みえ',
  shiga: 'しが',
  kyoto: 'きょうと',
  osaka: 'おおさか',
  hyogo: 'ひょうご',
  nara: 'なら',
  wakayama: 'わかやま',
  tottori: 'とっとり',
  shimane: 'しまね',
  okayama: 'おかやま',
  hiroshima: 'ひろしま',
  yamaguchi: 'やまぐち',
  tokushima: 'とくしま',
  kagawa: 'かがわ',
  ehime: 'えひめ',
  kochi: 'こうち',
  fukuoka: 'ふくおか',
  saga: 'さが',
  nagasaki: 'ながさき',
  kumamoto: 'くまもと',
  oita: 'おおいた',
  miyazaki: 'みやざき',
  kagoshima: 'かごしま',
  okinawa: 'おきなわ',
};

/** The suffix of a prefecture's name and its reading: 東京都 とうきょうと, 大阪府 おおさかふ. */
const SUFFIX_READINGS: Readonly<Record<string, string>> = {
  都: 'と',
  府: 'ふ',
  県: 'けん',
  道: '',
};

/** 大阪府 → 大阪; 北海道 stays (道 is part of the name people type). */
export function shortPrefectureName(prefecture: PrefectureMaster): string {
  return prefecture.code === 1 ? prefecture.name : prefecture.name.replace(/[都府県]$/, '');
}

/** Every spelling a prefecture is typed as, normalised: name, short name, readings, slug. */
const PREFECTURE_BY_SPELLING: ReadonlyMap<string, PrefectureMaster> = new Map(
  PREFECTURES.flatMap((prefecture) => {
    const reading = READINGS[prefecture.prefectureEnName] ?? '';
    const suffix = SUFFIX_READINGS[prefecture.name.slice(-1)] ?? '';
    const spellings = [
      prefecture.name,
      shortPrefectureName(prefecture),
      reading,
      `${reading}${suffix}`,
      prefecture.prefectureEnName,
      // ōsaka and osaka-fu style romaji are rare on phones; the slug covers the common one.
    ];
    return spellings
      .filter(Boolean)
      .map((spelling) => [normalizeSearchText(spelling), prefecture] as const);
  }),
);

/** The prefecture a place word names exactly (大阪 / 大阪府 / おおさか / osaka), if any. */
export function prefectureOfWord(word: string): PrefectureMaster | undefined {
  return PREFECTURE_BY_SPELLING.get(normalizeSearchText(word));
}

/**
 * A word that starts with a prefecture's full name, split there: 神奈川県横浜市 → kanagawa and
 * 横浜市. Only the full name (with 都・道・府・県) splits, so 大阪市 and 京都市 stay cities.
 */
export function splitPrefecturePrefix(
  word: string,
): { prefecture: PrefectureMaster; rest: string } | undefined {
  for (const prefecture of PREFECTURES) {
    if (word.length > prefecture.name.length && word.startsWith(prefecture.name)) {
      return { prefecture, rest: word.slice(prefecture.name.length) };
    }
  }
  return undefined;
}

/**
 * The prefecture whose short name a city word starts with (大阪市 → osaka, 京都市 → kyoto,
 * 千葉市 → chiba): where to look first for a city typed without its prefecture.
 */
export function prefectureHintOf(word: string): PrefectureMaster | undefined {
  return PREFECTURES.find((prefecture) => word.startsWith(shortPrefectureName(prefecture)));
}

/** The prefecture of a JIS municipality code (its first two digits). */
export function prefectureOfMunicipality(code: string): PrefectureMaster | undefined {
  return findPrefectureByCode(Number(code.slice(0, 2)));
}

export type MunicipalityRecord = { readonly id: string; readonly name: string };

const MUNICIPALITY_SUFFIX = /[市区町村]$/;
const WARD = /区$/;

/**
 * The municipalities a place word means among candidates (those of a prefecture whose name
 * contains it): the one named exactly (新宿区, 横浜市鶴見区), else every ward of a designated
 * city named by the word (横浜市 → its 18 wards; the master holds wards, not the city), else
 * the same with 市・区・町・村 added (横浜 → 横浜市). Empty when nothing fits.
 */
export function municipalitiesOfWord(
  word: string,
  candidates: readonly MunicipalityRecord[],
): MunicipalityRecord[] {
  const target = normalizeSearchText(word);
  if (!target) return [];
  const named = candidates.map((m) => ({ record: m, name: normalizeSearchText(m.name) }));
  const exact = named.filter(({ name }) => name === target);
  if (exact.length > 0) return exact.map(({ record }) => record);
  const wardsOf = (city: string) =>
    named.filter(({ name }) => name.startsWith(city) && WARD.test(name) && name !== city);
  if (target.endsWith('市')) return wardsOf(target).map(({ record }) => record);
  if (MUNICIPALITY_SUFFIX.test(target)) return [];
  for (const suffix of ['市', '区', '町', '村']) {
    const withSuffix = `${target}${suffix}`;
    const match = named.filter(({ name }) => name === withSuffix);
    if (match.length === 1) return match.map(({ record }) => record);
  }
  return wardsOf(`${target}市`).map(({ record }) => record);
}
