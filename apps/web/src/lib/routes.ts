import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
  type OccupationMaster,
  type PrefectureMaster,
} from '@jobsite/domain/masters';
import {
  DEFAULT_LIST_QUERY,
  decodeQuerySegment,
  isQuerySegment,
  type ListQuery,
  listSearchString,
  type QueryProblem,
  readListSearchParams,
} from './list-query';
import { paths } from './paths';

export { paths } from './paths';

/** Where a job list is: occupation, then optionally a prefecture and a municipality or feature. */
export type ListScope = {
  occupation: OccupationMaster;
  prefecture?: PrefectureMaster;
  municipalityId?: string;
  feature?: { readonly id: number; readonly name: string };
};

/**
 * One place for each set of conditions: a single municipality of the path's prefecture goes in
 * the path (`/driver/osaka/27127/`), else a feature does (the path's own, or the lowest id), and
 * the rest stay parameters (`feature`, `city`). So adding or removing a condition lands on the
 * SEO page whenever one exists.
 */
export function locateList(
  scope: ListScope,
  query: ListQuery,
): { scope: ListScope; query: ListQuery } {
  const cities = [
    ...new Set([...(scope.municipalityId ? [scope.municipalityId] : []), ...query.cityIds]),
  ].sort();
  const featureIds = [
    ...new Set([...(scope.feature ? [scope.feature.id] : []), ...query.featureIds]),
  ].sort((a, b) => a - b);
  const base: ListScope = { occupation: scope.occupation };
  if (scope.prefecture) base.prefecture = scope.prefecture;
  if (scope.prefecture && cities.length === 1) {
    return {
      scope: { ...base, municipalityId: cities[0] },
      query: { ...query, cityIds: [], featureIds },
    };
  }
  const pathFeatureId =
    scope.feature && featureIds.includes(scope.feature.id) ? scope.feature.id : featureIds[0];
  const feature = pathFeatureId === undefined ? undefined : findFeatureById(pathFeatureId);
  return {
    scope: feature ? { ...base, feature } : base,
    query: {
      ...query,
      cityIds: cities,
      featureIds: featureIds.filter((id) => id !== feature?.id),
    },
  };
}

export function listPath(scope: ListScope, query: ListQuery = DEFAULT_LIST_QUERY): string {
  return locatedListPath(locateList(scope, query));
}

function locatedListPath({ scope, query }: { scope: ListScope; query: ListQuery }): string {
  const occupation = scope.occupation.occupationNameEn;
  const prefecture = scope.prefecture?.prefectureEnName;
  let path: string;
  if (prefecture && scope.municipalityId)
    path = paths.municipality(occupation, prefecture, scope.municipalityId);
  else if (prefecture && scope.feature)
    path = paths.prefectureFeature(occupation, prefecture, scope.feature.id);
  else if (prefecture) path = paths.prefecture(occupation, prefecture);
  else if (scope.feature) path = paths.feature(occupation, scope.feature.id);
  else path = paths.occupation(occupation);
  return `${path}${listSearchString(query)}`;
}

/** What a path of the home, list and job routes shows. */
export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'list'; scope: ListScope; query: ListQuery }
  | { kind: 'job'; occupation: OccupationMaster; jobId: string };

const MUNICIPALITY_PATTERN = /^\d{5,6}$/;
const FEATURE_SEGMENT = /^feature_(\d{1,6})$/;
const JOB_ID_PATTERN = /^[1-9]\d{0,18}$/;

/**
 * Reads a path's segments as the home page, one of the occupation lists of spec §2 or a job
 * detail. Null means 404. The routes below read their params with it.
 */
export function parseSiteRoute(segments: readonly string[] | undefined): SiteRoute | null {
  const parts = [...(segments ?? [])].map((part) => decodeURIComponent(part));
  if (parts.length === 0) return { kind: 'home' };

  let query: ListQuery = DEFAULT_LIST_QUERY;
  const last = parts.at(-1);
  if (isQuerySegment(last)) {
    const decoded = decodeQuerySegment(last);
    if (!decoded) return null;
    query = decoded;
    parts.pop();
  }

  const [first, second, third, ...rest] = parts;
  const occupation = findOccupationBySlug(first);
  if (!occupation || rest.length > 0) return null;

  if (second === 'job') {
    if (query !== DEFAULT_LIST_QUERY || !third || !JOB_ID_PATTERN.test(third)) return null;
    return { kind: 'job', occupation, jobId: third };
  }
  if (second === undefined) return { kind: 'list', scope: { occupation }, query };
  if (second === 'feature') {
    const feature = third && /^\d{1,6}$/.test(third) ? findFeatureById(Number(third)) : undefined;
    return feature ? { kind: 'list', scope: { occupation, feature }, query } : null;
  }
  const prefecture = findPrefectureBySlug(second);
  if (!prefecture) return null;
  if (third === undefined) return { kind: 'list', scope: { occupation, prefecture }, query };
  const featureMatch = FEATURE_SEGMENT.exec(third);
  if (featureMatch) {
    const feature = findFeatureById(Number(featureMatch[1]));
    return feature ? { kind: 'list', scope: { occupation, prefecture, feature }, query } : null;
  }
  // A JIS municipality code starts with its prefecture's code.
  if (MUNICIPALITY_PATTERN.test(third) && Number(third.slice(0, 2)) === prefecture.code) {
    return { kind: 'list', scope: { occupation, prefecture, municipalityId: third }, query };
  }
  return null;
}

/** The list a path under `app/(site)/[occupation]/[[...rest]]` shows; null: 404. */
export function parseListRoute(
  occupation: string,
  rest: readonly string[] | undefined,
): Extract<SiteRoute, { kind: 'list' }> | null {
  const route = parseSiteRoute([occupation, ...(rest ?? [])]);
  return route?.kind === 'list' ? route : null;
}

/** The job a path under `app/(site)/[occupation]/job/[id]` shows; null: 404. */
export function parseJobRoute(
  occupation: string,
  id: string,
): Extract<SiteRoute, { kind: 'job' }> | null {
  const route = parseSiteRoute([occupation, 'job', id]);
  return route?.kind === 'job' ? route : null;
}

/** What a path's scope already says, for reading the parameters beside it. */
export function pathConditionsOf(scope: ListScope) {
  return {
    prefectureCode: scope.prefecture?.code,
    municipalityId: scope.municipalityId,
    featureId: scope.feature?.id,
  };
}

/**
 * The list a search page shows (`/driver/osaka/?keyword=…`, rendered per request): the path
 * read as a list (never with a `_q` segment), the conditions from the public parameters.
 */
export function parseSearchListRoute(
  occupation: string,
  rest: readonly string[] | undefined,
  params: URLSearchParams,
): { scope: ListScope; query: ListQuery; problems: QueryProblem[] } | null {
  if (isQuerySegment(rest?.at(-1))) return null;
  const route = parseListRoute(occupation, rest);
  if (!route) return null;
  const { query, problems } = readListSearchParams(params, pathConditionsOf(route.scope));
  return { ...locateList(route.scope, query), problems };
}
