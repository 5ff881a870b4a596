import type { JobSearchInput } from '@/graphql/generated/graphql';
import { type ListQuery, NEW_WITHIN_DAYS } from './list-query';

/** The place and feature a list's path says (ListScope's part the api needs). */
export type PathSearch = {
  prefectureNameEn?: string;
  municipalityId?: string;
  featureId?: number;
};

/**
 * The api's search input of a list: the path's place and feature, then the query's conditions
 * (decision 0028: conditions AND, values of one list OR, features all held). Pure, so the
 * sheet's live count (in the browser) asks exactly what the page will.
 */
export function searchInputOf(path: PathSearch, query: ListQuery): JobSearchInput {
  const input: JobSearchInput = {};
  if (path.prefectureNameEn) input.prefectureNameEn = path.prefectureNameEn;
  const cities = [...(path.municipalityId ? [path.municipalityId] : []), ...query.cityIds];
  if (cities.length > 0) input.municipalityIds = cities;
  const features = [...(path.featureId ? [path.featureId] : []), ...query.featureIds];
  if (features.length > 0) input.featureIds = features.map(String);
  if (query.keyword) input.keyword = query.keyword;
  if (query.hiringTypes.length > 0) input.hiringTypes = query.hiringTypes;
  if (query.minSalary !== null) input.minimumMonthlySalary = query.minSalary;
  if (query.minAnnualSalary !== null) input.minimumAnnualSalary = query.minAnnualSalary;
  if (query.shift) input.shift = query.shift;
  if (query.newOnly) input.publishedWithinDays = NEW_WITHIN_DAYS;
  if (query.includeClosed) input.includeClosed = true;
  if (query.near) input.near = { ...query.near };
  return input;
}
