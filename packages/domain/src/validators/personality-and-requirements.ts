/** Job requirements and personality of a member (savePersonalityAndRequirements). */
import { z } from 'zod';
import { Shift, StartTiming } from '../enums';
import { countSchema, enumChoice, formObject, idListSchema, optionalText } from './fields';

/**
 * Monthly salary choices of spec §3 (yen). The labelled option list belongs to the masters;
 * this copy only bounds what the form may send.
 */
const SALARY_CHOICES = [200000, 250000, 300000, 350000, 400000] as const;
const SELF_PR_MAX_LENGTH = 1000;

const salaryChoiceSchema = z.literal(SALARY_CHOICES, { error: '希望給与を選択してください' });

/** Either side may be left open ('指定なし'); when both are set, lowest ≤ highest. */
export const salaryRangeSchema = formObject({
  lowest: salaryChoiceSchema.nullish(),
  highest: salaryChoiceSchema.nullish(),
}).refine(({ lowest, highest }) => lowest == null || highest == null || lowest <= highest, {
  path: ['highest'],
  message: '上限は下限以上の金額を選択してください',
});
export type SalaryRangeInput = z.input<typeof salaryRangeSchema>;

export const personalityAndRequirementsSchema = formObject({
  desiredJobChangeTiming: enumChoice(StartTiming),
  desiredWorkingHours: enumChoice(Shift),
  salaryRange: salaryRangeSchema,
  desiredCarIds: idListSchema(),
  desiredParticularConditionIds: idListSchema(),
  desiredWorkplaceStrengthIds: idListSchema(),
  /** Number of companies worked for so far. */
  experienceCompanyNum: countSchema(0, 99).nullish(),
  interestOrHobby: optionalText(200),
  speciality: optionalText(200),
  selfPr: optionalText(SELF_PR_MAX_LENGTH),
});
export type PersonalityAndRequirementsInput = z.input<typeof personalityAndRequirementsSchema>;
