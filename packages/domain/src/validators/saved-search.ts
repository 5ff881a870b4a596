/**
 * Saved searches (search alerts): saveSearch and renameSavedSearch. The conditions
 * are those of a job list URL (`/driver/tokyo/feature_51?hiring=regular&salary=250000`).
 * Whether a municipality exists is the api's check (the domain has no municipality list).
 */
import { z } from 'zod';
import { SAVED_SEARCH_LIMITS } from '../constants';
import { HiringType, JobShiftCondition, JobSort } from '../enums';
import { findFeatureById, findPrefectureBySlug, isOccupationNameEn } from '../masters';
import { distinctListSchema, enumChoice, formObject, idSchema, requiredText } from './fields';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from './messages';
import { jobSearchInputSchema } from './search';

const OCCUPATION_MESSAGE = '職種を選択してください';
const MUNICIPALITY_MESSAGE = '市区町村を選択してください';
const FEATURE_MESSAGE = '特徴を選択してください';
/** Longest route slug accepted (as the search arguments). */
const SLUG_MAX_LENGTH = 100;
/** A monthly salary floor above this is not a salary. */
const MAX_MONTHLY_SALARY = 10_000_000;

/** The name of a saved search: trimmed, 1 to SAVED_SEARCH_LIMITS.maxNameLength characters. */
export const savedSearchNameSchema = requiredText(SAVED_SEARCH_LIMITS.maxNameLength);

const slug = z.string({ error: M.invalid }).trim().max(SLUG_MAX_LENGTH, M.invalid);

/** saveSearch (GQL.SaveSearchInput). A blank name means "make one from the conditions". */
export const saveSearchSchema = formObject({
  name: z
    .string({ error: M.invalid })
    .trim()
    .max(SAVED_SEARCH_LIMITS.maxNameLength, maxLengthMessage(SAVED_SEARCH_LIMITS.maxNameLength))
    .nullish()
    .transform((name) => (name ? name : null)),
  occupation: z
    .string({ error: OCCUPATION_MESSAGE })
    .trim()
    .refine((value) => isOccupationNameEn(value), OCCUPATION_MESSAGE),
  prefectureNameEn: slug
    .refine((value) => findPrefectureBySlug(value) !== undefined, M.prefecture)
    .nullish(),
  municipalityId: z
    .union([z.string(), z.number()], { error: MUNICIPALITY_MESSAGE })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{5,6}$/, MUNICIPALITY_MESSAGE),
    )
    .nullish(),
  featureId: idSchema.refine((id) => findFeatureById(id) !== undefined, FEATURE_MESSAGE).nullish(),
  hiringTypes: distinctListSchema(enumChoice(HiringType)).nullish(),
  minimumMonthlySalary: z
    .number({ error: M.invalid })
    .int(M.invalid)
    .min(0, M.invalid)
    .max(MAX_MONTHLY_SALARY, M.invalid)
    .nullish(),
  sortType: enumChoice(JobSort).nullish(),
  // The search conditions beyond the list's path, as searchJobs takes them (JobSearchInput).
  keyword: jobSearchInputSchema.shape.keyword,
  moreFeatureIds: jobSearchInputSchema.shape.featureIds.refine(
    (ids) => !ids || ids.every((id) => findFeatureById(id) !== undefined),
    FEATURE_MESSAGE,
  ),
  moreMunicipalityIds: jobSearchInputSchema.shape.municipalityIds,
  shift: enumChoice(JobShiftCondition).nullish(),
  minimumAnnualSalary: jobSearchInputSchema.shape.minimumAnnualSalary,
}).superRefine((input, ctx) => {
  const prefecture = input.prefectureNameEn ? findPrefectureBySlug(input.prefectureNameEn) : null;
  // A JIS municipality code starts with its prefecture's code: the municipalities of a saved
  // search are those of its prefecture's list.
  const inPrefecture = (code: string) => prefecture && Number(code.slice(0, 2)) === prefecture.code;
  if (input.municipalityId && !inPrefecture(input.municipalityId)) {
    ctx.addIssue({ code: 'custom', path: ['municipalityId'], message: MUNICIPALITY_MESSAGE });
  }
  if (input.moreMunicipalityIds?.some((code) => !inPrefecture(code))) {
    ctx.addIssue({ code: 'custom', path: ['moreMunicipalityIds'], message: MUNICIPALITY_MESSAGE });
  }
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;
export type SaveSearchValues = z.output<typeof saveSearchSchema>;

/** renameSavedSearch (GQL.RenameSavedSearchInput). */
export const renameSavedSearchSchema = formObject({
  id: idSchema,
  name: savedSearchNameSchema,
});
export type RenameSavedSearchInput = z.input<typeof renameSavedSearchSchema>;
