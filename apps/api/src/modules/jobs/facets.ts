import { HiringType, JobShiftCondition } from '@jobsite/domain/enums';
import { FEATURES, OCCUPATIONS } from '@jobsite/domain/masters';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import { jobFeatures, jobs } from '../../db/schema';
import { FigureCache, perDatabase } from '../figure-cache';
import { hasFeaturesSql, type JobFilter, jobWhere, shiftConditionSql } from './search';
import { keyOf } from './totals';

/**
 * Facets of a search (JobPage.facets, docs/decisions/0028): how many jobs each further choice
 * gives, counted with the search's own WHERE (`jobWhere`) in SQL, so a count is the total of
 * the search it leads to — member-only jobs (visibility) and closed jobs counted exactly as
 * the list counts them.
 *
 * - features: the filter as it is, grouped by feature: a job of the list having feature f
 *   is a job of the list with f added (features are AND);
 * - every other facet (a job has one prefecture, municipality, hiring type, occupation): the
 *   filter without that condition, grouped by the column: the count of the search with that
 *   value alone in its place. Several values of one list are OR, so their total is the sum.
 * - shifts: the filter without its shift, one count per shift condition.
 */
export type FacetKind =
  | 'features'
  | 'prefectures'
  | 'municipalities'
  | 'hiringTypes'
  | 'occupations'
  | 'shifts';

export interface FacetCount {
  id: string;
  count: number;
}

/** The parent of `JobFacets`: each list is counted when a client asks for it. */
export interface JobFacetsModel {
  counts(kind: FacetKind): Promise<FacetCount[]>;
  /** The search's own total, from the same scan as the facets (countAll). */
  total(): Promise<number>;
}

/** Kept per database, facet and filter for a minute, like the totals (totals.ts). */
const FACETS_TTL_MS = 60_000;
const FACETS_ENTRIES = 5_000;
const cacheOf = perDatabase(
  () =>
    new FigureCache<string, Map<string, number>>({
      ttlMs: FACETS_TTL_MS,
      maxEntries: FACETS_ENTRIES,
    }),
);

/** All facets of a filter counted by one scan (countAll), kept like the others. */
const scanCacheOf = perDatabase(
  () => new FigureCache<string, ScanCounts>({ ttlMs: FACETS_TTL_MS, maxEntries: FACETS_ENTRIES }),
);

/** Jobs of `filter` per value of `column`. */
async function countBy(
  db: Database,
  filter: JobFilter,
  column: AnyPgColumn,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: column, n: count() })
    .from(jobs)
    .where(jobWhere(filter))
    .groupBy(column);
  return new Map(rows.flatMap((r) => (r.id === null ? [] : [[String(r.id), Number(r.n)]])));
}

/** Jobs of `filter` per feature they carry. */
async function countByFeature(db: Database, filter: JobFilter): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: jobFeatures.featureId, n: count() })
    .from(jobs)
    .innerJoin(jobFeatures, eq(jobFeatures.jobId, jobs.id))
    .where(jobWhere(filter))
    .groupBy(jobFeatures.featureId);
  return new Map(rows.map((r) => [String(r.id), Number(r.n)]));
}

/** Jobs of `filter` (its own shift condition dropped) per shift condition. */
async function countByShift(db: Database, filter: JobFilter): Promise<Map<string, number>> {
  const meets = (condition: JobShiftCondition) =>
    sql<number>`count(*) FILTER (WHERE ${shiftConditionSql(sql`${jobs.shifts}`, condition)})`;
  const [row] = await db
    .select({ day: meets('day'), night: meets('night'), noNight: meets('no_night') })
    .from(jobs)
    .where(jobWhere(filter));
  return new Map([
    ['day', Number(row?.day ?? 0)],
    ['night', Number(row?.night ?? 0)],
    ['no_night', Number(row?.noNight ?? 0)],
  ]);
}

/** The facets one scan counts (countAll). */
interface ScanCounts {
  facets: Partial<Record<FacetKind, Map<string, number>>>;
  /** The rows meeting every condition: the search's total. */
  total: number;
}

/** Facets counted by one scan of the matches of the search's place and occupation. */
const SCANNED: readonly FacetKind[] = ['features', 'municipalities', 'hiringTypes', 'shifts'];

