import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db';

/** One measured query: the i-th request of it (variables rotate so caches stay honest). */
export interface BenchCase {
  name: string;
  request(i: number): { query: string; variables: Record<string, unknown> };
}

/** What a list page asks per job card (web's occupation and search lists). */
const JOB_CARD = `
  id title lowestSalary highestSalary salaryOption hiringType isMemberOnly isHiring
  company { id name }
  features { id name }
  prefecture { id name }
  municipality { id name }
  occupation { id name occupationNameEn }
  workingTimes { attendanceTime leaveTime }
  jobDetail { catchphrase }
`;

const SEARCH = `query Search($query: JobSearchInput, $occupation: String, $page: Int, $sortType: JobSort) {
  searchJobs(query: $query, occupation: $occupation, page: $page, per: 25, sortType: $sortType) {
    totalCount totalPages nodes { ${JOB_CARD} }
  }
}`;

/** A search page with every facet a filter sheet shows (docs/decisions/0028). */
const SEARCH_WITH_FACETS = `query SearchWithFacets($query: JobSearchInput, $occupation: String, $page: Int, $sortType: JobSort) {
  searchJobs(query: $query, occupation: $occupation, page: $page, per: 25, sortType: $sortType) {
    totalCount totalPages nodes { ${JOB_CARD} }
    facets {
      features { id count } prefectures { id count } municipalities { id count }
      hiringTypes { id count } occupations { id count } shifts { id count }
    }
  }
}`;

/** The third condition of the facet case, in turn: a salary floor, 夜勤なし, 新着. */
const THIRD_CONDITIONS: Array<Record<string, unknown>> = [
  { minimumMonthlySalary: 250_000 },
  { shift: 'no_night' },
  { publishedWithinDays: 30 },
];
/**
 * The third conditions of the おすすめ順 facet case: others than the case before it, so its
 * totals and facets are not still in the one-minute caches (a real first ask).
 */
const RECOMMENDED_THIRD_CONDITIONS: Array<Record<string, unknown>> = [
  { minimumMonthlySalary: 240_000 },
  { shift: 'day' },
  { publishedWithinDays: 60 },
];
/** Features of the facet case (未経験OK, 土日休み, マイカー通勤OK, 寮・社宅あり). */
const CONDITION_FEATURES = ['11', '15', '43', '37'];

/** Municipalities a distance search starts from (新宿区, 大阪市北区, 名古屋市中区, 札幌市中央区, 福岡市博多区, 横浜市西区, 仙台市青葉区, 広島市中区). */
const NEAR_ORIGINS = ['13104', '27127', '23106', '01101', '40132', '14103', '04101', '34101'];
const RADII = [10, 20, 30, 50];

const SUGGEST = `query Suggest($prefix: String!, $place: Boolean, $limit: Int) {
  searchSuggestions(prefix: $prefix, place: $place, limit: $limit) { kind id label jobCount }
}`;
/** What a seeker has typed so far. */
const PREFIXES = [
  'ど',
  'どらい',
  'ふぉ',
  'おお',
  '大阪',
  'よこ',
  'せたがや',
  'と',
  'た',
  '施工',
  '電気',
  'ﾀﾝｸ',
  'さ',
  'み',
  '札幌',
  'けん',
];

/** The job page: everything it shows, nearby and recommended jobs included. */
const JOB_PAGE = `query Job($id: ID!) {
  job(id: $id) {
    ${JOB_CARD}
    addressLine buildingName zipCode contractCategory createdAt editedAt isPublished
    companyImages { url alt }
    company { id name addressLine companyDetail { businessDescription capitalStock employeeNumber establishmentDate representativeName introduction } }
    offices { id name addressLine nearestStation prefecture { name } municipality { name } }
    jobDetail {
      catchphrase holidayOption jobDescriptionOption message qualificationOption selectionProcess
      applicationProcedure suitablePerson notSuitablePerson welfareOption workingTimeOption
      flowOfTheDay flowOfAfterJoining locationNote appealMessage
    }
    appealPoints { id title body image { url } }
    summaries { title body }
    articleSections { id title body }
    jobSeekerComments { id displayName age comment }
    nearDistanceJobs { ${JOB_CARD} }
    recommendJobs { ${JOB_CARD} }
  }
}`;

