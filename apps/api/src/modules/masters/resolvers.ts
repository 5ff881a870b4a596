import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';
import { DomainError } from '@jobsite/domain/errors';
import {
  ALL_CARS,
  ALL_PARTICULAR_CONDITIONS,
  ALL_QUALIFICATIONS,
  ALL_WORKPLACE_STRENGTHS,
  FEATURES,
  findFeatureById,
  findOccupationBySlug,
  findOccupationCategoryById,
  findPrefectureByCode,
  findPrefectureBySlug,
  findRegionById,
  type NamedOption,
  OCCUPATION_CATEGORIES,
  OCCUPATIONS,
  occupationsInCategory,
  PREFECTURES,
  QUALIFICATION_CATEGORY_LABELS,
  REGIONS,
  SALARY_CHOICES,
  TREND_FEATURE_IDS,
} from '@jobsite/domain/masters';
import { VALIDATION_MESSAGES as M, zipCodeSchema } from '@jobsite/domain/validators';
import { z } from 'zod';
import {
  parseArg,
  parseId,
  parseLimit,
  parseOptionalText,
  parseSlug,
  recordIdSchema,
} from '../../graphql/args';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import {
  featureCategoryModel,
  featureModel,
  findMunicipality,
  occupationOrNotFound,
  prefectureOrNotFound,
  searchMunicipalitiesOf,
} from './lookups';
import { findPostalAddress } from './postal';
import { findTrademark } from './repository';

/** Most trending features one call returns. */
const MAX_TREND_FEATURES = 50;

const namedOptions = (options: readonly NamedOption[]) =>
  options.map((option) => ({ id: String(option.id), name: option.name }));

/** Ids of an optional id-list filter (occupation categories), as numbers. */
function parseIdFilter(
  value: readonly string[] | null | undefined,
  name: string,
): number[] | undefined {
  if (value === null || value === undefined) return undefined;
  return parseArg(z.array(recordIdSchema, { error: M.invalid }).max(100, M.invalid), value, name);
}

/** A JIS municipality code argument: 5 digits (6 with the check digit). */
function parseMunicipalityCode(value: unknown, name: string): string {
  return parseArg(
    z
      .string({ error: M.invalid })
      .trim()
      .regex(/^\d{5,6}$/, M.invalid),
    value,
    name,
  );
}

