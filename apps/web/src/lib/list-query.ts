import { HiringType, JobSort } from '@jobsite/domain/enums';
import { SALARY_CHOICES } from '@jobsite/domain/masters';

/**
 * What a job list shows beyond its path: page, sort and filters. In the public URL they are
 * query parameters (`/driver/tokyo/?sort=highest_salary&page=2`); `proxy.ts` moves them into
 * one trailing path segment (`_q~page~2~sort~highest_salary`) so every list stays an
 * incrementally regenerated static page instead of rendering per request. Only known
 * parameters with valid values survive, which also bounds the number of cached variants.
 */
export type ListQuery = {
  page: number;
  sort: JobSort;
  hiringTypes: HiringType[];
  /** Monthly yen, one of SALARY_CHOICES. */
  minSalary: number | null;
};

export const DEFAULT_LIST_QUERY: ListQuery = Object.freeze({
  page: 1,
  sort: 'published_at',
  hiringTypes: [],
  minSalary: null,
}) as ListQuery;

/** Query parameter names of the public URL. */
export const LIST_PARAMS = Object.freeze({
  page: 'page',
  sort: 'sort',
  hiring: 'hiring',
  salary: 'salary',
});

/** The largest page a list link may ask for (100 × 25 jobs); deeper pages are not served. */
export const MAX_LIST_PAGE = 400;

export const QUERY_SEGMENT_PREFIX = '_q';
const SEPARATOR = '~';
const SALARY_VALUES: ReadonlySet<number> = new Set(SALARY_CHOICES.map((choice) => choice.value));

function toPage(value: string | null | undefined): number {
  if (!value || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_LIST_PAGE);
}

function toHiringTypes(values: readonly string[]): HiringType[] {
  const chosen = new Set(values.flatMap((value) => value.split(/[.,]/)).filter(HiringType.is));
  return HiringType.values.filter((value) => chosen.has(value));
}

function toMinSalary(value: string | null | undefined): number | null {
  const amount = Number(value);
  return value && SALARY_VALUES.has(amount) ? amount : null;
}

/** A list query from public URL parameters; invalid values fall back to the defaults. */
export function parseListSearchParams(params: URLSearchParams): ListQuery {
  const sort = params.get(LIST_PARAMS.sort);
  return {
    page: toPage(params.get(LIST_PARAMS.page)),
    sort: JobSort.is(sort) ? sort : DEFAULT_LIST_QUERY.sort,
    hiringTypes: toHiringTypes(params.getAll(LIST_PARAMS.hiring)),
    minSalary: toMinSalary(params.get(LIST_PARAMS.salary)),
  };
}

/** Pairs of the non-default values, in a fixed order. */
function entries(query: ListQuery): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (query.sort !== DEFAULT_LIST_QUERY.sort) pairs.push([LIST_PARAMS.sort, query.sort]);
  if (query.hiringTypes.length > 0) pairs.push([LIST_PARAMS.hiring, query.hiringTypes.join('.')]);
  if (query.minSalary !== null) pairs.push([LIST_PARAMS.salary, String(query.minSalary)]);
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

/** The internal path segment of a non-default query, or null for the defaults. */
export function encodeQuerySegment(query: ListQuery): string | null {
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
  const parts = decodeURIComponent(segment).split(SEPARATOR).slice(1);
  if (parts.length % 2 !== 0) return null;
  const params = new URLSearchParams();
  for (let index = 0; index < parts.length; index += 2) {
    params.append(parts[index] ?? '', parts[index + 1] ?? '');
  }
  const query = parseListSearchParams(params);
  // Only the canonical spelling is served, so one list has one cache entry per query.
  return encodeQuerySegment(query) === decodeURIComponent(segment) ? query : null;
}
