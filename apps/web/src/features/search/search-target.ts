import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
  OCCUPATIONS,
  type OccupationMaster,
  type PrefectureMaster,
} from '@jobsite/domain/masters';
import { normalizeSearchText } from '@jobsite/domain/search';
import { paths } from '@/lib/paths';
import {
  type MunicipalityRecord,
  municipalitiesOfWord,
  prefectureHintOf,
  prefectureOfMunicipality,
  prefectureOfWord,
  splitPrefecturePrefix,
} from './place';
import { cleanKeyword, cleanPlace, type InputAdjustment, joinKeyword } from './search-input';

/** Names of the search box's fields (the GET form of decision 0032). */
export const SEARCH_FIELDS = Object.freeze({
  keyword: 'keyword',
  place: 'place',
  /** Occupation route slug: the list the box sits on, or a picked occupation suggestion. */
  occupation: 'occupation',
  /** Prefecture route slug of a picked suggestion. */
  prefecture: 'pref',
  /** JIS municipality codes of a picked suggestion, joined by '.'. */
  city: 'city',
  /** Feature ids of a picked suggestion, joined by '.'. */
  feature: 'feature',
});

/** The parameter /search reads to say the words were changed (see searchNoticeOf). */
export const NOTICE_PARAM = 'notice';

/** How /search/go looks place words up (the BFF's master data); both may reject. */
export type PlaceLookups = {
  /** Every municipality of a prefecture (route slug). */
  municipalitiesOf(prefecture: string): Promise<readonly MunicipalityRecord[]>;
  /** Place suggestions for a word (`searchSuggestions(place: true)`), for a city alone. */
  placeSuggestions(
    word: string,
  ): Promise<ReadonlyArray<{ kind: string; id: string; label: string }>>;
};

/** The resolved search: what the list URL is made of. */
export type SearchTarget = {
  occupation?: OccupationMaster;
  prefecture?: PrefectureMaster;
  /** JIS codes, all of `prefecture`. */
  cities: string[];
  featureIds: number[];
  keyword: string;
  adjustments: ReadonlySet<InputAdjustment>;
};

const MAX_CITIES = 30;
const MAX_FEATURES = 10;
const CITY_CODE = /^\d{5,6}$/;
const FEATURE_ID = /^\d{1,6}$/;
/**
 * Place words are separated by white space or the commas and dots people type between them;
 * brackets too, so a picked suggestion's 「大阪市北区（大阪府）」 reads as two words.
 */
const PLACE_SEPARATORS = /[\s,、，・/／()（）]+/;

function listOf(params: URLSearchParams, ...names: string[]): string[] {
  return names
    .flatMap((name) => params.getAll(name))
    .flatMap((value) => value.slice(0, 500).split(/[.,]/))
    .map((value) => value.trim())
    .filter(Boolean);
}

const OCCUPATION_BY_NAME: ReadonlyMap<string, OccupationMaster> = new Map(
  OCCUPATIONS.map((occupation) => [normalizeSearchText(occupation.name), occupation]),
);

function occupationOfWord(word: string): OccupationMaster | undefined {
  return OCCUPATION_BY_NAME.get(normalizeSearchText(word));
}

/** Runs a lookup, answering `fallback` when it fails or takes too long (never a 500). */
async function safely<T>(lookup: () => Promise<T>, fallback: T, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      lookup(),
      new Promise<T>((resolve) => {
        timer = setTimeout(() => resolve(fallback), timeoutMs);
      }),
    ]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** Municipality labels of suggestions end with their prefecture: 「大阪市北区（大阪府）」. */
function suggestionName(label: string): string {
  return label.replace(/[（(][^（）()]*[）)]$/, '').trim();
}

/**
 * Resolves the search box's fields (decision 0032): place words to a prefecture and
 * municipalities (masters, the normaliser and the BFF's municipality lists), an occupation
 * from a picked suggestion or a keyword word equal to an occupation's name, picked ids
 * checked against the masters. Place words that name nothing stay keyword words (the api
 * reads place words in keywords). Never throws on input.
 */
