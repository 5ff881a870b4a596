import { relations } from 'drizzle-orm';
import { companies, companyDetails, companyImages, offices } from './companies';
import {
  jobSeekerComments,
  magazineArticleCategories,
  magazineArticles,
  magazineCategories,
} from './content';
import {
  jobAppealPoints,
  jobArticleSections,
  jobDetails,
  jobFeatures,
  jobSummaries,
  jobs,
  workingTimes,
} from './jobs';
import {
  features,
  municipalities,
  occupationCategories,
  occupations,
  prefectures,
  regions,
} from './masters';

/** Relations for drizzle's relational queries (`db.query.jobs.findMany({ with: … })`). */

export const regionsRelations = relations(regions, ({ many }) => ({
  prefectures: many(prefectures),
}));

export const prefecturesRelations = relations(prefectures, ({ one, many }) => ({
  region: one(regions, { fields: [prefectures.regionId], references: [regions.id] }),
  municipalities: many(municipalities),
}));

export const municipalitiesRelations = relations(municipalities, ({ one }) => ({
  prefecture: one(prefectures, {
    fields: [municipalities.prefectureCode],
    references: [prefectures.code],
  }),
}));

export const occupationCategoriesRelations = relations(occupationCategories, ({ many }) => ({
  occupations: many(occupations),
}));

export const occupationsRelations = relations(occupations, ({ one }) => ({
  occupationCategory: one(occupationCategories, {
    fields: [occupations.occupationCategoryId],
    references: [occupationCategories.id],
  }),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  companyDetail: one(companyDetails),
  offices: many(offices),
  images: many(companyImages),
  jobs: many(jobs),
}));

export const companyDetailsRelations = relations(companyDetails, ({ one }) => ({
  company: one(companies, { fields: [companyDetails.companyId], references: [companies.id] }),
}));

export const officesRelations = relations(offices, ({ one }) => ({
  company: one(companies, { fields: [offices.companyId], references: [companies.id] }),
  prefecture: one(prefectures, {
    fields: [offices.prefectureCode],
    references: [prefectures.code],
  }),
  municipality: one(municipalities, {
    fields: [offices.municipalityCode],
    references: [municipalities.code],
  }),
}));

export const companyImagesRelations = relations(companyImages, ({ one }) => ({
  company: one(companies, { fields: [companyImages.companyId], references: [companies.id] }),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  company: one(companies, { fields: [jobs.companyId], references: [companies.id] }),
  office: one(offices, { fields: [jobs.officeId], references: [offices.id] }),
  occupation: one(occupations, { fields: [jobs.occupationId], references: [occupations.id] }),
  prefecture: one(prefectures, { fields: [jobs.prefectureCode], references: [prefectures.code] }),
  municipality: one(municipalities, {
    fields: [jobs.municipalityCode],
    references: [municipalities.code],
  }),
  jobDetail: one(jobDetails),
  workingTimes: many(workingTimes),
  jobFeatures: many(jobFeatures),
  appealPoints: many(jobAppealPoints),
  summaries: many(jobSummaries),
  articleSections: many(jobArticleSections),
  jobSeekerComments: many(jobSeekerComments),
}));

export const jobDetailsRelations = relations(jobDetails, ({ one }) => ({
  job: one(jobs, { fields: [jobDetails.jobId], references: [jobs.id] }),
}));

export const workingTimesRelations = relations(workingTimes, ({ one }) => ({
  job: one(jobs, { fields: [workingTimes.jobId], references: [jobs.id] }),
}));

export const jobFeaturesRelations = relations(jobFeatures, ({ one }) => ({
  job: one(jobs, { fields: [jobFeatures.jobId], references: [jobs.id] }),
  feature: one(features, { fields: [jobFeatures.featureId], references: [features.id] }),
}));

export const jobAppealPointsRelations = relations(jobAppealPoints, ({ one }) => ({
  job: one(jobs, { fields: [jobAppealPoints.jobId], references: [jobs.id] }),
}));

export const jobSummariesRelations = relations(jobSummaries, ({ one }) => ({
  job: one(jobs, { fields: [jobSummaries.jobId], references: [jobs.id] }),
}));

export const jobArticleSectionsRelations = relations(jobArticleSections, ({ one }) => ({
  job: one(jobs, { fields: [jobArticleSections.jobId], references: [jobs.id] }),
}));

export const jobSeekerCommentsRelations = relations(jobSeekerComments, ({ one }) => ({
  occupation: one(occupations, {
    fields: [jobSeekerComments.occupationId],
    references: [occupations.id],
  }),
  prefecture: one(prefectures, {
    fields: [jobSeekerComments.prefectureCode],
    references: [prefectures.code],
  }),
  job: one(jobs, { fields: [jobSeekerComments.jobId], references: [jobs.id] }),
}));

export const magazineArticlesRelations = relations(magazineArticles, ({ one, many }) => ({
  occupation: one(occupations, {
    fields: [magazineArticles.occupationId],
    references: [occupations.id],
  }),
  articleCategories: many(magazineArticleCategories),
}));

export const magazineCategoriesRelations = relations(magazineCategories, ({ many }) => ({
  articleCategories: many(magazineArticleCategories),
}));

export const magazineArticleCategoriesRelations = relations(
  magazineArticleCategories,
  ({ one }) => ({
    article: one(magazineArticles, {
      fields: [magazineArticleCategories.articleId],
      references: [magazineArticles.id],
    }),
    category: one(magazineCategories, {
      fields: [magazineArticleCategories.categoryId],
      references: [magazineCategories.id],
    }),
  }),
);