export const masterResolvers: Resolvers = {
  Query: {
    occupations: (_root, args) => {
      if (args.occupationCategoryId === null || args.occupationCategoryId === undefined) {
        return [...OCCUPATIONS];
      }
      return [...occupationsInCategory(parseId(args.occupationCategoryId, 'occupationCategoryId'))];
    },
    occupation: (_root, args) =>
      findOccupationBySlug(parseSlug(args.occupationNameEn, 'occupationNameEn')) ?? null,
    occupationCategories: () => [...OCCUPATION_CATEGORIES],
    prefectures: () => [...PREFECTURES],
    prefecture: (_root, args) => {
      const hasSlug = args.prefectureNameEn !== null && args.prefectureNameEn !== undefined;
      const hasCode = args.code !== null && args.code !== undefined;
      if (hasSlug === hasCode) {
        const message = '都道府県名か都道府県コードのどちらか一方を指定してください';
        throw DomainError.badUserInput({ prefectureNameEn: message, code: message });
      }
      if (hasSlug)
        return findPrefectureBySlug(parseSlug(args.prefectureNameEn, 'prefectureNameEn')) ?? null;
      return findPrefectureByCode(args.code) ?? null;
    },
    allRegions: () => [...REGIONS],
    municipality: (_root, args) => findMunicipality(parseMunicipalityCode(args.id, 'id')) ?? null,
    municipalities: (_root, args) => {
      const codes = parseArg(
        z
          .array(
            z
              .string({ error: M.invalid })
              .trim()
              .regex(/^\d{5,6}$/, M.invalid),
            { error: M.invalid },
          )
          .max(2000, M.invalid),
        args.ids,
        'ids',
      );
      return codes.flatMap((code) => {
        const municipality = findMunicipality(code);
        return municipality ? [municipality] : [];
      });
    },
    searchMunicipalities: (_root, args) => {
      const prefecture = prefectureOrNotFound(parseSlug(args.prefectureNameEn, 'prefectureNameEn'));
      const keyword = parseOptionalText(args.keyword, 'keyword', MAX_KEYWORD_LENGTH);
      return [...searchMunicipalitiesOf(prefecture.code, keyword)];
    },
    postalAddress: (_root, args) =>
      findPostalAddress(parseArg(zipCodeSchema, args.postalCode, 'postalCode')),
    features: async (_root, args, context) => {
      const slug = parseSlug(args.occupation, 'occupation');
      if (slug === undefined) return FEATURES.map((feature) => featureModel(feature));
      const occupation = occupationOrNotFound(slug);
      // An occupation's features are those its published jobs carry, with counts of its own.
      const counts = await Promise.all(
        FEATURES.map((feature) => context.counts.feature(feature.id, occupation.id)),
      );
      return FEATURES.filter((_feature, i) => (counts[i] ?? 0) > 0).map((feature) =>
        featureModel(feature, occupation.id),
      );
    },
    feature: (_root, args) => {
      const feature = findFeatureById(parseId(args.id));
      return feature ? featureModel(feature) : null;
    },
    trendFeatures: async (_root, args, context) => {
      const limit = parseLimit(args.limit, 10, MAX_TREND_FEATURES);
      const slug = parseSlug(args.occupation, 'occupation');
      const occupation = slug === undefined ? undefined : occupationOrNotFound(slug);
      const trend = TREND_FEATURE_IDS.flatMap((id) => {
        const feature = findFeatureById(id);
        return feature ? [feature] : [];
      });
      if (!occupation) return trend.slice(0, limit).map((feature) => featureModel(feature));
      const counts = await Promise.all(
        trend.map((feature) => context.counts.feature(feature.id, occupation.id)),
      );
      return trend
        .filter((_feature, i) => (counts[i] ?? 0) > 0)
        .slice(0, limit)
        .map((feature) => featureModel(feature, occupation.id));
    },
    allQualifications: (_root, args) => {
      const categoryIds = parseIdFilter(args.occupationCategoryIds, 'occupationCategoryIds');
      if (!categoryIds) return [...ALL_QUALIFICATIONS];
      const wanted = new Set(categoryIds);
      return ALL_QUALIFICATIONS.filter((q) => q.occupationCategoryIds.some((id) => wanted.has(id)));
    },
    allSalaryRanges: () => SALARY_CHOICES.map((choice) => ({ ...choice })),
    allWorkplaceStrengths: () => namedOptions(ALL_WORKPLACE_STRENGTHS),
    allCars: () => namedOptions(ALL_CARS),
    allParticularConditions: () => namedOptions(ALL_PARTICULAR_CONDITIONS),
    trademark: async (_root, args, context) =>
      (await findTrademark(context.catalogue, parseId(args.id))) ?? null,
  },

  Occupation: {
    id: (o) => String(o.id),
    occupationCategoryId: (o) => String(o.occupationCategoryId),
    occupationCategory: (o) => findOccupationCategoryById(o.occupationCategoryId)!,
    description: (o) => o.description,
    publishedJobCount: (o, _args, context) => context.counts.occupation(o.id),
  },
  OccupationCategory: {
    id: (c) => String(c.id),
    occupations: (c) => [...occupationsInCategory(c.id)],
  },
  Region: {
    id: (r) => String(r.id),
    prefectures: (r) => [...r.prefectures],
  },
  Prefecture: {
    id: (p) => String(p.code),
    region: (p) => findRegionById(p.regionId)!,
    publishedJobCount: (p, _args, context) => context.counts.prefecture(p.code),
  },
  Municipality: {
    id: (m) => m.code,
    prefecture: (m) => findPrefectureByCode(m.prefectureCode)!,
    publishedJobCount: (m, _args, context) =>
      context.loaders.masters.municipalityJobCount.load(m.code),
    location: (m) => ({ latitude: m.latitude, longitude: m.longitude }),
  },
  Feature: {
    id: (f) => String(f.feature.id),
    name: (f) => f.feature.name,
    category: (f) => featureCategoryModel(f.feature.category),
    publishedJobCount: (f, _args, context) =>
      context.counts.feature(f.feature.id, f.countOccupationId),
  },
  FeatureCategory: {
    id: (c) => c.id,
  },
  Qualification: {
    id: (q) => String(q.id),
    category: (q) => ({ id: q.category, name: QUALIFICATION_CATEGORY_LABELS[q.category] }),
    occupationCategories: (q) =>
      q.occupationCategoryIds.flatMap((id) => {
        const category = findOccupationCategoryById(id);
        return category ? [category] : [];
      }),
  },
  Trademark: {
    id: (t) => String(t.id),
  },
};
