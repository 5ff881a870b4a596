import { type ApiHarness, dataOf } from './harness';

/** The search documents the search tests share (searchJobs with its facets, the count). */

export interface Facet {
  id: string;
  count: number;
}

export interface Facets {
  features: Facet[];
  prefectures: Facet[];
  municipalities: Facet[];
  hiringTypes: Facet[];
  occupations: Facet[];
  shifts: Facet[];
}

/** A page of searchJobs with every facet (SEARCH_FACETS). */
export interface FacetPage {
  totalCount: number;
  nodes: Array<{ id: string }>;
  facets: Facets;
}

export const SEARCH_FACETS = `query Search($query: JobSearchInput, $occupation: String, $per: Int) {
  searchJobs(query: $query, occupation: $occupation, per: $per) {
    totalCount nodes { id }
    facets {
      features { id count } prefectures { id count } municipalities { id count }
      hiringTypes { id count } occupations { id count } shifts { id count }
    }
  }
}`;

export const COUNT = `query Count($query: JobSearchInput, $occupation: String) {
  searchJobTotalCount(query: $query, occupation: $occupation)
}`;

/** searchJobTotalCount of the variables. */
export async function countOf(
  api: Pick<ApiHarness, 'gql'>,
  variables: Record<string, unknown>,
): Promise<number> {
  return dataOf(await api.gql<{ searchJobTotalCount: number }>(COUNT, variables))
    .searchJobTotalCount;
}
