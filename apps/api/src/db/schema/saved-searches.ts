import { JobShiftCondition, JobSort } from '@jobsite/domain/enums';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { hiringTypeEnum } from './enums';
import { jobRef } from './jobs';
import { features, municipalities, occupations, prefectures } from './masters';
import { endUserRef } from './members';

export const jobSortEnum = pgEnum('job_sort', JobSort.values);
export const jobShiftConditionEnum = pgEnum('job_shift_condition', JobShiftCondition.values);

/**
 * A member's saved search (search alert): the conditions of a job list. At most
 * SAVED_SEARCH_LIMITS.maxItems per member. `conditionsKey` is the canonical text of the
 * conditions that decide which jobs match (everything but the name and the sort): one saved
 * search per conditions and member, and the jobs of one key are matched once for all members
 * who saved it (src/modules/saved-searches/matching.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: identityId(),
    endUserId: endUserRef(),
    name: text('name').notNull(),
    occupationId: smallint('occupation_id')
      .notNull()
      .references(() => occupations.id),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    municipalityCode: text('municipality_code').references(() => municipalities.code),
    featureId: smallint('feature_id').references(() => features.id),
    hiringTypes: hiringTypeEnum('hiring_types').array().notNull().default(sql`'{}'`),
    minimumMonthlySalary: integer('minimum_monthly_salary'),
    // The search conditions beyond the list's path (a search list, decision 0031).
    moreFeatureIds: smallint('more_feature_ids').array().notNull().default(sql`'{}'`),
    moreMunicipalityCodes: text('more_municipality_codes').array().notNull().default(sql`'{}'`),
    minimumAnnualSalary: integer('minimum_annual_salary'),
    shift: jobShiftConditionEnum('shift'),
    keyword: text('keyword'),
    sortType: jobSortEnum('sort_type').notNull().default('published_at'),
    conditionsKey: text('conditions_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('saved_searches_end_user_id_idx').on(t.endUserId, t.id),
    uniqueIndex('saved_searches_end_user_id_conditions_key_idx').on(t.endUserId, t.conditionsKey),
    // Publishing a job looks up the saved searches of its occupation.
    index('saved_searches_occupation_id_idx').on(t.occupationId, t.conditionsKey),
  ],
);

/**
 * A job that matched a saved search when it was published: a new match until the member has
 * seen it (`seenAt`). The key makes a job match a saved search (and notify) once.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: jobRef(),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.jobId] }),
    index('saved_search_matches_job_id_idx').on(t.jobId),
  ],
);
