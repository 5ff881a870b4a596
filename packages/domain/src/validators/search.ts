/**
 * Job search (searchJobs, searchJobTotalCount): the arguments as GraphQL takes them, also
 * when the web builds them from the URL.
 */
import { z } from 'zod';
import { MAX_KEYWORD_LENGTH, MAX_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { HiringType, JobShiftCondition, JobSort } from '../enums';
import {
  distinctListSchema,
  enumChoice,
  formObject,
  idListSchema,
  idSchema,
  prefectureCodeSchema,
} from './fields';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from './messages';

const PAGE_MESSAGE = 'ページ番号は1以上の整数で指定してください';
const PER_MESSAGE = `表示件数は1〜${MAX_PAGE_SIZE}の整数で指定してください`;
const MUNICIPALITY_MESSAGE = '市区町村を選択してください';
/** Longest route slug (occupationNameEn, prefectureEnName) accepted. */
const SLUG_MAX_LENGTH = 100;

/**
 * A route slug. Whether it names an occupation or prefecture is the api's check: an unknown
 * slug answers NOT_FOUND, not BAD_USER_INPUT.
 */
const slugSchema = z.string({ error: M.invalid }).trim().max(SLUG_MAX_LENGTH, M.invalid).nullish();

/**
 * A JIS municipality code (five digits, or six with the check digit). Kept as a string: the
 * leading zero of Hokkaido's codes ('01100') matters.
 */
const municipalityIdSchema = z
  .string({ error: MUNICIPALITY_MESSAGE })
  .trim()
  .regex(/^\d{5,6}$/, MUNICIPALITY_MESSAGE);

/** Highest salary floors a search takes (yen): past them no job pays, and sums stay in range. */
export const MAX_MONTHLY_SALARY_FLOOR = 10_000_000;
export const MAX_ANNUAL_SALARY_FLOOR = 120_000_000;
/** 新着 reaches back at most a year. */
export const MAX_PUBLISHED_WITHIN_DAYS = 365;
const DAYS_MESSAGE = `掲載日数は1〜${MAX_PUBLISHED_WITHIN_DAYS}の整数で指定してください`;

/** A salary floor in yen: a whole number from 0 to `max`. */
const yenFloorSchema = (max: number) => {
  const message = `給与は0〜${max.toLocaleString('ja-JP')}円の整数で指定してください`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
};

/** Distance searches reach at most this far (the site offers 10, 20, 30 and 50 km). */
export const MAX_SEARCH_RADIUS_KM = 100;
const RADIUS_MESSAGE = `距離は1〜${MAX_SEARCH_RADIUS_KM}kmの整数で指定してください`;
const POINT_MESSAGE = '位置は市区町村か緯度・経度のどちらか一方で指定してください';
const LATITUDE_MESSAGE = '緯度は-90〜90の数値で指定してください';
const LONGITUDE_MESSAGE = '経度は-180〜180の数値で指定してください';

/** GQL.JobNearInput: one origin (a municipality's point, or latitude + longitude) and a radius. */
export const jobNearInputSchema = formObject({
  municipalityId: municipalityIdSchema.nullish(),
  latitude: z
    .number({ error: LATITUDE_MESSAGE })
    .min(-90, LATITUDE_MESSAGE)
    .max(90, LATITUDE_MESSAGE)
    .nullish(),
  longitude: z
    .number({ error: LONGITUDE_MESSAGE })
    .min(-180, LONGITUDE_MESSAGE)
    .max(180, LONGITUDE_MESSAGE)
    .nullish(),
  radiusKm: z
    .number({ error: RADIUS_MESSAGE })
    .int(RADIUS_MESSAGE)
    .min(1, RADIUS_MESSAGE)
    .max(MAX_SEARCH_RADIUS_KM, RADIUS_MESSAGE),
}).superRefine((near, context) => {
  const byMunicipality = near.municipalityId != null;
  const hasLatitude = near.latitude != null;
  const hasLongitude = near.longitude != null;
  if (byMunicipality === (hasLatitude || hasLongitude) || hasLatitude !== hasLongitude) {
    context.addIssue({ code: 'custom', message: POINT_MESSAGE, path: ['municipalityId'] });
  }
});

/** GQL.JobSearchInput: filters combine with AND, values inside one list with OR. */
export const jobSearchInputSchema = formObject({
  keyword: z
    .string({ error: M.invalid })
    .trim()
    .max(MAX_KEYWORD_LENGTH, maxLengthMessage(MAX_KEYWORD_LENGTH))
    .nullish(),
  prefectureNameEn: slugSchema,
  prefectureIds: distinctListSchema(prefectureCodeSchema).nullish(),
  municipalityIds: distinctListSchema(municipalityIdSchema).nullish(),
  featureIds: idListSchema().nullish(),
  occupationCategoryIds: idListSchema().nullish(),
  hiringTypes: distinctListSchema(enumChoice(HiringType)).nullish(),
  minimumMonthlySalary: yenFloorSchema(MAX_MONTHLY_SALARY_FLOOR).nullish(),
  minimumAnnualSalary: yenFloorSchema(MAX_ANNUAL_SALARY_FLOOR).nullish(),
  shift: enumChoice(JobShiftCondition).nullish(),
  publishedWithinDays: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(MAX_PUBLISHED_WITHIN_DAYS, DAYS_MESSAGE)
    .nullish(),
  includeClosed: z.boolean({ error: M.invalid }).nullish(),
  near: jobNearInputSchema.nullish(),
  companyId: idSchema.nullish(),
  excludeJobIds: idListSchema().nullish(),
});
export type JobSearchInput = z.input<typeof jobSearchInputSchema>;

/**
 * GQL.QuerySearchJobsArgs. Numbers may arrive as URL strings ('?page=2'); absent or null
 * ones take the defaults of the SDL.
 */
export const jobSearchParamsSchema = formObject({
  query: jobSearchInputSchema.nullish(),
  /** Occupation route slug (occupationNameEn). */
  occupation: slugSchema,
  page: z.coerce
    .number<string | number>({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .nullish()
    .transform((page) => page ?? 1),
  per: z.coerce
    .number<string | number>({ error: PER_MESSAGE })
    .int(PER_MESSAGE)
    .min(1, PER_MESSAGE)
    .max(MAX_PAGE_SIZE, PER_MESSAGE)
    .nullish()
    .transform((per) => per ?? PAGE_SIZES.jobs),
  sortType: enumChoice(JobSort)
    .nullish()
    .transform((sortType) => sortType ?? 'published_at'),
});
export type JobSearchParamsInput = z.input<typeof jobSearchParamsSchema>;
export type JobSearchParams = z.output<typeof jobSearchParamsSchema>;
