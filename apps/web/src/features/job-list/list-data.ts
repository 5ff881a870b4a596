import { PAGE_SIZES } from '@jobsite/domain/constants';
import { CacheTag } from '@jobsite/domain/web-cache';
import { cache } from 'react';
import { memberRequest } from '@/features/mypage/member-graphql';
import { isSessionFailure } from '@/features/mypage/mutation-result';
import { graphql } from '@/graphql/generated';
import type { SearchJobListQuery } from '@/graphql/generated/graphql';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { cachedQueryOrNull, REVALIDATE, requestGraphQL } from '@/lib/graphql/server';
import { DEFAULT_LIST_QUERY, isSearchQuery, type ListQuery } from '@/lib/list-query';
import type { ListScope } from '@/lib/routes';
import { searchInputOf } from '@/lib/search-input';

/**
 * One page of a list with the counts of its side choices (`facets`, decision 0028): every
 * count comes from the same search as the page, so a choice's number is the total of the page
 * it leads to. Each facet is a grouped query in the api, so only those the page shows are
 * asked: prefectures on a list without one, municipalities on a list with one, occupations on
 * a search and on /search.
 */
const searchJobsQuery = graphql(`
  query SearchJobList(
    $occupation: String
    $query: JobSearchInput
    $page: Int!
    $per: Int!
    $sortType: JobSort!
    $withPrefectures: Boolean!
    $withMunicipalities: Boolean!
    $withOccupations: Boolean!
  ) {
    searchJobs(query: $query, occupation: $occupation, page: $page, per: $per, sortType: $sortType) {
      nodes {
        ...JobCardFields
      }
      totalCount
      memberOnlyCount
      page
      per
      totalPages
      facets {
        features {
          id
          count
        }
        prefectures @include(if: $withPrefectures) {
          id
          count
        }
        municipalities @include(if: $withMunicipalities) {
          id
          count
        }
        hiringTypes {
          id
          count
        }
        occupations @include(if: $withOccupations) {
          id
          count
        }
        shifts {
          id
          count
        }
      }
      keywordConditions {
        kind
        id
        words
      }
    }
  }
`);

/** Names of a prefecture's municipalities (the counts beside them come from facets). */
const prefectureMunicipalitiesQuery = graphql(`
  query PrefectureMunicipalities($prefectureNameEn: String!) {
    searchMunicipalities(prefectureNameEn: $prefectureNameEn) {
      id
      name
      location {
        latitude
        longitude
      }
    }
  }
`);

export type JobListResult = SearchJobListQuery;
export type JobFacets = NonNullable<SearchJobListQuery['searchJobs']['facets']>;

export function listVariables(scope: ListScope, query: ListQuery) {
  return {
    occupation: scope.occupation.occupationNameEn,
    query: searchInputOf(
      {
        prefectureNameEn: scope.prefecture?.prefectureEnName,
        municipalityId: scope.municipalityId,
        featureId: scope.feature?.id,
      },
      query,
    ),
    page: query.page,
    per: PAGE_SIZES.jobs,
    sortType: query.sort,
    withPrefectures: !scope.prefecture,
    withMunicipalities: Boolean(scope.prefecture),
    withOccupations: isSearchQuery(query),
  };
}

/**
 * One page of a list as every visitor sees it (cached; member-only jobs counted, not listed);
 * null when the api does not know the occupation or place. A search (decision 0031) is asked
 * uncached: its variants are unbounded, and the BFF and api keep its answers a minute.
 */
export async function loadJobListPage(
  scope: ListScope,
  query: ListQuery,
): Promise<JobListResult | null> {
  if (isSearchQuery(query)) return loadSearchPage(scope, query, 'visitor');
  return cachedQueryOrNull(searchJobsQuery, listVariables(scope, query), {
    revalidate: REVALIDATE.jobs,
    tags: [CacheTag.jobs],
  });
}

async function memberListPage(scope: ListScope, query: ListQuery) {
  try {
    return await memberRequest(searchJobsQuery, listVariables(scope, query));
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.isNotFound) return null;
    if (error instanceof GraphQLRequestError && isSessionFailure(error.code)) {
      return loadJobListPage(scope, query);
    }
    throw error;
  }
}