/**
 * The facets whose searches differ from the filter only in the conditions a facet drops, in
 * one statement (docs/decisions/0058, 0065): the jobs matching everything else (keyword, pay,
 * 新着 …) are read once into a MATERIALIZED CTE, each row with its features
 * (`jobs.feature_ids`), its shifts (`jobs.shifts`, decision 0068) and
 * whether it meets each dropped condition; every facet is a count over that set, of the rows
 * meeting every condition but its own. The keyword's LIKE runs once rather than once per
 * facet. With `prefectures` or `occupations` among `kinds` the scan also drops the place or
 * the occupation: jobFacets asks so when that costs no more rows (the search has none) or
 * when a keyword's index bounds the widening (occupations). `occupationChoices`: the
 * occupations the occupations facet may offer.
 */
async function countAll(
  db: Database,
  filter: JobFilter,
  kinds: ReadonlySet<FacetKind>,
  occupationChoices: readonly number[] | undefined,
): Promise<ScanCounts> {
  const widePlace = kinds.has('prefectures');
  const wideOccupation = kinds.has('occupations');
  const shared: JobFilter = {
    ...filter,
    municipalityCodes: undefined,
    hiringTypes: undefined,
    featureIds: undefined,
    shift: undefined,
    ...(widePlace ? { prefectureCodes: undefined } : {}),
    ...(wideOccupation ? { occupationIds: undefined } : {}),
  };
  // A dropped condition alone (jobWhere of a filter holding only it; TRUE when there is none).
  const alone = (part: JobFilter) => sql`(${jobWhere(part)})`;
  // The dropped conditions, each alone.
  const pl = widePlace ? alone({ prefectureCodes: filter.prefectureCodes }) : sql`true`;
  const oc = wideOccupation ? alone({ occupationIds: filter.occupationIds }) : sql`true`;
  const mu = alone({ municipalityCodes: filter.municipalityCodes });
  const h = alone({ hiringTypes: filter.hiringTypes });
  const featureIds = [...new Set(filter.featureIds ?? [])];
  const fe =
    featureIds.length === 0 ? sql`true` : hasFeaturesSql(sql`${jobs.featureIds}`, featureIds);
  const shift =
    filter.shift === undefined ? sql`true` : shiftConditionSql(sql`m.shifts`, filter.shift);
  // Every condition but those a facet drops (pl place, oc occupation, mu municipalities,
  // h hiring types, fe features, sh shift).
  const but = (...dropped: Array<'pl' | 'oc' | 'mu' | 'h' | 'fe' | 'sh'>) =>
    sql.join(
      (['pl', 'oc', 'mu', 'h', 'fe', 'sh'] as const)
        .filter((c) => !dropped.includes(c))
        .map((c) => (c === 'sh' ? shift : sql.raw(`m.${c}`))),
      sql` AND `,
    );
  const parts: SQL[] = [
    sql`SELECT 'total' AS kind, NULL AS id, count(*) AS n FROM m WHERE ${but()}`,
  ];
  const counted = (kind: FacetKind, select: SQL) => {
    if (kinds.has(kind)) parts.push(select);
  };
  counted(
    'features',
    sql`SELECT 'features', f.id::text, count(*)
        FROM m, unnest(m.features) AS f(id) WHERE ${but()} GROUP BY f.id`,
  );
  counted(
    'municipalities',
    sql`SELECT 'municipalities', m.municipality_code, count(*) FROM m
        WHERE ${but('mu')} GROUP BY m.municipality_code`,
  );
  counted(
    'hiringTypes',
    sql`SELECT 'hiringTypes', m.hiring_type::text, count(*) FROM m
        WHERE ${but('h')} GROUP BY m.hiring_type`,
  );
  counted(
    'prefectures',
    sql`SELECT 'prefectures', m.prefecture_code::text, count(*) FROM m
        WHERE ${but('pl', 'mu')} GROUP BY m.prefecture_code`,
  );
  counted(
    'occupations',
    sql`SELECT 'occupations', m.occupation_id::text, count(*) FROM m
        WHERE ${but('oc')} AND m.oc_choices GROUP BY m.occupation_id`,
  );
  counted(
    'shifts',
    sql`SELECT 'shifts', s.id, s.n FROM (
          SELECT count(*) FILTER (WHERE ${shiftConditionSql(sql`m.shifts`, 'day')}) AS day,
            count(*) FILTER (WHERE ${shiftConditionSql(sql`m.shifts`, 'night')}) AS night,
            count(*) FILTER (WHERE ${shiftConditionSql(sql`m.shifts`, 'no_night')}) AS no_night
          FROM m WHERE ${but('sh')}
        ) AS t, LATERAL (VALUES ('day', t.day), ('night', t.night), ('no_night', t.no_night)) AS s(id, n)`,
  );
  const result: ScanCounts = { facets: {}, total: 0 };
  for (const kind of kinds) result.facets[kind] = new Map();
  const rows = (await db.execute(
    sql`WITH m AS MATERIALIZED (
          SELECT ${jobs.id} AS id, ${jobs.prefectureCode} AS prefecture_code,
            ${jobs.municipalityCode} AS municipality_code, ${jobs.hiringType} AS hiring_type,
            ${jobs.occupationId} AS occupation_id,
            ${pl} AS pl, ${oc} AS oc, ${alone({ occupationIds: occupationChoices })} AS oc_choices,
            ${mu} AS mu, ${h} AS h, ${fe} AS fe, ${jobs.featureIds} AS features,
            ${jobs.shifts} AS shifts
          FROM ${jobs} WHERE ${jobWhere(shared)}
        )
        ${sql.join(parts, sql` UNION ALL `)}`,
  )) as unknown as {
    rows: Array<{ kind: FacetKind | 'total'; id: string | null; n: string | number }>;
  };
  for (const row of rows.rows) {
    if (row.kind === 'total') result.total = Number(row.n);
    else if (row.id !== null) result.facets[row.kind]?.set(String(row.id), Number(row.n));
  }
  return result;
}

