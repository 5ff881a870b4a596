/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How a job seeker prefers to be contacted. */
export type ContactMethod =
  | 'email'
  | 'phone_number';

/** Input of createContact. */
export type CreateContactInput = {
  clientMutationId?: string | null | undefined;
  contactMethod: ContactMethod;
  email?: string | null | undefined;
  fullName: string;
  message: string;
  phoneNumber?: string | null | undefined;
};

/** Gender as asked on the profile and resume. */
export type Gender =
  | 'female'
  | 'male'
  | 'other';

/** Hiring type of a job posting. */
export type HiringType =
  | 'contract'
  | 'dispatch'
  | 'outsourcing'
  | 'part_time'
  | 'regular';

/**
 * Input of a job search; filters combine with AND, values inside one list with OR (except
 * `featureIds`: all of them).
 */
export type JobSearchInput = {
  companyId?: string | number | null | undefined;
  /** Leave these out, e.g. the job being viewed. */
  excludeJobIds?: Array<string | number> | null | undefined;
  /** Jobs having every one of these features (unlike the other lists, which match any value). */
  featureIds?: Array<string | number> | null | undefined;
  hiringTypes?: Array<HiringType> | null | undefined;
  /** Words matched against title, company, description and address. */
  keyword?: string | null | undefined;
  /** Jobs whose upper (or, without one, lower) monthly salary is at least this many yen. */
  minimumMonthlySalary?: number | null | undefined;
  /** JIS municipality codes. */
  municipalityIds?: Array<string | number> | null | undefined;
  occupationCategoryIds?: Array<string | number> | null | undefined;
  prefectureIds?: Array<string | number> | null | undefined;
  /** Prefecture route slug, e.g. `tokyo`. */
  prefectureNameEn?: string | null | undefined;
};

/** Sort order of job lists. */
export type JobSort =
  | 'highest_salary'
  | 'location'
  | 'published_at';

/** How a salary figure is paid. */
export type SalaryOption =
  | 'annual'
  | 'daily'
  | 'hourly'
  | 'monthly';

/** Desired working hours (desiredWorkingHours) and the shift of a working time. */
export type Shift =
  | 'day'
  | 'night'
  | 'none';

export type JobSeekerCommentsQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type JobSeekerCommentsQuery = { jobSeekerComments: { totalCount: number, totalPages: number, nodes: Array<{ id: string, displayName: string, age: number | null, gender: Gender | null, comment: string, createdAt: string, occupation: { name: string, occupationNameEn: string } | null, prefecture: { name: string } | null, job: { id: string, title: string, occupation: { occupationNameEn: string } } | null }> } };

export type CompanyPageQueryVariables = Exact<{
  id: string | number;
  page: number;
  per: number;
}>;


export type CompanyPageQuery = { company: { id: string, name: string, addressLine: string | null, publishedJobCount: number, images: Array<{ url: string, alt: string | null }>, companyDetail: { businessDescription: string | null, capitalStock: string | null, employeeNumber: number | null, establishmentDate: string | null, representativeName: string | null, vehicleNumber: number | null, businessMainClient: string | null, introduction: string | null } } | null, companyJobs: { totalCount: number, totalPages: number, per: number, nodes: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> }> } };

export type CreateContactMutationVariables = Exact<{
  input: CreateContactInput;
}>;


export type CreateContactMutation = { createContact: { contact: { id: string, fullName: string } } };

export type FaqItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqItemsQuery = { faqItems: Array<{ id: string, name: string, acceptedAnswer: { text: string } }> };

export type HomeCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCountsQuery = { occupations: Array<{ id: string, occupationNameEn: string, publishedJobCount: number }>, features: Array<{ id: string, publishedJobCount: number }> };

export type HomeContentQueryVariables = Exact<{
  magazinePer: number;
  newsPer: number;
}>;


export type HomeContentQuery = { magazineArticles: { nodes: Array<{ id: string, title: string, description: string | null, updatedAt: string, thumbnail: { url: string } | null, categories: Array<{ id: string, name: string }> }> }, newsItems: { nodes: Array<{ id: string, path: string, title: string, publishedDate: string }> }, faqItems: Array<{ id: string, name: string, acceptedAnswer: { text: string } }> };

