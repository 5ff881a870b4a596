import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed resolvers for the api, from the contract SDL in @jobsite/domain. Run from the
 * repository root with `pnpm codegen` (turbo runs the domain's codegen first).
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: '../../packages/domain/src/graphql/schema.graphql',
  generates: {
    'src/graphql/resolvers-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context#ApiContext',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {
          // Resolvers may return a Date; the DateTime scalar serialises it to ISO 8601.
          DateTime: { input: 'string', output: 'Date | string' },
          Date: 'string',
          Upload: { input: 'Promise<import("./context").FileUpload>', output: 'never' },
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        // Mercurius takes a plain resolvers object; an index signature keeps it assignable.
        useIndexSignature: true,
        // Parents of object types: the rows repositories return and the domain's masters;
        // field resolvers turn them into the contract's shapes.
        mappers: {
          Job: '../modules/jobs/repository#JobRow',
          JobDetail: '../modules/jobs/repository#JobDetailRow',
          WorkingTime: '../modules/jobs/repository#WorkingTimeRow',
          AppealPoint: '../modules/jobs/repository#AppealPointRow',
          ArticleSection: '../modules/jobs/repository#ArticleSectionRow',
          JobPage: '../modules/jobs/pages#JobPageModel',
          JobFacets: '../modules/jobs/facets#JobFacetsModel',
          JobSalary: '../modules/jobs/salaries#JobSalaryModel',
          Company: '../modules/companies/repository#CompanyRow',
          CompanyDetail: '../modules/companies/repository#CompanyDetailRow',
          Office: '../modules/companies/repository#OfficeRow',
          Occupation: '@jobsite/domain/masters#OccupationMaster',
          OccupationCategory: '@jobsite/domain/masters#OccupationCategoryMaster',
          Prefecture: '@jobsite/domain/masters#PrefectureMaster',
          Region: '@jobsite/domain/masters#RegionMaster',
          Municipality: '../data/municipalities#MunicipalityMaster',
          Feature: '../modules/masters/lookups#FeatureModel',
          FeatureCategory: '../modules/masters/lookups#FeatureCategoryModel',
          PostalAddress: '../modules/masters/postal#PostalAddressModel',
          Qualification: '@jobsite/domain/masters#QualificationMaster',
          Trademark: '../modules/masters/repository#TrademarkRow',
          JobSeekerComment: '../modules/content/repository#JobSeekerCommentRow',
          MagazineArticle: '../modules/content/repository#MagazineArticleRow',
          MagazineCategory: '../modules/content/repository#MagazineCategoryRow',
          NewsItem: '../modules/content/repository#NewsItemRow',
          FaqItem: '../modules/content/repository#FaqItemRow',
          // The member half.
          EndUser: '../modules/members/repository#MemberRow',
          JobHistory: '../modules/members/models#JobHistoryModel',
          EducationalBackground: '../modules/members/models#EducationalBackgroundModel',
          Personality: '../modules/members/repository#PersonalityRow',
          Requirements: '../modules/members/models#RequirementsModel',
          Resume: '../modules/members/repository#ResumeRow',
          CareerSheet: '../modules/members/repository#CareerSheetRow',
          Setting: '../modules/members/models#SettingModel',
          DesiredOccupation: '@jobsite/domain/masters#OccupationMaster',
          Entry: '../modules/entries/repository#EntryRow',
          EntryJoiningConfirmation:
            '../modules/entries/joining-confirmation#JoiningConfirmationModel',
          Room: '../modules/messages/repository#RoomRow',
          Message: '../modules/messages/repository#MessageRow',
          Notice: '../modules/messages/repository#NoticeRow',
          InterviewProposal: '../modules/interviews/repository#InterviewProposalRow',
          InterviewSlot: '../modules/interviews/repository#InterviewSlotRow',
          Scout: '../modules/scouts/repository#ScoutRow',
          ScoutInquiry: '../modules/scouts/repository#ScoutInquiryRow',
          ScoutResponseHistory: '../modules/scouts/repository#ScoutResponseHistoryRow',
          Contact: '../modules/conversions/models#ContactRow',
          KintoneUser: '../modules/crm/crm-client#CrmJobSeeker',
          // Career advisor requests.
          AdvisorRequest: '../modules/advisor/repository#AdvisorRequestRow',
          // Search alerts.
          SavedSearch: '../modules/saved-searches/repository#SavedSearchRow',
        },
      },
    },
  },
};

export default config;
