import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, zipCodeCheck } from './columns';
import { genderEnum } from './enums';
import { prefectures } from './masters';
import {
  contactMethodEnum,
  conversionSourceEnum,
  employmentStatusEnum,
  startTimingEnum,
} from './member-enums';
import { attributionColumns } from './members';

/**
 * A visitor who applied or asked about a scout without an account (createVisitorJobEntry,
 * createVisitorScoutEntry, createVisitorScoutInquiry): the profile given, under a
 * conversion id of its own. Never linked to a member by email or phone (unverified).
 */
export const visitors = pgTable(
  'visitors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversionId: text('conversion_id').notNull().unique(),
    name: text('name').notNull(),
    birthYear: smallint('birth_year').notNull(),
    gender: genderEnum('gender'),
    zipCode: text('zip_code').notNull(),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    employmentStatus: employmentStatusEnum('employment_status'),
    desiredJobChangeTiming: startTimingEnum('desired_job_change_timing'),
    qualificationIds: integer('qualification_ids').array().notNull().default(sql`'{}'::integer[]`),
    desiredOccupationIds: smallint('desired_occupation_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    contactMethod: contactMethodEnum('contact_method'),
    lineUserId: text('line_user_id'),
    conversionSource: conversionSourceEnum('conversion_source').notNull(),
    ...attributionColumns(),
    createdAt: createdAt(),
  },
  (t) => [zipCodeCheck('visitors_zip_code_check', t.zipCode)],
);
