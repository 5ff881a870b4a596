import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';
import { HiringType, JobShiftCondition, JobSort } from '@jobsite/domain/enums';
import { findFeatureById, PREFECTURES, SALARY_CHOICES } from '@jobsite/domain/masters';

/**
 * What a job list shows beyond its path: page, sort and conditions, read from the public
 * URL's query parameters. Two kinds (docs/decisions/0031-search-pages-in-the-web.md):
 *
 * - *SEO variants* (page, sort, hiring, salary: the parameters lists always had). `proxy.ts`
 *   moves them into one trailing path segment (`_q~page~2~sort~highest_salary`) so every such
 *   list stays an incrementally regenerated static page (decision 0013).
 * - *Searches* (a keyword or any other condition: feature, city, annual, shift, new, closed,
 *   near/lat/lng + km). Unbounded in number, so the proxy sends them to a page rendered per
 *   request that nothing caches (`SEARCH_VIEW_PREFIX`); they are never in a `_q` segment.
 *
 * Only known parameters with valid values survive; what is dropped is named in `problems`
 * so a page rendered per request can say so in Japanese. Never an error.
 */
export type NearQuery =
  | { municipalityId: string; radiusKm: SearchRadius }
  | { latitude: number; longitude: number; radiusKm: SearchRadius };

export type ListQuery = {
  page: number;
  sort: JobSort;
  hiringTypes: HiringType[];
  /** Monthly yen, one of SALARY_CHOICES. */
  minSalary: number | null;
  /** Cleaned words (no control or direction characters), at most MAX_KEYWORD_LENGTH. */
  keyword: string | null;
  /** Features beyond the path's (all must hold), ascending. */
  featureIds: number[];
  /** JIS municipality codes beyond the path's, ascending. */
  cityIds: string[];
  /** Annual yen, one of ANNUAL_SALARY_CHOICES. */
  minAnnualSalary: number | null;
  shift: JobShiftCondition | null;
  /** 新着: published within NEW_WITHIN_DAYS days. */
  newOnly: boolean;
  /** 募集終了を含む. */
  includeClosed: boolean;
  near: NearQuery | null;
};

export const DEFAULT_LIST_QUERY: ListQuery = Object.freeze({
  page: 1,
  sort: 'published_at',
  hiringTypes: [],
  minSalary: null,
  keyword: null,
  featureIds: [],
  cityIds: [],
  minAnnualSalary: null,
  shift: null,
  newOnly: false,
  includeClosed: false,
  near: null,
}) as ListQuery;

/** Query parameter names of the public URL that keep a list an SEO variant (`_q` segment). */
export const LIST_PARAMS = Object.freeze({
  page: 'page',
  sort: 'sort',
  hiring: 'hiring',
  salary: 'salary',
});

/** Query parameter names that make a list a search (rendered per request). */
export const SEARCH_PARAMS = Object.freeze({
  keyword: 'keyword',
  feature: 'feature',
  city: 'city',
  annual: 'annual',
  shift: 'shift',
  new: 'new',
  closed: 'closed',
  near: 'near',
  lat: 'lat',
  lng: 'lng',
  km: 'km',
});

/**
 * The view of a list that shows every choice of the conditions sheet (`choices=all`, the
 * sheet's 「もっと見る」 without script, decision 0069). Not a condition: links and chips do
 * not carry it on; the proxy renders it per request, like a search.
 */
export const ALL_CHOICES = Object.freeze({ param: 'choices', value: 'all' });

/** The largest page a list link may ask for (100 × 25 jobs); deeper pages are not served. */
export const MAX_LIST_PAGE = 400;
/** The distances the site offers (km); the api takes 1–100. */
export const SEARCH_RADII = [10, 20, 30, 50] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];
/** 新着 means published within a week (`new=7`). */
export const NEW_WITHIN_DAYS = 7;
/** Annual floors offered (yen). */
export const ANNUAL_SALARY_CHOICES = Object.freeze(
  [3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_000_000].map((value) => ({
    value,
    label: `${value / 10_000}万円以上`,
  })),
);
/** More features or cities than this in one URL are not a seeker's search. */
const MAX_LIST_VALUES = 20;

