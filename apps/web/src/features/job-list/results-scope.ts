import type { PrefectureMaster } from '@jobsite/domain/masters';
import { SEARCH_FIELDS } from '@/features/search/search-target';
import { DEFAULT_LIST_QUERY, type ListQuery, listSearchString } from '@/lib/list-query';
import { type ListScope, listPath, paths } from '@/lib/routes';

/** /search's results: every occupation, optionally within a prefecture (`pref`). */
export type AllOccupationsScope = {
  occupation?: undefined;
  prefecture?: PrefectureMaster;
  municipalityId?: undefined;
  feature?: undefined;
};

/** What a results page lists: an occupation's list, or every occupation (/search). */
export type ResultsScope = ListScope | AllOccupationsScope;

/** /search with conditions: the prefecture as `pref`, after the list's parameters. */
function searchPath(
  prefecture: PrefectureMaster | undefined,
  query: ListQuery = DEFAULT_LIST_QUERY,
): string {
  const search = listSearchString(query);
  if (!prefecture) return `${paths.search()}${search}`;
  const pref = `${SEARCH_FIELDS.prefecture}=${encodeURIComponent(prefecture.prefectureEnName)}`;
  return `${paths.search()}${search ? `${search}&${pref}` : `?${pref}`}`;
}

/** The URL of a results page: the list's (listPath) or /search's. */
export function resultsPath(scope: ResultsScope, query?: ListQuery): string {
  return scope.occupation ? listPath(scope, query) : searchPath(scope.prefecture, query);
}

/** The scope without its path's feature and municipality: the occupation and prefecture. */
export function baseScopeOf(scope: ResultsScope): ResultsScope {
  if (!scope.occupation) return scope.prefecture ? { prefecture: scope.prefecture } : {};
  return scope.prefecture
    ? { occupation: scope.occupation, prefecture: scope.prefecture }
    : { occupation: scope.occupation };
}