export async function resolveSearch(
  params: URLSearchParams,
  lookups: PlaceLookups,
  options: { timeoutMs?: number } = {},
): Promise<SearchTarget> {
  const timeoutMs = options.timeoutMs ?? 2000;
  const keywordInput = cleanKeyword(params.get(SEARCH_FIELDS.keyword));
  const placeInput = cleanPlace(params.get(SEARCH_FIELDS.place));
  const adjustments = new Set<InputAdjustment>([
    ...keywordInput.adjustments,
    ...placeInput.adjustments,
  ]);

  // Ids of picked suggestions (and of the older form's `prefecture`/`municipality`).
  let occupation = findOccupationBySlug(params.get(SEARCH_FIELDS.occupation)?.slice(0, 100));
  let prefecture: PrefectureMaster | undefined =
    findPrefectureBySlug(params.get(SEARCH_FIELDS.prefecture)?.slice(0, 100)) ??
    findPrefectureBySlug(params.get('prefecture')?.slice(0, 100));
  let cities = listOf(params, SEARCH_FIELDS.city, 'municipality')
    .filter((code) => CITY_CODE.test(code))
    .slice(0, MAX_CITIES);
  prefecture ??= cities[0] ? prefectureOfMunicipality(cities[0]) : undefined;
  cities = cities.filter((code) => prefecture && prefectureOfMunicipality(code) === prefecture);
  // Ids of a picked place suggestion stand for the text it filled in (the box clears them when
  // the text is edited), so place words left unresolved are not repeated as keyword words.
  const picked = prefecture !== undefined;
  const featureIds = [
    ...new Set(
      listOf(params, SEARCH_FIELDS.feature)
        .filter((id) => FEATURE_ID.test(id))
        .map(Number)
        .filter((id) => findFeatureById(id) !== undefined),
    ),
  ].slice(0, MAX_FEATURES);

  // Keyword words: one equal to an occupation's name picks it (or repeats the picked one).
  const keywordWords: string[] = [];
  for (const word of keywordInput.text.split(' ').filter(Boolean)) {
    const named = occupationOfWord(word);
    if (named && (!occupation || named === occupation)) {
      occupation = named;
      continue;
    }
    const feature = featureIds.map((id) => findFeatureById(id)).find((f) => f?.name === word);
    if (feature) continue;
    keywordWords.push(word);
  }

  // Place words: a prefecture, then municipalities of it; the rest become keyword words.
  const leftover: string[] = [];
  const cityWords: string[] = [];
  for (const word of placeInput.text.split(PLACE_SEPARATORS).filter(Boolean)) {
    const named = prefectureOfWord(word);
    if (named) {
      if (!prefecture || prefecture === named) prefecture = named;
      else leftover.push(word);
      continue;
    }
    const split = splitPrefecturePrefix(word);
    if (split && (!prefecture || prefecture === split.prefecture)) {
      prefecture = split.prefecture;
      cityWords.push(split.rest);
      continue;
    }
    cityWords.push(word);
  }

  const found = new Set(cities);
  for (const word of cityWords) {
    const codes = await citiesOfWord(word, prefecture, lookups, timeoutMs);
    const pref = codes[0] ? prefectureOfMunicipality(codes[0]) : undefined;
    if (pref && (!prefecture || prefecture === pref)) {
      prefecture = pref;
      for (const code of codes) found.add(code);
    } else if (!picked) {
      leftover.push(word);
    }
  }

  const keyword = joinKeyword([...keywordWords, ...leftover]);
  if (keyword.cut) adjustments.add('cut');
  return {
    occupation,
    prefecture,
    cities: [...found].slice(0, MAX_CITIES),
    featureIds,
    keyword: keyword.text,
    adjustments,
  };
}