export const QUERY_SEGMENT_PREFIX = '_q';
const SEPARATOR = '~';
const SALARY_VALUES: ReadonlySet<number> = new Set(SALARY_CHOICES.map((choice) => choice.value));
const ANNUAL_VALUES: ReadonlySet<number> = new Set(ANNUAL_SALARY_CHOICES.map((c) => c.value));
const PREFECTURE_CODES: ReadonlySet<number> = new Set(PREFECTURES.map((p) => p.code));
const MUNICIPALITY_PATTERN = /^\d{5,6}$/;

/** Why a parameter was dropped, in the words the page shows. */
export type QueryProblem = { param: string; message: string };

function toPage(value: string | null | undefined): number {
  if (!value || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_LIST_PAGE);
}

function split(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(/[.,\s]/)).filter((value) => value !== '');
}

function toHiringTypes(values: readonly string[]): HiringType[] {
  const chosen = new Set(split(values).filter(HiringType.is));
  return HiringType.values.filter((value) => chosen.has(value));
}

function toMinSalary(value: string | null | undefined): number | null {
  const amount = Number(value);
  return value && SALARY_VALUES.has(amount) ? amount : null;
}

// Control characters (NUL and the rest of C0/C1) and bidirectional marks (LRM, RLM, embeddings,
// overrides, isolates) carry no words; they would only hide what a keyword says.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A keyword as searched: invisible characters removed, blanks (also full-width) collapsed.
 * Symbols such as `% _ \ ' ( *` stay: they are words to the api, which matches them literally
 * (decision 0027).
 */
export function cleanKeyword(value: string): string {
  return value
    .replace(INVISIBLE, '')
    .replace(/[\s\u3000]+/g, ' ')
    .trim();
}

/** Whether a municipality code can belong to a prefecture (JIS codes start with its code). */
function isMunicipalityCode(code: string, prefectureCode?: number): boolean {
  if (!MUNICIPALITY_PATTERN.test(code)) return false;
  const prefix = Number(code.slice(0, 2));
  return prefectureCode === undefined ? PREFECTURE_CODES.has(prefix) : prefix === prefectureCode;
}

/** What the path already says, so the parameters do not repeat it. */
export type PathConditions = {
  prefectureCode?: number;
  municipalityId?: string;
  featureId?: number;
};

function toRadius(value: string | null): SearchRadius | null {
  const km = Number(value);
  return (SEARCH_RADII as readonly number[]).includes(km) && value === String(km)
    ? (km as SearchRadius)
    : null;
}

function toCoordinate(value: string | null, limit: number): number | null {
  if (value === null || !/^-?\d{1,3}(\.\d{1,6})?$/.test(value)) return null;
  const number = Number(value);
  // Rounded to 2 decimals (about 1 km): a position is not kept more precisely than the
  // smallest radius needs, and equal searches share the BFF's cache.
  return Math.abs(number) <= limit ? Math.round(number * 100) / 100 : null;
}

/**
 * A list query from public URL parameters, with what was dropped. Invalid values never fail:
 * they fall back to the defaults.
 */
