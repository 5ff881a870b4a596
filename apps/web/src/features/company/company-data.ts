import { PAGE_SIZES } from '@jobsite/domain/constants';
import { graphql } from '@/graphql/generated';
import { cachedQueryOrNull, REVALIDATE } from '@/lib/graphql/server';

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
        businessDescription
        capitalStock
        employeeNumber
        establishmentDate
        representativeName
        vehicleNumber
        businessMainClient
        introduction
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
    { revalidate: REVALIDATE.jobs, tags: ['jobs', `company:${id}`] },
  );
}
