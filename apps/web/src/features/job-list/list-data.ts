import { PAGE_SIZES } from '@jobsite/domain/constants';
import { memberRequest } from '@/features/mypage/member-graphql';
import { isSessionFailure } from '@/features/mypage/mutation-result';
import { graphql } from '@/graphql/generated';
import type { JobSearchInput } from '@/graphql/generated/graphql';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { cachedQuery, cachedQueryOrNull, REVALIDATE } from '@/lib/graphql/server';
import type { ListQuery } from '@/lib/list-query';
import type { ListScope } from '@/lib/routes';

const searchJobsQuery = graphql(`
  query SearchJobList(
    $occupation: String!
    $query: JobSearchInput
    $page: Int!
    $per: Int!
    $sortType: JobSort!
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
    }
  }
`);

const occupationFeaturesQuery = graphql(`
  query OccupationFeatures($occupation: String!) {
    features(occupation: $occupation) {
      id
      name
      publishedJobCount
      category {
        id
        name
      }
    }
  }
`);

const prefectureMunicipalitiesQuery = graphql(`
  query PrefectureMunicipalities($prefectureNameEn: String!) {
    searchMunicipalities(prefectureNameEn: $prefectureNameEn) {
      id
      name
      publishedJobCount
    }
  }
`);

/** The search input of a list: its place and feature from the path, filters from the query. */
export function searchInputOf(scope: ListScope, query: ListQuery): JobSearchInput {
  const input: JobSearchInput = {};
  if (scope.prefecture) input.prefectureNameEn = scope.prefecture.prefectureEnName;
  if (scope.municipalityId) input.municipalityIds = [scope.municipalityId];
  if (scope.feature) input.featureIds = [String(scope.feature.id)];
  if (query.hiringTypes.length > 0) input.hiringTypes = query.hiringTypes;
  if (query.minSalary !== null) input.minimumMonthlySalary = query.minSalary;
  return input;
}

function listVariables(scope: ListScope, query: ListQuery) {
  return {
    occupation: scope.occupation.occupationNameEn,
    query: searchInputOf(scope, query),
    page: query.page,
    per: PAGE_SIZES.jobs,
    sortType: query.sort,
  };
}

/**
 * One page of a list as every visitor sees it (cached; member-only jobs counted, not listed);
 * null when the api does not know the occupation or place.
 */
export function loadJobListPage(scope: ListScope, query: ListQuery) {
  return cachedQueryOrNull(searchJobsQuery, listVariables(scope, query), {
    revalidate: REVALIDATE.jobs,
    tags: ['jobs'],
  });
}

/**
 * The same page for the member asking (the member view, docs/decisions/0018): read with their
 * session, uncached, member-only jobs listed. A session the BFF no longer keeps gets the
 * visitors' page.
 */
export async function loadMemberJobListPage(scope: ListScope, query: ListQuery) {
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

export async function loadOccupationFeatures(occupation: string) {
  const data = await cachedQuery(
    occupationFeaturesQuery,
    { occupation },
    { revalidate: REVALIDATE.master, tags: ['master'] },
  );
  return data.features;
}

export async function loadMunicipalities(prefectureNameEn: string) {
  const data = await cachedQueryOrNull(
    prefectureMunicipalitiesQuery,
    { prefectureNameEn },
    { revalidate: REVALIDATE.master, tags: ['master'] },
  );
  return data?.searchMunicipalities ?? [];
}