export function readListSearchParams(
  params: URLSearchParams,
  path: PathConditions = {},
): { query: ListQuery; problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  const drop = (param: string, message: string) => problems.push({ param, message });
  const has = (name: string) => params.has(name) && params.get(name) !== '';

  let keyword: string | null = null;
  const rawKeyword = params.get(SEARCH_PARAMS.keyword);
  if (rawKeyword !== null) {
    const cleaned = cleanKeyword(rawKeyword);
    if (cleaned.length > MAX_KEYWORD_LENGTH) {
      drop(
        SEARCH_PARAMS.keyword,
        `キーワードは${MAX_KEYWORD_LENGTH}文字以内で入力してください（キーワードを外して表示しています）`,
      );
    } else if (cleaned !== '') keyword = cleaned;
  }

  const featureValues = split(params.getAll(SEARCH_PARAMS.feature));
  const featureIds = [
    ...new Set(
      featureValues
        .filter((value) => /^\d{1,6}$/.test(value) && findFeatureById(Number(value)))
        .map(Number)
        .filter((id) => id !== path.featureId),
    ),
  ]
    .sort((a, b) => a - b)
    .slice(0, MAX_LIST_VALUES);
  if (featureValues.some((value) => !/^\d{1,6}$/.test(value) || !findFeatureById(Number(value)))) {
    drop(SEARCH_PARAMS.feature, '指定された特徴の一部が見つからないため、外して表示しています');
  }

  const cityValues = split(params.getAll(SEARCH_PARAMS.city));
  const cityIds = [
    ...new Set(
      cityValues.filter(
        (code) => isMunicipalityCode(code, path.prefectureCode) && code !== path.municipalityId,
      ),
    ),
  ]
    .sort()
    .slice(0, MAX_LIST_VALUES);
  if (cityValues.some((code) => !isMunicipalityCode(code, path.prefectureCode))) {
    drop(SEARCH_PARAMS.city, '指定された市区町村の一部が見つからないため、外して表示しています');
  }

  const annualValue = params.get(SEARCH_PARAMS.annual);
  const minAnnualSalary =
    annualValue && ANNUAL_VALUES.has(Number(annualValue)) ? Number(annualValue) : null;
  if (has(SEARCH_PARAMS.annual) && minAnnualSalary === null) {
    drop(SEARCH_PARAMS.annual, '年収の条件が正しくないため、外して表示しています');
  }

  const shiftValue = params.get(SEARCH_PARAMS.shift);
  const shift = JobShiftCondition.is(shiftValue) ? shiftValue : null;

  let near: NearQuery | null = null;
  if (has(SEARCH_PARAMS.near) || has(SEARCH_PARAMS.lat) || has(SEARCH_PARAMS.lng)) {
    const radiusKm = toRadius(params.get(SEARCH_PARAMS.km));
    const municipalityId = params.get(SEARCH_PARAMS.near);
    const latitude = toCoordinate(params.get(SEARCH_PARAMS.lat), 90);
    const longitude = toCoordinate(params.get(SEARCH_PARAMS.lng), 180);
    if (radiusKm === null) {
      drop(
        SEARCH_PARAMS.km,
        `距離は${SEARCH_RADII.join('・')}kmから選んでください（距離の条件を外して表示しています）`,
      );
    } else if (municipalityId !== null && municipalityId !== '') {
      if (isMunicipalityCode(municipalityId)) near = { municipalityId, radiusKm };
      else drop(SEARCH_PARAMS.near, '距離の基準の市区町村が見つからないため、外して表示しています');
    } else if (latitude !== null && longitude !== null) {
      near = { latitude, longitude, radiusKm };
    } else {
      drop(SEARCH_PARAMS.lat, '現在地が正しくないため、距離の条件を外して表示しています');
    }
  }

  const sortValue = params.get(LIST_PARAMS.sort);
  let sort: JobSort = defaultSortOf(keyword);
  if (JobSort.is(sortValue) && sortAllowed(sortValue, keyword, near)) sort = sortValue;

  return {
    query: {
      page: toPage(params.get(LIST_PARAMS.page)),
      sort,
      hiringTypes: toHiringTypes(params.getAll(LIST_PARAMS.hiring)),
      minSalary: toMinSalary(params.get(LIST_PARAMS.salary)),
      keyword,
      featureIds,
      cityIds,
      minAnnualSalary,
      shift,
      newOnly: params.get(SEARCH_PARAMS.new) === String(NEW_WITHIN_DAYS),
      includeClosed: params.get(SEARCH_PARAMS.closed) === '1',
      near,
    },
    problems,
  };
}

/** A list query from public URL parameters; invalid values fall back to the defaults. */
export function parseListSearchParams(params: URLSearchParams, path?: PathConditions): ListQuery {
  return readListSearchParams(params, path).query;
}

/** おすすめ順 is the order of a keyword search; lists are newest first. */
export function defaultSortOf(keyword: string | null): JobSort {
  return keyword ? 'recommended' : 'published_at';
}