export type JobDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type JobDetailQuery = { job: { id: string, title: string, addressLine: string | null, buildingName: string | null, zipCode: string | null, highestSalary: number | null, lowestSalary: number, salaryOption: SalaryOption, hiringType: HiringType, contractCategory: string | null, createdAt: string, editedAt: string, interviewVideoUrl: string | null, isPublished: boolean, isHellowork: boolean, isHiring: boolean, isMemberOnly: boolean, companyImages: Array<{ url: string, alt: string | null }>, company: { id: string, name: string, addressLine: string | null, publishedJobCount: number, images: Array<{ url: string }>, companyDetail: { businessDescription: string | null, capitalStock: string | null, employeeNumber: number | null, establishmentDate: string | null, representativeName: string | null, vehicleNumber: number | null, businessMainClient: string | null, introduction: string | null } } | null, offices: Array<{ id: string, name: string, zipCode: string | null, addressLine: string | null, nearestStation: string | null }>, features: Array<{ id: string, name: string, category: { id: string, name: string } }>, prefecture: { name: string, prefectureEnName: string }, municipality: { id: string, name: string } | null, occupation: { id: string, name: string, occupationNameEn: string }, workingTimes: Array<{ attendanceTime: string, leaveTime: string, shift: Shift | null }>, jobDetail: { catchphrase: string | null, holidayOption: string | null, jobDescriptionOption: string | null, message: string | null, qualificationOption: string | null, selectionProcess: string | null, applicationProcedure: string | null, suitablePerson: string | null, notSuitablePerson: string | null, welfareOption: string | null, workingTimeOption: string | null, flowOfTheDay: string | null, flowOfAfterJoining: string | null, locationNote: string | null, appealMessage: string | null }, appealPoints: Array<{ id: string, title: string, body: string | null, image: { url: string, alt: string | null } | null }>, summaries: Array<{ title: string, body: string }>, articleSections: Array<{ id: string, title: string, body: string, image: { url: string, alt: string | null } | null }>, jobSeekerComments: Array<{ id: string, displayName: string, age: number | null, gender: Gender | null, comment: string, createdAt: string }>, nearDistanceJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> }>, recommendJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> }> } | null };

export type SearchJobListQueryVariables = Exact<{
  occupation: string;
  query?: JobSearchInput | null | undefined;
  page: number;
  per: number;
  sortType: JobSort;
}>;


export type SearchJobListQuery = { searchJobs: { totalCount: number, page: number, per: number, totalPages: number, nodes: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> }> } };

export type OccupationFeaturesQueryVariables = Exact<{
  occupation: string;
}>;


export type OccupationFeaturesQuery = { features: Array<{ id: string, name: string, publishedJobCount: number, category: { id: string, name: string } }> };

export type PrefectureMunicipalitiesQueryVariables = Exact<{
  prefectureNameEn: string;
}>;


export type PrefectureMunicipalitiesQuery = { searchMunicipalities: Array<{ id: string, name: string, publishedJobCount: number }> };

export type MagazineListQueryVariables = Exact<{
  categoryId?: string | number | null | undefined;
  keyword?: string | null | undefined;
  page: number;
  per: number;
}>;


export type MagazineListQuery = { magazineArticles: { totalCount: number, totalPages: number, per: number, nodes: Array<{ id: string, title: string, description: string | null, updatedAt: string, thumbnail: { url: string } | null, categories: Array<{ id: string, name: string }> }> }, magazineCategories: Array<{ id: string, name: string }> };

export type MagazineArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type MagazineArticleQuery = { magazineArticle: { id: string, title: string, description: string | null, publishedAt: string, updatedAt: string, content: string, thumbnail: { url: string, alt: string | null } | null, categories: Array<{ id: string, name: string }>, occupation: { name: string, occupationNameEn: string } | null } | null };

export type NewsListQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type NewsListQuery = { newsItems: { totalCount: number, totalPages: number, nodes: Array<{ id: string, slug: string, path: string, title: string, publishedDate: string }> } };

export type NewsItemQueryVariables = Exact<{
  slug: string;
}>;


export type NewsItemQuery = { newsItem: { id: string, slug: string, path: string, title: string, publishedDate: string, body: string } | null };

export type JobsByIdsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type JobsByIdsQuery = { jobsByIds: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> }> };

export type RecommendedForQueryVariables = Exact<{
  id: string | number;
}>;


export type RecommendedForQuery = { job: { id: string, recommendJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> }> } | null };

export type SitemapJobTotalQueryVariables = Exact<{
  occupation?: string | null | undefined;
  query?: JobSearchInput | null | undefined;
}>;


export type SitemapJobTotalQuery = { searchJobTotalCount: number };

export type SitemapJobsQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type SitemapJobsQuery = { searchJobs: { nodes: Array<{ id: string, editedAt: string, isMemberOnly: boolean, occupation: { occupationNameEn: string } }> } };

export type SitemapOccupationsQueryVariables = Exact<{
  occupation: string;
}>;


