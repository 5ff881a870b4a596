import { MAX_PAGE_SIZE, PAGE_SIZES } from '@jobsite/domain/constants';
import {
  DEFAULT_DRIVER_JOB_FEATURES,
  findFeatureById,
  findOccupationById,
  findPrefectureByCode,
} from '@jobsite/domain/masters';
import { jobSearchInputSchema, jobSearchParamsSchema } from '@jobsite/domain/validators';
import { z } from 'zod';
import {
  notFound,
  parseArgs,
  parseId,
  parseIdList,
  parseLimit,
  parsePageArgs,
  parseSlug,
} from '../../graphql/args';
import { type ApiContext, isVisitor } from '../../graphql/context';
import { toPage } from '../../graphql/pagination';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { selectsField } from '../../graphql/selection';
import {
  companyImagesHidden,
  companyNameHidden,
  hideCompanyImages,
  maskedJobId,
} from '../companies/image-visibility';
import { fittingFirst, pictureSubjectOf } from '../companies/job-pictures';
import {
  featureModel,
  featureOrNotFound,
  findMunicipality,
  occupationOrNotFound,
  prefectureOrNotFound,
} from '../masters/lookups';
import { jobFacets } from './facets';
import { checkSort, jobFilterOf, occupationChoicesOf } from './filters';
import type { JobPageModel } from './pages';
import { findPublishedJobsByIds, type JobRow, listJobs } from './repository';
import {
  cachedSalaryFigures,
  cachedSalaryFiguresByFeature,
  type JobSalaryModel,
  NO_SALARY_FIGURES,
} from './salaries';
import {
  isRoutePageFilter,
  type JobFilter,
  type JobSort,
  type KeywordPlan,
  memberOnlyCountFilter,
} from './search';
import { parseSuggestionArgs, suggest } from './suggestions';
import { cachedJobCount } from './totals';
import { playableVideoUrl } from './video-url';
import { isHiddenFrom, memberOnlyJob } from './visibility';

/** Most related jobs (nearby, recommended) one job field returns. */
const MAX_RELATED_JOBS = 20;
/** Most ids a by-ids query takes (SDL: at most 100). */
const MAX_IDS = MAX_PAGE_SIZE;
const DRIVER_SLUG = 'driver';

/**
 * How many published jobs match. Route pages' lists (occupations, prefectures, one feature)
 * take their total from the cached published-job counts (at most PUBLISHED_COUNTS_TTL_MS old,
 * like the counts beside the links that lead there); other searches count in SQL, kept for a
 * minute per filter (totals.ts).
 */
function countMatchingJobs(context: ApiContext, filter: JobFilter): Promise<number> {
  return isRoutePageFilter(filter)
    ? context.counts.place(
        filter.occupationIds,
        filter.prefectureCodes,
        filter.featureIds?.[0],
        filter.visibility,
      )
    : cachedJobCount(context.catalogue, filter);
}

/** JobPage.memberOnlyCount of a list: counted when asked; null when the list does not tell. */
function memberOnlyCounter(context: ApiContext, filter: JobFilter) {
  return async (): Promise<number | null> => {
    const countFilter = memberOnlyCountFilter(filter, isVisitor(context));
    return countFilter ? countMatchingJobs(context, countFilter) : null;
  };
}

/**
 * Below this many matches a keyword search reads its matches through the keyword indexes and
 * sorts them, when the size of its scope is not known (see `keywordPlanOf`).
 */
const FEW_MATCHES = 2_000;

/**
 * How a keyword list reads its page. With `total` matches spread through a scope of `scope`
 * jobs, walking the sort index reads about `page × per × scope / total` rows, reading the
 * matches first reads `total`: the cheaper wins (measured per row at 200,000 jobs, the walk is
 * no dearer). The scope is known from the cached published counts when the rest of the filter
 * is a route page's (occupations, prefectures, at most one feature); otherwise only a few
 * matches decide.
 */
