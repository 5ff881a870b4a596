import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId, zipCodeCheck } from './columns';
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
    id: identityId(),
    conversionId: text('conversion_id').notNull().unique(),
    name: text('name').notNull(),
    /** Reading of the name in hiragana; null for visitors who answered a scout without one. */
    furigana: text('furigana'),
    birthYear: smallint('birth_year').notNull(),
    gender: genderEnum('gender'),
    zipCode: text('zip_code').notNull(),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    /** The address after 都道府県 (市区町村・町名・番地), as the visitor left it. */
    addressLine: text('address_line'),
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

/**
 * Idempotency keys of visitor submissions (`clientSubmissionId`, made by the client once per
 * submission and sent again on its retries). A visitor has no account, so the key alone is
 * the primary key: a repeated or concurrent submission with the same key finds the first
 * one's visitor instead of saving a second. `contentHash` (SHA-256 of the mutation and its
 * parsed input) tells a retry from the key reused with other content. `visitorId` is null only
 * inside the transaction that claims the key and saves the submission.
 */
export const visitorSubmissions = pgTable(
  'visitor_submissions',
  {
    clientSubmissionId: uuid('client_submission_id').primaryKey(),
    contentHash: text('content_hash').notNull(),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('visitor_submissions_visitor_id_idx').on(t.visitorId)],
);
