import { Gender, HiringType, SalaryOption, Shift } from '@jobsite/domain/enums';
import { FEATURES, type FeatureCategory, QUALIFICATION_CATEGORIES } from '@jobsite/domain/masters';
import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL enum types, their values taken from packages/domain (one source). Adding a value
 * to a domain enum needs a migration (`pnpm --filter @jobsite/api db:generate`).
 */
export const hiringTypeEnum = pgEnum('hiring_type', HiringType.values);
export const salaryOptionEnum = pgEnum('salary_option', SalaryOption.values);
export const shiftEnum = pgEnum('shift', Shift.values);
export const genderEnum = pgEnum('gender', Gender.values);
export const qualificationCategoryEnum = pgEnum('qualification_category', QUALIFICATION_CATEGORIES);

const featureCategories = [...new Set(FEATURES.map((f) => f.category))] as [
  FeatureCategory,
  ...FeatureCategory[],
];
export const featureCategoryEnum = pgEnum('feature_category', featureCategories);
