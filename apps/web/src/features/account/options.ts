import { toJstParts } from '@jobsite/domain/formatters';
import {
  ALL_QUALIFICATIONS,
  OCCUPATION_CATEGORIES,
  OCCUPATIONS,
  QUALIFICATION_CATEGORIES,
  QUALIFICATION_CATEGORY_LABELS,
} from '@jobsite/domain/masters';
import { birthYearSchema } from '@jobsite/domain/validators';
import type { Option, OptionGroup, QualificationGroup } from './choices';

/**
 * Option lists of the sign-up form, built on the server from the masters and passed to the
 * client form as plain props (the masters and zod stay out of the page's first JavaScript).
 */

/** Desired occupations grouped by occupation category, in master order. */
export function occupationGroups(): OptionGroup[] {
  return OCCUPATION_CATEGORIES.map((category) => ({
    label: category.name,
    options: OCCUPATIONS.filter(
      (occupation) => occupation.occupationCategoryId === category.id,
    ).map((occupation) => ({ value: String(occupation.id), label: occupation.name })),
  })).filter((group) => group.options.length > 0);
}

/** Occupation id → its category id. */
export function occupationCategoryById(): Record<string, number> {
  return Object.fromEntries(
    OCCUPATIONS.map((occupation) => [String(occupation.id), occupation.occupationCategoryId]),
  );
}

/** Qualifications grouped by list (driver licences, other, …). */
export function qualificationGroups(): QualificationGroup[] {
  return QUALIFICATION_CATEGORIES.map((category) => ({
    label: QUALIFICATION_CATEGORY_LABELS[category],
    options: ALL_QUALIFICATIONS.filter((qualification) => qualification.category === category).map(
      (qualification) => ({
        value: String(qualification.id),
        label: qualification.name,
        categoryIds: [...qualification.occupationCategoryIds],
      }),
    ),
  })).filter((group) => group.options.length > 0);
}

/** Birth years the domain accepts (birthYearSchema), youngest first. */
export function birthYearOptions(): Option[] {
  const year = toJstParts(Date.now())?.year ?? new Date().getFullYear();
  const options: Option[] = [];
  for (let candidate = year; candidate >= year - 130; candidate -= 1) {
    if (birthYearSchema.safeParse(candidate).success) {
      options.push({ value: String(candidate), label: `${candidate}年` });
    }
  }
  return options;
}