/** Keywords of 3+ characters (trigram-indexed), as people type them on a driver site. */
// Words of no feature (decision 0052 reads feature words as conditions): text searches.
const KEYWORDS = [
  { occupation: 'driver', keyword: 'ルート' },
  { occupation: 'driver', keyword: 'ウイング' },
  { occupation: 'driver', keyword: '冷凍車' },
  { occupation: null, keyword: '冷凍食品' },
  { occupation: null, keyword: 'フォークリフト' },
  { occupation: 'driver', keyword: '大型トラック 経験者' },
  { occupation: null, keyword: '施工管理' },
  { occupation: 'driver', keyword: '夜勤なし' },
];

/**
 * Keywords of two characters (no trigram: jobs_search_grams_idx serves them), from terms in
 * nearly half the jobs (配送) to terms in none (夜勤, 寮付 are not in the seeded texts).
 */
const SHORT_KEYWORDS = ['運転', '夜勤', '東京', '土日', '配送', '寮付', '冷凍', '手当'];

/** Prefecture and feature pages: `/driver/{prefecture}/feature_{id}`. */
const PLACE_FEATURES: Array<[string, string]> = [
  ['tokyo', '51'],
  ['osaka', '11'],
  ['aichi', '43'],
  ['hokkaido', '152'],
  ['fukuoka', '15'],
  ['kanagawa', '37'],
  ['saitama', '66'],
  ['hyogo', '54'],
];

/** Where a first-time keyword search looks: nationwide, an occupation or a prefecture. */
const SCOPES: Array<{ occupation?: string; prefectureNameEn?: string }> = [
  {},
  ...['driver', 'forklift', 'construction', 'car_mechanic', 'construction_management_engineer'].map(
    (occupation) => ({ occupation }),
  ),
  ...[
    'tokyo',
    'osaka',
    'aichi',
    'kanagawa',
    'saitama',
    'chiba',
    'hyogo',
    'fukuoka',
    'hokkaido',
    'miyagi',
    'hiroshima',
    'shizuoka',
    'ibaraki',
    'niigata',
    'kyoto',
    'nagano',
    'gifu',
    'tochigi',
    'gunma',
    'okayama',
    'mie',
    'kumamoto',
    'kagoshima',
    'okinawa',
    'shiga',
    'nara',
    'yamaguchi',
    'ehime',
    'nagasaki',
    'aomori',
  ].map((prefectureNameEn) => ({ prefectureNameEn })),
];

/**
 * A search not seen before: a keyword in a scope (occupation or prefecture), a feature and a
 * third condition, with the total and all six facets counted (no cache helps: keyword × scope
 * × conditions).
 */
function firstAsk(
  i: number,
  thirdConditions: ReadonlyArray<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
): ReturnType<BenchCase['request']> {
  const { occupation, keyword } = KEYWORDS[i % KEYWORDS.length]!;
  const scope = SCOPES[1 + (Math.floor(i / KEYWORDS.length) % (SCOPES.length - 1))]!;
  return {
    query: SEARCH_WITH_FACETS,
    variables: {
      occupation: scope.occupation ?? occupation,
      ...extra,
      query: {
        keyword,
        prefectureNameEn: scope.prefectureNameEn ?? null,
        featureIds: [CONDITION_FEATURES[i % CONDITION_FEATURES.length]!],
        ...thirdConditions[i % thirdConditions.length],
      },
    },
  };
}