async function keywordPlanOf(
  context: ApiContext,
  filter: JobFilter,
  sort: JobSort,
  total: number,
  page: number,
  per: number,
): Promise<KeywordPlan | undefined> {
  // Orders by a computed score or distance have no index to walk: matches first, always.
  if (sort === 'recommended' || filter.near) return 'matchesFirst';
  const scopeFilter: JobFilter = { ...filter, keyword: undefined };
  if (isRoutePageFilter(scopeFilter)) {
    const scope = await countMatchingJobs(context, scopeFilter);
    return (page * per * scope) / total < total ? 'sortIndex' : 'matchesFirst';
  }
  return total <= FEW_MATCHES ? 'matchesFirst' : undefined;
}

async function jobPage(
  context: ApiContext,
  filter: JobFilter,
  sort: JobSort,
  page: number,
  per: number,
  options: { facets?: { occupationChoices?: readonly number[] }; facetsAsked?: boolean } = {},
): Promise<JobPageModel> {
  let rows: JobRow[];
  let totalCount: number;
  const facets = options.facets ? jobFacets(context.catalogue, filter, options.facets) : undefined;
  if (filter.keyword) {
    // With its facets asked, a keyword search takes its total from their scan (decision
    // 0058): the keyword's LIKE runs once for both.
    totalCount =
      facets && options.facetsAsked && !isRoutePageFilter(filter)
        ? await facets.total()
        : await countMatchingJobs(context, filter);
    rows =
      totalCount === 0 || (page - 1) * per >= totalCount
        ? []
        : await listJobs(context.catalogue, filter, sort, page, per, {
            keywordPlan: await keywordPlanOf(context, filter, sort, totalCount, page, per),
            now: context.now(),
          });
  } else {
    [rows, totalCount] = await Promise.all([
      listJobs(context.catalogue, filter, sort, page, per, { now: context.now() }),
      countMatchingJobs(context, filter),
    ]);
  }
  for (const row of rows) context.loaders.jobs.byId.prime(row.id, row);
  return {
    ...toPage(rows, totalCount, page, per),
    memberOnlyCount: memberOnlyCounter(context, filter),
    ...(facets
      ? {
          facets,
          keywordConditions: filter.keywordConditions ?? [],
        }
      : {}),
  };
}

const searchCountArgsSchema = z.object({
  query: jobSearchInputSchema.nullish(),
  occupation: jobSearchParamsSchema.shape.occupation,
});

/**
 * Published jobs by ids in the order given; unknown and unpublished ids left out, and for a
 * visitor member-only ones too (as if unknown: a saved list cannot tell them apart).
 */