/**
 * The values of a facet in master order: those with jobs, and those already chosen.
 */
function listOf(
  order: readonly (string | number)[],
  counts: Map<string, number>,
  chosen: readonly (string | number)[] | undefined,
): FacetCount[] {
  const picked = new Set((chosen ?? []).map(String));
  return order.flatMap((value) => {
    const id = String(value);
    const n = counts.get(id) ?? 0;
    return n > 0 || picked.has(id) ? [{ id, count: n }] : [];
  });
}

const FEATURE_ORDER = FEATURES.map((f) => f.id);
const OCCUPATION_ORDER = OCCUPATIONS.map((o) => o.id);

/**
 * The facets of a search. `occupationChoices`: the occupations its categories allow
 * (filters.ts `occupationChoicesOf`), undefined when any.
 */
export function jobFacets(
  db: Database,
  filter: JobFilter,
  options: { occupationChoices?: readonly number[] } = {},
): JobFacetsModel {
  const cache = cacheOf(db);
  const cached = (kind: FacetKind, base: JobFilter, load: () => Promise<Map<string, number>>) =>
    cache.get(`${kind}|${keyOf(base)}`, load);
  // The facets whose searches keep the filter's keyword come from one scan (countAll), with
  // a keyword prefectures and occupations too (decision 0065); a keyword word read as a place
  // or a shift is text again in its own facet's search, which is then counted on its own.
  const scanned = new Set<FacetKind>(SCANNED);
  if (filter.keywordWithPlaces !== undefined || !filter.prefectureCodes) {
    scanned.delete('municipalities');
  }
  // Prefectures when the search has none (the scan holds every prefecture already); with
  // one, their own count serves every prefecture of the search through the cache.
  if (filter.keywordWithPlaces === undefined && !filter.prefectureCodes) {
    scanned.add('prefectures');
  }
  // Occupations when the search has none, or has a keyword (whose index bounds the widening).
  if (filter.keyword || !filter.occupationIds) scanned.add('occupations');
  if (filter.shiftWord !== undefined) scanned.delete('shifts');
  const choices = options.occupationChoices;
  const scan = () =>
    scanCacheOf(db).get(
      `${[...scanned].join(',')}|${choices?.join(',') ?? '*'}|${keyOf(filter)}`,
      () => countAll(db, filter, scanned, choices),
    );
  const fromScan = async (kind: FacetKind): Promise<Map<string, number> | undefined> => {
    if (!scanned.has(kind)) return undefined;
    return (await scan()).facets[kind] ?? new Map();
  };

  return {
    async total() {
      return (await scan()).total;
    },
    async counts(kind) {
      switch (kind) {
        case 'features': {
          const counts =
            (await fromScan(kind)) ??
            (await cached(kind, filter, () => countByFeature(db, filter)));
          return listOf(FEATURE_ORDER, counts, filter.featureIds);
        }
        case 'prefectures': {
          const base: JobFilter = {
            ...withoutPlaceWords(filter),
            prefectureCodes: undefined,
            municipalityCodes: undefined,
          };
          const counts =
            (await fromScan(kind)) ??
            (await cached(kind, base, () => countBy(db, base, jobs.prefectureCode)));
          const order = [...counts.keys(), ...(filter.prefectureCodes ?? []).map(String)];
          return listOf(sortedNumeric(order), counts, filter.prefectureCodes);
        }
        case 'municipalities': {
          if (!filter.prefectureCodes) return [];
          const base: JobFilter = { ...withoutPlaceWords(filter), municipalityCodes: undefined };
          const counts =
            (await fromScan(kind)) ??
            (await cached(kind, base, () => countBy(db, base, jobs.municipalityCode)));
          // Without its place words the base spans every prefecture: list the searched ones'.
          const searched = new Set(filter.prefectureCodes.map(String));
          const inScope = (code: string) =>
            filter.keywordWithPlaces === undefined ||
            searched.has(String(prefectureOfMunicipality(code)));
          const order = [
            ...new Set([
              ...[...counts.keys()].filter(inScope),
              ...(filter.municipalityCodes ?? []),
            ]),
          ].sort();
          return listOf(order, counts, filter.municipalityCodes);
        }
        case 'hiringTypes': {
          const base: JobFilter = { ...filter, hiringTypes: undefined };
          const counts =
            (await fromScan(kind)) ??
            (await cached(kind, base, () => countBy(db, base, jobs.hiringType)));
          return listOf(HiringType.values, counts, filter.hiringTypes);
        }
        case 'occupations': {
          const base: JobFilter = {
            ...filter,
            occupationIds: options.occupationChoices ? [...options.occupationChoices] : undefined,
          };
          const counts =
            (await fromScan(kind)) ??
            (await cached(kind, base, () => countBy(db, base, jobs.occupationId)));
          return listOf(OCCUPATION_ORDER, counts, filter.occupationIds);
        }
        case 'shifts': {
          const base: JobFilter = { ...withShiftWordAsText(filter), shift: undefined };
          const counts =
            (await fromScan(kind)) ?? (await cached(kind, base, () => countByShift(db, base)));
          return listOf(JobShiftCondition.values, counts, filter.shift ? [filter.shift] : []);
        }
      }
    },
  };
}

