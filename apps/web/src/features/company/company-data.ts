import { PAGE_SIZES } from '@jobsite/domain/constants';
import { CacheTag, companyTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQueryOrNull, REVALIDATE } from '@/lib/graphql/server';

/**
 * A company's profile as its page and a job page show it; spread by name.
 * @public
 */
export const CompanyDetailFields = graphql(`
  fragment CompanyDetailFields on CompanyDetail {
    businessDescription
    capitalStock
    employeeNumber
    establishmentDate
    representativeName
    vehicleNumber
    businessMainClient
    introduction
  }
`);

const companyPageQuery = graphql(`
  query CompanyPage($id: ID!, $page: Int!, $per: Int!) {
    company(id: $id) {
      id
      name
      addressLine
      publishedJobCount
      images {
        url
        alt
      }
      companyDetail {
        ...CompanyDetailFields
      }
    }
    companyJobs(companyId: $id, page: $page, per: $per) {
      nodes {
        ...JobCardFields
      }
      totalCount
      totalPages
      per
    }
  }
`);

/** A company with one page of its published jobs; null when unknown. */
export function loadCompanyPage(id: string, page: number) {
  return cachedQueryOrNull(
    companyPageQuery,
    { id, page, per: PAGE_SIZES.companyJobs },
    { revalidate: REVALIDATE.jobs, tags: [CacheTag.jobs, companyTag(id)] },
  );
}
