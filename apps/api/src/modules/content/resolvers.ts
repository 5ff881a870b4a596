import { MAX_KEYWORD_LENGTH, PAGE_SIZES } from '@jobsite/domain/constants';
import { findOccupationById, findPrefectureByCode } from '@jobsite/domain/masters';
import { notFound, parseId, parseOptionalText, parsePageArgs, parseSlug } from '../../graphql/args';
import { toPage } from '../../graphql/pagination';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { isHiddenFrom } from '../jobs/visibility';
import { occupationOrNotFound, prefectureOrNotFound } from '../masters/lookups';
import {
  findMagazineCategory,
  findNewsItemBySlug,
  findPublishedMagazineArticle,
  listFaqItems,
  listJobSeekerComments,
  listMagazineArticles,
  listMagazineCategories,
  listNewsItems,
} from './repository';

export const contentResolvers: Resolvers = {
  Query: {
    jobSeekerComments: async (_root, args, context) => {
      const occupationSlug = parseSlug(args.occupationNameEn, 'occupationNameEn');
      const prefectureSlug = parseSlug(args.prefectureNameEn, 'prefectureNameEn');
      const { page, per } = parsePageArgs(args, PAGE_SIZES.jobSeekerComments);
      const filter = {
        ...(occupationSlug ? { occupationId: occupationOrNotFound(occupationSlug).id } : {}),
        ...(prefectureSlug ? { prefectureCode: prefectureOrNotFound(prefectureSlug).code } : {}),
      };
      const { rows, totalCount } = await listJobSeekerComments(
        context.catalogue,
        filter,
        page,
        per,
      );
      return toPage(rows, totalCount, page, per);
    },
    magazineArticles: async (_root, args, context) => {
      const { page, per } = parsePageArgs(args, PAGE_SIZES.magazineArticles);
      const keyword = parseOptionalText(args.keyword, 'keyword', MAX_KEYWORD_LENGTH);
      let categoryId: number | undefined;
      if (args.categoryId !== null && args.categoryId !== undefined) {
        categoryId = parseId(args.categoryId, 'categoryId');
        if (!(await findMagazineCategory(context.catalogue, categoryId))) throw notFound();
      }
      const { rows, totalCount } = await listMagazineArticles(
        context.catalogue,
        { ...(categoryId === undefined ? {} : { categoryId }), ...(keyword ? { keyword } : {}) },
        page,
        per,
      );
      return toPage(rows, totalCount, page, per);
    },
    magazineCategories: (_root, _args, context) => listMagazineCategories(context.catalogue),
    magazineArticle: async (_root, args, context) =>
      (await findPublishedMagazineArticle(context.catalogue, parseId(args.id))) ?? null,
    newsItems: async (_root, args, context) => {
      const { page, per } = parsePageArgs(args, PAGE_SIZES.newsList);
      const { rows, totalCount } = await listNewsItems(context.catalogue, page, per);
      return toPage(rows, totalCount, page, per);
    },
    newsItem: async (_root, args, context) => {
      const slug = parseSlug(args.slug, 'slug');
      return slug ? ((await findNewsItemBySlug(context.catalogue, slug)) ?? null) : null;
    },
    faqItems: (_root, _args, context) => listFaqItems(context.catalogue),
  },
  JobSeekerComment: {
    id: (comment) => String(comment.id),
    occupation: (comment) =>
      comment.occupationId === null ? null : (findOccupationById(comment.occupationId) ?? null),
    prefecture: (comment) =>
      comment.prefectureCode === null
        ? null
        : (findPrefectureByCode(comment.prefectureCode) ?? null),
    job: async (comment, _args, context) => {
      if (comment.jobId === null) return null;
      const job = await context.loaders.jobs.byId.load(comment.jobId);
      return job?.isPublished && !isHiddenFrom(context, job) ? job : null;
    },
  },
  MagazineCategory: {
    id: (category) => String(category.id),
  },
  MagazineArticle: {
    id: (article) => String(article.id),
    thumbnail: (article) =>
      article.thumbnailUrl ? { url: article.thumbnailUrl, alt: article.thumbnailAlt } : null,
    categories: (article, _args, context) =>
      context.loaders.content.categoriesByArticleId.load(article.id),
    occupation: (article) =>
      article.occupationId === null ? null : (findOccupationById(article.occupationId) ?? null),
    // Editors' HTML as stored: the web makes it safe where it becomes DOM (decision 0044).
    content: (article) => article.contentHtml,
  },
  NewsItem: {
    id: (item) => String(item.id),
    path: (item) => `/news/${item.slug}`,
    body: (item) => item.bodyHtml,
  },
  FaqItem: {
    id: (item) => String(item.id),
    name: (item) => item.question,
    acceptedAnswer: (item) => ({ text: item.answerHtml }),
  },
};
