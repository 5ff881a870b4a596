import {
  Education,
  EducationStatus,
  EmploymentStatus,
  EmploymentType,
  Gender,
  Shift,
  StartTiming,
} from '@jobsite/domain/enums';
import { toJstParts } from '@jobsite/domain/formatters';
import {
  ALL_CARS,
  ALL_PARTICULAR_CONDITIONS,
  ALL_WORKPLACE_STRENGTHS,
  type NamedOption,
  OCCUPATIONS,
  PREFECTURES,
  SALARY_CHOICES,
} from '@jobsite/domain/masters';
import type { Option } from '@/features/account/choices';

/**
 * Option lists of the member forms, built on the server from the domain's masters and enums
 * and passed to the client forms as props (so the enums' zod schemas stay off the client).
 */

export type { Option, OptionGroup } from '@/features/account/choices';
// The sign-up form's lists are the profile's too: one source for each.
export {
  birthYearOptions,
  occupationGroups,
  qualificationGroups,
} from '@/features/account/options';

const named = (list: readonly NamedOption[]): Option[] =>
  list.map((item) => ({ value: String(item.id), label: item.name }));

const enumOptions = <V extends string>(e: {
  options: ReadonlyArray<{ readonly value: V; readonly label: string }>;
}): Option[] => e.options.map(({ value, label }) => ({ value, label }));

/** Where a job history or graduation year picker starts. */
export const FIRST_CAREER_YEAR = 1950;

export function currentJstYear(now: Date = new Date()): number {
  return toJstParts(now)?.year ?? now.getUTCFullYear();
}

export const prefectureOptions = (): Option[] =>
  PREFECTURES.map((p) => ({ value: String(p.code), label: p.name }));

export const occupationOptions = (): Option[] =>
  OCCUPATIONS.map((o) => ({ value: String(o.id), label: o.name }));

export const salaryOptions = (): Option[] =>
  SALARY_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }));

export const carOptions = () => named(ALL_CARS);
export const particularConditionOptions = () => named(ALL_PARTICULAR_CONDITIONS);
export const workplaceStrengthOptions = () => named(ALL_WORKPLACE_STRENGTHS);

export const genderOptions = () => enumOptions(Gender);
export const employmentStatusOptions = () => enumOptions(EmploymentStatus);
export const startTimingOptions = () => enumOptions(StartTiming);
export const shiftOptions = () => enumOptions(Shift);
export const employmentTypeOptions = () => enumOptions(EmploymentType);
export const educationOptions = () => enumOptions(Education);
export const educationStatusOptions = () => enumOptions(EducationStatus);
