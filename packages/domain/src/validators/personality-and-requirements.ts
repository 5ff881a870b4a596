/** Personality and job requirements of a member (savePersonalityAndRequirements). */
import { z } from 'zod';
import { Shift, StartTiming } from '../enums';
import { SALARY_CHOICES } from '../masters';
import { countSchema, enumChoice, formObject, idListSchema, optionalText } from './fields';

const SELF_PR_MAX_LENGTH = 1000;
const SALARY_MESSAGE = '希望給与を選択してください';
const SALARY_VALUES: ReadonlySet<number> = new Set(SALARY_CHOICES.map((choice) => choice.value));

/** A monthly amount of SALARY_CHOICES (GraphQL sends any Int; the choices bound it). */
const salaryChoiceSchema = z
  .number({ error: SALARY_MESSAGE })
  .refine((amount) => SALARY_VALUES.has(amount), SALARY_MESSAGE);

/**
 * GQL.SalaryRangeInput. Either side may be left open ('指定なし'); when both are set,
 * lowest ≤ highest.
 */
export const salaryRangeSchema = formObject({
  lowest: salaryChoiceSchema.nullish(),
  highest: salaryChoiceSchema.nullish(),
}).refine(({ lowest, highest }) => lowest == null || highest == null || lowest <= highest, {
  path: ['highest'],
  message: '上限は下限以上の金額を選択してください',
});
export type SalaryRangeInput = z.input<typeof salaryRangeSchema>;

/** GQL.PersonalityInput: the member's self-introduction. */
export const personalitySchema = formObject({
  /** Number of companies worked for so far. */
  experienceCompanyNum: countSchema(0, 99).nullish(),
  interestOrHobby: optionalText(200),
  speciality: optionalText(200),
  selfPr: optionalText(SELF_PR_MAX_LENGTH),
});
export type PersonalityInput = z.input<typeof personalitySchema>;

/** GQL.RequirementsInput: the member's wishes for the next job. */
export const requirementsSchema = formObject({
  desiredJobChangeTiming: enumChoice(StartTiming).nullish(),
  desiredWorkingHours: enumChoice(Shift).nullish(),
  salaryRange: salaryRangeSchema.nullish(),
  desiredCarIds: idListSchema().nullish(),
  desiredParticularConditionIds: idListSchema().nullish(),
  desiredWorkplaceStrengthIds: idListSchema().nullish(),
});
export type RequirementsInput = z.input<typeof requirementsSchema>;

/**
 * savePersonalityAndRequirements (GQL.SavePersonalityAndRequirementsInput); a part left out
 * stays as it is.
 */
export const personalityAndRequirementsSchema = formObject({
  personality: personalitySchema.nullish(),
  requirements: requirementsSchema.nullish(),
});
export type PersonalityAndRequirementsInput = z.input<typeof personalityAndRequirementsSchema>;