async function publishedJobsInOrder(context: ApiContext, ids: number[]): Promise<JobRow[]> {
  const rows = await findPublishedJobsByIds(context.catalogue, ids, {
    visitor: isVisitor(context),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) context.loaders.jobs.byId.prime(row.id, row);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

function salaryModel(
  figures: typeof NO_SALARY_FIGURES,
  parts: Pick<JobSalaryModel, 'occupation' | 'prefecture' | 'feature'>,
): JobSalaryModel {
  return { ...figures, ...parts };
}

export const jobResolvers: Resolvers = {
  Query: {
    searchJobs: async (_root, args, context, info) => {
      const params = parseArgs(jobSearchParamsSchema, args);
      const filter = jobFilterOf(
        params.query,
        params.occupation,
        isVisitor(context),
        context.now(),
      );
      checkSort(params.sortType, filter);
      return jobPage(context, filter, params.sortType, params.page, params.per, {
        facets: { occupationChoices: occupationChoicesOf(params.query) },
        facetsAsked: selectsField(info, 'facets'),
      });
    },
    searchSuggestions: async (_root, args, context) => {
      const { prefix, place, limit } = parseSuggestionArgs(args);
      return suggest(context.counts, context.catalogue, prefix, place, limit);
    },
    searchJobTotalCount: async (_root, args, context) => {
      // The same filter and count as searchJobs' totalCount.
      const params = parseArgs(searchCountArgsSchema, args);
      return countMatchingJobs(
        context,
        jobFilterOf(params.query, params.occupation, isVisitor(context), context.now()),
      );
    },
    searchFeatureJobs: async (_root, args, context) => {
      const feature = featureOrNotFound(parseId(args.featureId, 'featureId'));
      const params = parseArgs(jobSearchParamsSchema, {
        occupation: args.occupation,
        page: args.page,
        per: args.per,
        sortType: args.sortType,
        query: { prefectureNameEn: args.prefectureNameEn, featureIds: [feature.id] },
      });
      const filter = jobFilterOf(params.query, params.occupation, isVisitor(context));
      checkSort(params.sortType, filter);
      return jobPage(context, filter, params.sortType, params.page, params.per, { facets: {} });
    },
    job: async (_root, args, context) => {
      const job = await context.loaders.jobs.byId.load(parseId(args.id));
      // A visitor learns that the job is member-only, nothing of what it says.
      if (job && isHiddenFrom(context, job)) throw memberOnlyJob();
      return job;
    },
    jobsByIds: async (_root, args, context) =>
      publishedJobsInOrder(context, parseIdList(args.ids, 'ids', MAX_IDS)),
    jobsByIdsWithSalaryDesc: async (_root, args, context) => {
      const jobs = await publishedJobsInOrder(context, parseIdList(args.ids, 'ids', MAX_IDS));
      return jobs.sort((a, b) => b.monthlySalary - a.monthlySalary || b.id - a.id);
    },
    companyJobs: async (_root, args, context) => {
      const companyId = parseId(args.companyId, 'companyId');
      const { page, per } = parsePageArgs(args, PAGE_SIZES.companyJobs);
      if (!(await context.loaders.companies.byId.load(companyId))) throw notFound();
      const filter: JobFilter = isVisitor(context)
        ? { companyId, visibility: 'public', closedLast: true }
        : { companyId, closedLast: true };
      return jobPage(context, filter, 'published_at', page, per);
    },
    jobSalary: async (_root, args, context) => {
      const occupation = occupationOrNotFound(parseSlug(args.occupation, 'occupation'));
      const prefectureSlug = parseSlug(args.prefectureNameEn, 'prefectureNameEn');
      const prefecture = prefectureSlug === undefined ? null : prefectureOrNotFound(prefectureSlug);
      const feature =
        args.featureId === null || args.featureId === undefined
          ? null
          : featureOrNotFound(parseId(args.featureId, 'featureId'));
      const figures = await cachedSalaryFigures(context.catalogue, {
        visitor: isVisitor(context),
        occupationId: occupation.id,
        ...(prefecture ? { prefectureCode: prefecture.code } : {}),
        ...(feature ? { featureId: feature.id } : {}),
      });
      return salaryModel(figures, {
        occupation,
        prefecture,
        feature: feature ? featureModel(feature) : null,
      });
    },
    driverJobSalaries: async (_root, args, context) => {
      const driver = occupationOrNotFound(DRIVER_SLUG);
      const prefectureSlug = parseSlug(args.prefectureNameEn, 'prefectureNameEn');
      const prefecture = prefectureSlug === undefined ? null : prefectureOrNotFound(prefectureSlug);
      const figures = await cachedSalaryFiguresByFeature(context.catalogue, {
        visitor: isVisitor(context),
        occupationId: driver.id,
        featureIds: DEFAULT_DRIVER_JOB_FEATURES.map((f) => f.id),
        ...(prefecture ? { prefectureCode: prefecture.code } : {}),
      });
      return DEFAULT_DRIVER_JOB_FEATURES.map((feature) =>
        salaryModel(figures.get(feature.id) ?? NO_SALARY_FIGURES, {
          occupation: driver,
          prefecture,
          feature: featureModel(feature),
        }),
      );
    },
  },

  JobPage: {
    memberOnlyCount: (page) => page.memberOnlyCount?.() ?? null,
    facets: (page) => page.facets ?? null,
    // Set on searches only (with their facets): null on other lists.
    keywordConditions: (page) =>
      page.keywordConditions?.map((c) => ({ ...c, words: [...c.words] })) ?? null,
  },
  JobFacets: {
    features: (facets) => facets.counts('features'),
    prefectures: (facets) => facets.counts('prefectures'),
    municipalities: (facets) => facets.counts('municipalities'),
    hiringTypes: (facets) => facets.counts('hiringTypes'),
    occupations: (facets) => facets.counts('occupations'),
    shifts: (facets) => facets.counts('shifts'),
  },

  Job: {
    // A related job of a scout that hides its company answers the scout's id for it.
    id: (job) => maskedJobId(job) ?? String(job.id),
    isFavorited: () => false,
    interviewVideoUrl: (job) => playableVideoUrl(job.interviewVideoUrl),
    companyImages: async (job, _args, context) => {
      // A scout that hides its company's images hands out its jobs marked (scouts/disclosure).
      if (companyImagesHidden(job)) return [];
      const [images, features] = await Promise.all([
        context.loaders.companies.images.load(job.companyId),
        context.loaders.jobs.featureIds.load(job.id),
      ]);
      // The picture of the job's own vehicle or trade leads (cards and the page show the
      // first; decision 0043).
      const subject = pictureSubjectOf(
        findOccupationById(job.occupationId)!.occupationNameEn,
        new Set(features.map((row) => row.featureId)),
      );
      return fittingFirst(images, subject).map((image) => ({ url: image.url, alt: image.alt }));
    },
    company: async (job, _args, context) => {
      // A related job of a scout that hides its company's name (scouts/disclosure).
      if (companyNameHidden(job)) return null;
      const company = await context.loaders.companies.byId.load(job.companyId);
      return company && companyImagesHidden(job) ? hideCompanyImages(company) : company;
    },
    offices: async (job, _args, context) => {
      // An office's address names the company as surely as its name does.
      if (job.officeId === null || companyNameHidden(job)) return [];
      const office = await context.loaders.companies.officeById.load(job.officeId);
      return office ? [office] : [];
    },
    features: async (job, _args, context) => {
      const rows = await context.loaders.jobs.featureIds.load(job.id);
      return rows.flatMap((row) => {
        const feature = findFeatureById(row.featureId);
        return feature ? [featureModel(feature)] : [];
      });
    },
    prefecture: (job) => findPrefectureByCode(job.prefectureCode)!,
    municipality: (job) => findMunicipality(job.municipalityCode) ?? null,
    // The office's position names the company as surely as its address (scouts/disclosure).
    location: (job) =>
      job.latitude === null || job.longitude === null || companyNameHidden(job)
        ? null
        : { latitude: job.latitude, longitude: job.longitude },
    occupation: (job) => findOccupationById(job.occupationId)!,
    workingTimes: (job, _args, context) => context.loaders.jobs.workingTimes.load(job.id),
    jobDetail: async (job, _args, context) =>
      (await context.loaders.jobs.detail.load(job.id)) ?? emptyJobDetail(job.id),
    appealPoints: (job, _args, context) => context.loaders.jobs.appealPoints.load(job.id),
    summaries: async (job, _args, context) =>
      (await context.loaders.jobs.summaries.load(job.id)).map((s) => ({
        title: s.title,
        body: s.body,
      })),
    articleSections: (job, _args, context) => context.loaders.jobs.articleSections.load(job.id),
    jobSeekerComments: (job, _args, context) =>
      context.loaders.content.commentsByJobId.load(job.id),
    nearDistanceJobs: (job, args, context) =>
      context.loaders.jobs.nearDistance.load([job.id, parseLimit(args.limit, 6, MAX_RELATED_JOBS)]),
    recommendJobs: (job, args, context) =>
      context.loaders.jobs.recommend.load([job.id, parseLimit(args.limit, 6, MAX_RELATED_JOBS)]),
  },
  WorkingTime: {},
  AppealPoint: {
    id: (point) => String(point.id),
    image: (point) => (point.imageUrl ? { url: point.imageUrl, alt: point.imageAlt } : null),
  },
  ArticleSection: {
    id: (section) => String(section.id),
    // Editors' HTML as stored: the web makes it safe where it becomes DOM (decision 0044).
    body: (section) => section.bodyHtml,
    image: (section) =>
      section.imageUrl ? { url: section.imageUrl, alt: section.imageAlt } : null,
  },
  JobSalary: {},
};

function emptyJobDetail(jobId: number) {
  return {
    jobId,
    catchphrase: null,
    holidayOption: null,
    jobDescriptionOption: null,
    message: null,
    qualificationOption: null,
    selectionProcess: null,
    applicationProcedure: null,
    suitablePerson: null,
    notSuitablePerson: null,
    welfareOption: null,
    workingTimeOption: null,
    flowOfTheDay: null,
    flowOfAfterJoining: null,
    locationNote: null,
    appealMessage: null,
  };
}