/** JIS codes a city word names: in its prefecture when known, else by suggestion. */
async function citiesOfWord(
  word: string,
  prefecture: PrefectureMaster | undefined,
  lookups: PlaceLookups,
  timeoutMs: number,
): Promise<string[]> {
  const inPrefecture = async (pref: PrefectureMaster) => {
    const all = await safely(() => lookups.municipalitiesOf(pref.prefectureEnName), [], timeoutMs);
    return municipalitiesOfWord(word, all).map((m) => m.id);
  };
  if (prefecture) return inPrefecture(prefecture);
  const hinted = prefectureHintOf(word);
  if (hinted) {
    const codes = await inPrefecture(hinted);
    if (codes.length > 0) return codes;
  }
  const suggestions = await safely(() => lookups.placeSuggestions(word), [], timeoutMs);
  const candidates = suggestions
    .filter((s) => s.kind === 'municipality' && CITY_CODE.test(s.id))
    .map((s) => ({ id: s.id, name: suggestionName(s.label) }));
  const codes = municipalitiesOfWord(word, candidates).map((m) => m.id);
  // A name in two prefectures (府中市 of Tokyo and of Hiroshima) is left to the keyword.
  const prefectures = new Set(codes.map((code) => prefectureOfMunicipality(code)));
  return prefectures.size === 1 ? codes : [];
}

/**
 * The URL of a resolved search (the public URL contract of decision 0032): the occupation's
 * list when there is one (`/driver/osaka/`, `/driver/osaka/27128/`, `/driver/feature/51`),
 * extra conditions as query parameters; without an occupation `/search?keyword=…&pref=…`.
 * When the words were changed, /search with the same fields and a notice, the one page that
 * shows it.
 */
export function searchTargetUrl(target: SearchTarget): string {
  const { occupation, prefecture, cities, featureIds, keyword } = target;
  const adjusted = target.adjustments.size > 0;
  if (!occupation || adjusted) {
    const query = new URLSearchParams();
    if (keyword) query.set(SEARCH_FIELDS.keyword, keyword);
    if (prefecture) query.set(SEARCH_FIELDS.prefecture, prefecture.prefectureEnName);
    if (cities.length > 0) query.set(SEARCH_FIELDS.city, cities.join('.'));
    if (featureIds.length > 0) query.set(SEARCH_FIELDS.feature, featureIds.join('.'));
    if (occupation) query.set(SEARCH_FIELDS.occupation, occupation.occupationNameEn);
    if (adjusted) query.set(NOTICE_PARAM, [...target.adjustments].sort().join('.'));
    const search = query.toString();
    return search ? `${paths.search()}?${search}` : paths.search();
  }

  const slug = occupation.occupationNameEn;
  const pref = prefecture?.prefectureEnName;
  const query = new URLSearchParams();
  if (keyword) query.set(SEARCH_FIELDS.keyword, keyword);
  let path: string;
  const [onlyCity] = cities;
  const [onlyFeature] = featureIds;
  if (pref && cities.length === 1 && onlyCity && featureIds.length === 0) {
    path = paths.municipality(slug, pref, onlyCity);
  } else if (cities.length === 0 && featureIds.length === 1 && onlyFeature !== undefined) {
    path = pref
      ? paths.prefectureFeature(slug, pref, onlyFeature)
      : paths.feature(slug, onlyFeature);
  } else {
    path = pref ? paths.prefecture(slug, pref) : paths.occupation(slug);
    if (featureIds.length > 0) query.set(SEARCH_FIELDS.feature, featureIds.join('.'));
    if (cities.length > 0) query.set(SEARCH_FIELDS.city, cities.join('.'));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** What /search says about words /search/go changed (its `notice` parameter). */
export function searchNoticeMessages(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value[0] : value;
  const kinds = new Set((raw ?? '').slice(0, 50).split('.'));
  const messages: string[] = [];
  if (kinds.has('dropped'))
    messages.push('使えない文字（制御文字・絵文字など）を除いて検索しました。');
  if (kinds.has('cut'))
    messages.push('入力が長すぎるため、キーワードは100文字、勤務地は50文字までで検索しました。');
  return messages;
}