/**
 * The filter with its place words back in the text (decision 0030). A place facet leads to a
 * search with a place condition, where 「大阪」 of 「大阪 4t」 stays text: counted as such.
 */
function withoutPlaceWords(filter: JobFilter): JobFilter {
  if (filter.keywordWithPlaces === undefined) return filter;
  return {
    ...filter,
    keyword: filter.keywordWithPlaces,
    keywordWithPlaces: undefined,
    prefectureCodes: undefined,
    municipalityCodes: undefined,
  };
}

/**
 * The filter with its shift word back in the text (「夜勤なし」 read as the shift): a shift facet
 * leads to a search with a shift of its own, where the word stays text.
 */
function withShiftWordAsText(filter: JobFilter): JobFilter {
  if (filter.shiftWord === undefined) return filter;
  const withWord = (text: string | undefined) =>
    [text, filter.shiftWord].filter((part) => part).join(' ');
  return {
    ...filter,
    keyword: withWord(filter.keyword),
    ...(filter.keywordWithPlaces !== undefined
      ? { keywordWithPlaces: withWord(filter.keywordWithPlaces) }
      : {}),
    shiftWord: undefined,
  };
}

/** The prefecture code of a JIS municipality code (its first two digits). */
function prefectureOfMunicipality(code: string): number {
  return Number(code.slice(0, 2));
}

function sortedNumeric(values: string[]): string[] {
  return [...new Set(values)].sort((a, b) => Number(a) - Number(b));
}