export type SitemapOccupationsQuery = { occupations: Array<{ occupationNameEn: string, publishedJobCount: number }>, features: Array<{ id: string, publishedJobCount: number }> };

export type JobCardFieldsFragment = { id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null }, companyImages: Array<{ url: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const JobCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    occupationNameEn
  }
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
  }
  companyImages {
    url
  }
}
    `, {"fragmentName":"JobCardFields"}) as unknown as TypedDocumentString<JobCardFieldsFragment, unknown>;
export const JobSeekerCommentsDocument = new TypedDocumentString(`
    query JobSeekerComments($page: Int!, $per: Int!) {
  jobSeekerComments(page: $page, per: $per) {
    nodes {
      id
      displayName
      age
      gender
      comment
      createdAt
      occupation {
        name
        occupationNameEn
      }
      prefecture {
        name
      }
      job {
        id
        title
        occupation {
          occupationNameEn
        }
      }
    }
    totalCount
    totalPages
  }
}
    `) as unknown as TypedDocumentString<JobSeekerCommentsQuery, JobSeekerCommentsQueryVariables>;
export const CompanyPageDocument = new TypedDocumentString(`
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
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    occupationNameEn
  }
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
  }
  companyImages {
    url
  }
}`) as unknown as TypedDocumentString<CompanyPageQuery, CompanyPageQueryVariables>;
export const CreateContactDocument = new TypedDocumentString(`
    mutation CreateContact($input: CreateContactInput!) {
  createContact(input: $input) {
    contact {
      id
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<CreateContactMutation, CreateContactMutationVariables>;
export const FaqItemsDocument = new TypedDocumentString(`
    query FaqItems {
  faqItems {
    id
    name
    acceptedAnswer {
      text
    }
  }
}
    `) as unknown as TypedDocumentString<FaqItemsQuery, FaqItemsQueryVariables>;
export const HomeCountsDocument = new TypedDocumentString(`
    query HomeCounts {
  occupations {
    id
    occupationNameEn
    publishedJobCount
  }
  features(occupation: "driver") {
    id
    publishedJobCount
  }
}
    `) as unknown as TypedDocumentString<HomeCountsQuery, HomeCountsQueryVariables>;
export const HomeContentDocument = new TypedDocumentString(`
    query HomeContent($magazinePer: Int!, $newsPer: Int!) {
  magazineArticles(page: 1, per: $magazinePer) {
    nodes {
      id
      title
      description
      thumbnail {
        url
      }
      categories {
        id
        name
      }
      updatedAt
    }
  }
  newsItems(page: 1, per: $newsPer) {
    nodes {
      id
      path
      title
      publishedDate
    }
  }
  faqItems {
    id
    name
    acceptedAnswer {
      text
    }
  }
}
    `) as unknown as TypedDocumentString<HomeContentQuery, HomeContentQueryVariables>;
export const JobDetailDocument = new TypedDocumentString(`
    query JobDetail($id: ID!) {
  job(id: $id) {
    id
    title
    addressLine
    buildingName
    zipCode
    highestSalary
    lowestSalary
    salaryOption
    hiringType
    contractCategory
    createdAt
    editedAt
    interviewVideoUrl
    isPublished
    isHellowork
    isHiring
    isMemberOnly
    companyImages {
      url
      alt
    }
    company {
      id
      name
      addressLine
      publishedJobCount
      images {
        url
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
    offices {
      id
      name
      zipCode
      addressLine
      nearestStation
    }
    features {
      id
      name
      category {
        id
        name
      }
    }
    prefecture {
      name
      prefectureEnName
    }
    municipality {
      id
      name
    }
    occupation {
      id
      name
      occupationNameEn
    }
    workingTimes {
      attendanceTime
      leaveTime
      shift
    }
    jobDetail {
      catchphrase
      holidayOption
      jobDescriptionOption
      message
      qualificationOption
      selectionProcess
      applicationProcedure
      suitablePerson
      notSuitablePerson
      welfareOption
      workingTimeOption
      flowOfTheDay
      flowOfAfterJoining
      locationNote
      appealMessage
    }
    appealPoints {
      id
      title
      body
      image {
        url
        alt
      }
    }
    summaries {
      title
      body
    }
    articleSections {
      id
      title
      body
      image {
        url
        alt
      }
    }
    jobSeekerComments {
      id
      displayName
      age
      gender
      comment
      createdAt
    }
    nearDistanceJobs(limit: 6) {
      ...JobCardFields
    }
    recommendJobs(limit: 6) {
      ...JobCardFields
    }
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    occupationNameEn
  }
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
  }
  companyImages {
    url
  }
}`) as unknown as TypedDocumentString<JobDetailQuery, JobDetailQueryVariables>;
export const SearchJobListDocument = new TypedDocumentString(`
    query SearchJobList($occupation: String!, $query: JobSearchInput, $page: Int!, $per: Int!, $sortType: JobSort!) {
  searchJobs(
    query: $query
    occupation: $occupation
    page: $page
    per: $per
    sortType: $sortType
  ) {
    nodes {
      ...JobCardFields
    }
    totalCount
    page
    per
    totalPages
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    occupationNameEn
  }
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
  }
  companyImages {
    url
  }
}`) as unknown as TypedDocumentString<SearchJobListQuery, SearchJobListQueryVariables>;
export const OccupationFeaturesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<OccupationFeaturesQuery, OccupationFeaturesQueryVariables>;
export const PrefectureMunicipalitiesDocument = new TypedDocumentString(`
    query PrefectureMunicipalities($prefectureNameEn: String!) {
  searchMunicipalities(prefectureNameEn: $prefectureNameEn) {
    id
    name
    publishedJobCount
  }
}
    `) as unknown as TypedDocumentString<PrefectureMunicipalitiesQuery, PrefectureMunicipalitiesQueryVariables>;
export const MagazineListDocument = new TypedDocumentString(`
    query MagazineList($categoryId: ID, $keyword: String, $page: Int!, $per: Int!) {
  magazineArticles(
    categoryId: $categoryId
    keyword: $keyword
    page: $page
    per: $per
  ) {
    nodes {
      id
      title
      description
      thumbnail {
        url
      }
      categories {
        id
        name
      }
      updatedAt
    }
    totalCount
    totalPages
    per
  }
  magazineCategories {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<MagazineListQuery, MagazineListQueryVariables>;
export const MagazineArticleDocument = new TypedDocumentString(`
    query MagazineArticle($id: ID!) {
  magazineArticle(id: $id) {
    id
    title
    description
    thumbnail {
      url
      alt
    }
    categories {
      id
      name
    }
    occupation {
      name
      occupationNameEn
    }
    publishedAt
    updatedAt
    content
  }
}
    `) as unknown as TypedDocumentString<MagazineArticleQuery, MagazineArticleQueryVariables>;
export const NewsListDocument = new TypedDocumentString(`
    query NewsList($page: Int!, $per: Int!) {
  newsItems(page: $page, per: $per) {
    nodes {
      id
      slug
      path
      title
      publishedDate
    }
    totalCount
    totalPages
  }
}
    `) as unknown as TypedDocumentString<NewsListQuery, NewsListQueryVariables>;
export const NewsItemDocument = new TypedDocumentString(`
    query NewsItem($slug: String!) {
  newsItem(slug: $slug) {
    id
    slug
    path
    title
    publishedDate
    body
  }
}
    `) as unknown as TypedDocumentString<NewsItemQuery, NewsItemQueryVariables>;
export const JobsByIdsDocument = new TypedDocumentString(`
    query JobsByIds($ids: [ID!]!) {
  jobsByIds(ids: $ids) {
    ...JobCardFields
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    occupationNameEn
  }
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
  }
  companyImages {
    url
  }
}`) as unknown as TypedDocumentString<JobsByIdsQuery, JobsByIdsQueryVariables>;
export const RecommendedForDocument = new TypedDocumentString(`
    query RecommendedFor($id: ID!) {
  job(id: $id) {
    id
    recommendJobs(limit: 12) {
      ...JobCardFields
    }
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    occupationNameEn
  }
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
  }
  companyImages {
    url
  }
}`) as unknown as TypedDocumentString<RecommendedForQuery, RecommendedForQueryVariables>;
export const SitemapJobTotalDocument = new TypedDocumentString(`
    query SitemapJobTotal($occupation: String, $query: JobSearchInput) {
  searchJobTotalCount(occupation: $occupation, query: $query)
}
    `) as unknown as TypedDocumentString<SitemapJobTotalQuery, SitemapJobTotalQueryVariables>;
export const SitemapJobsDocument = new TypedDocumentString(`
    query SitemapJobs($page: Int!, $per: Int!) {
  searchJobs(page: $page, per: $per, sortType: published_at) {
    nodes {
      id
      editedAt
      isMemberOnly
      occupation {
        occupationNameEn
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapJobsQuery, SitemapJobsQueryVariables>;
export const SitemapOccupationsDocument = new TypedDocumentString(`
    query SitemapOccupations($occupation: String!) {
  occupations {
    occupationNameEn
    publishedJobCount
  }
  features(occupation: $occupation) {
    id
    publishedJobCount
  }
}
    `) as unknown as TypedDocumentString<SitemapOccupationsQuery, SitemapOccupationsQueryVariables>;