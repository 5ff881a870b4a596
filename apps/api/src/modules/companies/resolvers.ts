import { MAX_PAGE_SIZE } from '@jobsite/domain/constants';
import { findPrefectureByCode } from '@jobsite/domain/masters';
import { parseId, parseIdList } from '../../graphql/args';
import { isVisitor } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { findMunicipality } from '../masters/lookups';
import { companyImagesHidden } from './image-visibility';
import { type CompanyRow, findCompanyIdsOfJobs } from './repository';

export const companyResolvers: Resolvers = {
  Query: {
    company: (_root, args, context) => context.loaders.companies.byId.load(parseId(args.id)),
    companiesByJobIds: async (_root, args, context) => {
      const jobIds = parseIdList(args.jobIds, 'jobIds', MAX_PAGE_SIZE);
      const companyIds = await findCompanyIdsOfJobs(context.catalogue, jobIds, isVisitor(context));
      const companies = await context.loaders.companies.byId.loadMany(companyIds);
      return companies.filter((c): c is CompanyRow => c !== null && !(c instanceof Error));
    },
  },
  Company: {
    id: (company) => String(company.id),
    companyDetail: async (company, _args, context) =>
      (await context.loaders.companies.detail.load(company.id)) ?? {
        companyId: company.id,
        businessDescription: null,
        capitalStock: null,
        employeeNumber: null,
        establishmentDate: null,
        representativeName: null,
        vehicleNumber: null,
        businessMainClient: null,
        introduction: null,
      },
    images: async (company, _args, context) => {
      // A scout that hides its company's images hands out the company marked (scouts/disclosure).
      if (companyImagesHidden(company)) return [];
      return (await context.loaders.companies.images.load(company.id)).map((image) => ({
        url: image.url,
        alt: image.alt,
      }));
    },
    publishedJobCount: (company, _args, context) =>
      context.loaders.companies.publishedJobCount.load(company.id),
  },
  Office: {
    id: (office) => String(office.id),
    prefecture: (office) => findPrefectureByCode(office.prefectureCode) ?? null,
    municipality: (office) => findMunicipality(office.municipalityCode) ?? null,
  },
};
