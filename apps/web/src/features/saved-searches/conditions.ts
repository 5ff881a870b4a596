import type { HiringType, JobShiftCondition, JobSort } from '@jobsite/domain/enums';
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
  keyword?: string;
  moreFeatureIds?: string[];
  moreMunicipalityIds?: string[];
  shift?: JobShiftCondition;
  minimumAnnualSalary?: number;
};

/**
 * Whether a list can be saved as it is: a search alert tells of jobs published later, so 新着,
 * 募集終了を含む and a distance from a point (often the browser's position, which is not
 * kept) have no place in one.
 */
export function isSavableList(query: ListQuery): boolean {
  return !query.newOnly && !query.includeClosed && query.near === null;
}

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
  if (query.keyword) conditions.keyword = query.keyword;
  if (query.featureIds.length > 0) conditions.moreFeatureIds = query.featureIds.map(String);
  if (query.cityIds.length > 0) conditions.moreMunicipalityIds = [...query.cityIds];
  if (query.shift) conditions.shift = query.shift;
  if (query.minAnnualSalary !== null) conditions.minimumAnnualSalary = query.minAnnualSalary;
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
  keyword: string | null;
  moreFeatures: ReadonlyArray<{ id: string; name: string }>;
  moreMunicipalities: ReadonlyArray<{ id: string; name: string }>;
  shift: JobShiftCondition | null;
  minimumAnnualSalary: number | null;
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
    keyword: search.keyword,
    featureIds: search.moreFeatures.map((f) => Number(f.id)).sort((a, b) => a - b),
    cityIds: search.moreMunicipalities.map((m) => m.id).sort(),
    shift: search.shift,
    minAnnualSalary: search.minimumAnnualSalary,
  });
}
