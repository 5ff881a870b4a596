import type { HiringType, JobSort } from '@jobsite/domain/enums';
import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
} from '@jobsite/domain/masters';
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../lib/list-query';
import { type ListScope, listPath, paths } from '../../lib/routes';

/** What saveSearch takes (GQL.SaveSearchInput without the name): a list's conditions. */
export type SaveSearchConditions = {
  occupation: string;
  prefectureNameEn?: string;
  municipalityId?: string;
  featureId?: string;
  hiringTypes?: HiringType[];
  minimumMonthlySalary?: number;
  sortType: JobSort;
};

/** The conditions of the list a member is looking at (its page number aside). */
export function conditionsOfList(scope: ListScope, query: ListQuery): SaveSearchConditions {
  const conditions: SaveSearchConditions = {
    occupation: scope.occupation.occupationNameEn,
    sortType: query.sort,
  };
  if (scope.prefecture) conditions.prefectureNameEn = scope.prefecture.prefectureEnName;
  if (scope.municipalityId) conditions.municipalityId = scope.municipalityId;
  if (scope.feature) conditions.featureId = String(scope.feature.id);
  if (query.hiringTypes.length > 0) conditions.hiringTypes = [...query.hiringTypes];
  if (query.minSalary !== null) conditions.minimumMonthlySalary = query.minSalary;
  return conditions;
}

/** A saved search as the api answers it (the parts that make its list URL). */
export type SavedSearchPlace = {
  occupation: { name: string; occupationNameEn: string };
  prefecture: { name: string; prefectureEnName: string } | null;
  municipality: { id: string; name: string } | null;
  feature: { id: string; name: string } | null;
  hiringTypes: readonly HiringType[];
  minimumMonthlySalary: number | null;
  sortType: JobSort;
};

/** The list URL of a saved search: the page the member saved it from, on its first page. */
export function listPathOfSavedSearch(search: SavedSearchPlace): string {
  const occupation = findOccupationBySlug(search.occupation.occupationNameEn);
  if (!occupation) return paths.home();
  const prefecture = search.prefecture
    ? findPrefectureBySlug(search.prefecture.prefectureEnName)
    : undefined;
  const feature = search.feature ? findFeatureById(Number(search.feature.id)) : undefined;
  const scope: ListScope = {
    occupation,
    ...(prefecture ? { prefecture } : {}),
    ...(prefecture && search.municipality ? { municipalityId: search.municipality.id } : {}),
    ...(feature ? { feature } : {}),
  };
  return listPath(scope, {
    ...DEFAULT_LIST_QUERY,
    sort: search.sortType,
    hiringTypes: [...search.hiringTypes],
    minSalary: search.minimumMonthlySalary,
  });
}