/**
 * The same page for the member asking (the member view, docs/decisions/0018): read with their
 * session, uncached, member-only jobs listed. A session the BFF no longer keeps gets the
 * visitors' page.
 */
export async function loadMemberJobListPage(scope: ListScope, query: ListQuery) {
  if (isSearchQuery(query)) return loadSearchPage(scope, query, 'member');
  return memberListPage(scope, query);
}

/** A search's page, and the query actually answered when the api refused a condition. */
export type SearchAnswer = JobListResult & { answeredQuery?: ListQuery };

/** Searches already asked in this render (metadata and page ask the same one). */
const searchesOfThisRender = cache(() => new Map<string, Promise<SearchAnswer | null>>());

function loadSearchPage(
  scope: ListScope,
  query: ListQuery,
  viewer: 'visitor' | 'member',
): Promise<SearchAnswer | null> {
  const key = JSON.stringify([viewer, listVariables(scope, query)]);
  const calls = searchesOfThisRender();
  const running = calls.get(key);
  if (running) return running;
  const call = askSearch(scope, query, viewer);
  calls.set(key, call);
  call.catch(() => calls.delete(key));
  return call;
}

/**
 * A search, uncached. When the api refuses a condition (BAD_USER_INPUT: a municipality code it
 * does not know; or an api without distance search), the page still answers: first without
 * the distance, then with the SEO conditions only, and `answeredQuery` says what was searched
 * so the page can tell the seeker. Never a 500 for a URL someone typed.
 */
async function askSearch(
  scope: ListScope,
  query: ListQuery,
  viewer: 'visitor' | 'member',
): Promise<SearchAnswer | null> {
  const withoutNear: ListQuery = {
    ...query,
    near: null,
    sort: query.sort === 'distance' ? DEFAULT_LIST_QUERY.sort : query.sort,
  };
  const seoOnly: ListQuery = {
    ...DEFAULT_LIST_QUERY,
    page: query.page,
    hiringTypes: query.hiringTypes,
    minSalary: query.minSalary,
    sort:
      query.sort === 'highest_salary' || query.sort === 'location' ? query.sort : 'published_at',
  };
  const attempts = query.near ? [query, withoutNear, seoOnly] : [query, seoOnly];
  let lastError: unknown;
  for (const attempt of attempts) {
    try {
      const result =
        viewer === 'member'
          ? await memberListPage(scope, attempt)
          : await requestGraphQL(searchJobsQuery, listVariables(scope, attempt));
      if (!result) return null;
      return attempt === query ? result : { ...result, answeredQuery: attempt };
    } catch (error) {
      if (!(error instanceof GraphQLRequestError) || error.isNotFound || !error.errors.length) {
        if (error instanceof GraphQLRequestError && error.isNotFound) return null;
        throw error;
      }
      lastError = error;
    }
  }
  throw lastError;
}

export async function loadMunicipalities(prefectureNameEn: string) {
  const data = await cachedQueryOrNull(
    prefectureMunicipalitiesQuery,
    { prefectureNameEn },
    { revalidate: REVALIDATE.master, tags: [CacheTag.master] },
  );
  return data?.searchMunicipalities ?? [];
}

/**
 * A search over every occupation (`/search?keyword=…&pref=…`, decision 0031), uncached like
 * every search. Null when the api does not know the prefecture.
 */
export async function loadAllOccupationsPage(
  prefectureNameEn: string | null,
  query: ListQuery,
): Promise<JobListResult | null> {
  try {
    return await requestGraphQL(searchJobsQuery, {
      occupation: null,
      query: searchInputOf(prefectureNameEn ? { prefectureNameEn } : {}, query),
      page: query.page,
      per: PAGE_SIZES.jobs,
      sortType: query.sort,
      withPrefectures: false,
      withMunicipalities: Boolean(prefectureNameEn),
      withOccupations: true,
    });
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.isNotFound) return null;
    throw error;
  }
}