export async function benchCases(handle: DatabaseHandle): Promise<BenchCase[]> {
  // Every 7th published job a visitor may open (member-only jobs answer MEMBER_ONLY_JOB to
  // visitors), a spread over ids, for the job page.
  const ids = (
    await handle.rows<{ id: number }>(
      sql`SELECT id FROM jobs WHERE is_published AND NOT is_member_only AND id % 7 = 0 ORDER BY id LIMIT 2000`,
    )
  ).map((r) => String(r.id));
  const pick = (i: number) => ids[(i * 7919) % ids.length]!;
  return [
    {
      // The same few searches again and again (popular keywords, their next pages): the
      // total is counted once a minute.
      name: 'searchJobs keyword (3+ characters), repeated',
      request: (i) => {
        const { occupation, keyword } = KEYWORDS[i % KEYWORDS.length]!;
        return { query: SEARCH, variables: { occupation, query: { keyword } } };
      },
    },
    {
      // Every request a search not seen before (keyword × scope): the total is counted.
      name: 'searchJobs keyword (3+ characters), first ask',
      request: (i) => {
        const { keyword } = KEYWORDS[i % KEYWORDS.length]!;
        const scope = SCOPES[Math.floor(i / KEYWORDS.length) % SCOPES.length]!;
        return {
          query: SEARCH,
          variables: {
            occupation: scope.occupation ?? null,
            query: { keyword, prefectureNameEn: scope.prefectureNameEn ?? null },
          },
        };
      },
    },
    {
      name: 'searchJobs prefecture + feature',
      request: (i) => {
        const [prefectureNameEn, featureId] = PLACE_FEATURES[i % PLACE_FEATURES.length]!;
        return {
          query: SEARCH,
          variables: { occupation: 'driver', query: { prefectureNameEn, featureIds: [featureId] } },
        };
      },
    },
    {
      name: 'searchJobs sort by salary',
      request: (i) => ({
        query: SEARCH,
        variables: {
          occupation: i % 4 === 3 ? 'construction' : 'driver',
          sortType: 'highest_salary',
          page: 1 + (i % 5),
        },
      }),
    },
    {
      // おすすめ順 with no keyword (decision 0030): every job of the list is scored, the
      // driver list (the largest) or a prefecture's, pages 1–5.
      name: 'searchJobs おすすめ順 without keyword',
      request: (i) => ({
        query: SEARCH,
        variables: {
          occupation: i % 2 === 0 ? 'driver' : null,
          query: i % 2 === 0 ? null : { prefectureNameEn: SCOPES[6 + (i % 30)]!.prefectureNameEn },
          sortType: 'recommended',
          page: 1 + (i % 5),
        },
      }),
    },
    {
      name: 'job(id) (job page)',
      request: (i) => ({ query: JOB_PAGE, variables: { id: pick(i) } }),
    },
    {
      name: 'searchJobs keyword + 3 conditions + facets, first ask',
      request: (i) => firstAsk(i, THIRD_CONDITIONS),
    },
    {
      // The same first asks in おすすめ順 (decision 0030): every match scored, then sorted.
      name: 'searchJobs keyword + 3 conditions + facets, おすすめ順, first ask',
      request: (i) => firstAsk(i, RECOMMENDED_THIRD_CONDITIONS, { sortType: 'recommended' }),
    },
    {
      // Distance search (decisions 0029, 0030): a keyword within 10–50 km of a city, nearest
      // first, with the facets; the origin, radius and keyword rotate so totals are counted.
      name: 'searchJobs near + keyword + facets, 近い順, first ask',
      request: (i) => {
        const { keyword } = KEYWORDS[i % KEYWORDS.length]!;
        const origin = NEAR_ORIGINS[Math.floor(i / KEYWORDS.length) % NEAR_ORIGINS.length]!;
        return {
          query: SEARCH_WITH_FACETS,
          variables: {
            sortType: 'distance',
            query: {
              keyword,
              near: { municipalityId: origin, radiusKm: RADII[i % RADII.length] },
            },
          },
        };
      },
    },
    {
      // 「現在地から」 without a keyword: a page of the nearest jobs within 10–50 km of a city
      // ward, pages 1–3, the total counted (decision 0068: the page reads the smallest ring).
      name: 'searchJobs near, 近い順, no keyword',
      request: (i) => ({
        query: SEARCH,
        variables: {
          sortType: 'distance',
          page: 1 + (Math.floor(i / NEAR_ORIGINS.length) % 3),
          query: {
            near: {
              municipalityId: NEAR_ORIGINS[i % NEAR_ORIGINS.length]!,
              radiusKm: RADII[i % RADII.length],
            },
          },
        },
      }),
    },
    {
      // The keyword box while typing: one to three characters in kana or kanji.
      name: 'searchSuggestions',
      request: (i) => ({
        query: SUGGEST,
        variables: { prefix: PREFIXES[i % PREFIXES.length], place: i % 3 === 0, limit: 8 },
      }),
    },
    {
      // First asks (keyword × scope), like the 3+ character case: the total is counted.
      name: 'searchJobs keyword (2 characters), first ask',
      request: (i) => {
        const keyword = SHORT_KEYWORDS[i % SHORT_KEYWORDS.length]!;
        const scope = SCOPES[Math.floor(i / SHORT_KEYWORDS.length) % SCOPES.length]!;
        return {
          query: SEARCH,
          variables: {
            occupation: scope.occupation ?? null,
            query: { keyword, prefectureNameEn: scope.prefectureNameEn ?? null },
          },
        };
      },
    },
  ];
}