/** おすすめ順 needs a keyword, 近い順 a distance. */
export function sortAllowed(sort: JobSort, keyword: string | null, near: NearQuery | null) {
  if (sort === 'recommended') return keyword !== null;
  if (sort === 'distance') return near !== null;
  return true;
}

/** Pairs of the non-default values, in a fixed order. */
function entries(query: ListQuery): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (query.keyword) pairs.push([SEARCH_PARAMS.keyword, query.keyword]);
  if (query.featureIds.length > 0) pairs.push([SEARCH_PARAMS.feature, query.featureIds.join('.')]);
  if (query.cityIds.length > 0) pairs.push([SEARCH_PARAMS.city, query.cityIds.join('.')]);
  if (query.sort !== defaultSortOf(query.keyword)) pairs.push([LIST_PARAMS.sort, query.sort]);
  if (query.hiringTypes.length > 0) pairs.push([LIST_PARAMS.hiring, query.hiringTypes.join('.')]);
  if (query.minSalary !== null) pairs.push([LIST_PARAMS.salary, String(query.minSalary)]);
  if (query.minAnnualSalary !== null) {
    pairs.push([SEARCH_PARAMS.annual, String(query.minAnnualSalary)]);
  }
  if (query.shift) pairs.push([SEARCH_PARAMS.shift, query.shift]);
  if (query.newOnly) pairs.push([SEARCH_PARAMS.new, String(NEW_WITHIN_DAYS)]);
  if (query.includeClosed) pairs.push([SEARCH_PARAMS.closed, '1']);
  if (query.near && 'municipalityId' in query.near) {
    pairs.push([SEARCH_PARAMS.near, query.near.municipalityId]);
  } else if (query.near) {
    pairs.push([SEARCH_PARAMS.lat, query.near.latitude.toFixed(2)]);
    pairs.push([SEARCH_PARAMS.lng, query.near.longitude.toFixed(2)]);
  }
  if (query.near) pairs.push([SEARCH_PARAMS.km, String(query.near.radiusKm)]);
  if (query.page > 1) pairs.push([LIST_PARAMS.page, String(query.page)]);
  return pairs;
}

/** The public query string (`?sort=…&page=2`), empty for the defaults. */
export function listSearchString(query: ListQuery): string {
  const pairs = entries(query);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

export function isDefaultListQuery(query: ListQuery): boolean {
  return entries(query).length === 0;
}

/**
 * Whether a query is a search (a keyword or a condition beyond page, sort, hiring and
 * salary): rendered per request, never cached, never indexed (decision 0031).
 */
export function isSearchQuery(query: ListQuery): boolean {
  return (
    query.keyword !== null ||
    query.featureIds.length > 0 ||
    query.cityIds.length > 0 ||
    query.minAnnualSalary !== null ||
    query.shift !== null ||
    query.newOnly ||
    query.includeClosed ||
    query.near !== null ||
    query.sort === 'distance' ||
    query.sort === 'recommended'
  );
}

/** The internal path segment of a non-default SEO variant; null for the defaults or a search. */
export function encodeQuerySegment(query: ListQuery): string | null {
  if (isSearchQuery(query)) return null;
  const pairs = entries(query);
  if (pairs.length === 0) return null;
  return [QUERY_SEGMENT_PREFIX, ...pairs.flat()].join(SEPARATOR);
}

export function isQuerySegment(segment: string | undefined): segment is string {
  return segment?.startsWith(`${QUERY_SEGMENT_PREFIX}${SEPARATOR}`) === true;
}

/** The query of an internal segment; null when it is not one or not in canonical form. */
export function decodeQuerySegment(segment: string): ListQuery | null {
  if (!isQuerySegment(segment)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parts = decoded.split(SEPARATOR).slice(1);
  if (parts.length % 2 !== 0) return null;
  const params = new URLSearchParams();
  for (let index = 0; index < parts.length; index += 2) {
    params.append(parts[index] ?? '', parts[index + 1] ?? '');
  }
  const query = parseListSearchParams(params);
  // Only the canonical spelling is served, so one list has one cache entry per query; a
  // search never has a segment (it is not cached at all).
  return encodeQuerySegment(query) === decoded ? query : null;
}
