import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps, updatedAt, zipCodeCheck } from './columns';
import { genderEnum, shiftEnum } from './enums';
import { jobRef } from './jobs';
import { occupations, prefectures, qualifications } from './masters';
import {
  authTypeEnum,
  conversionSourceEnum,
  educationEnum,
  educationStatusEnum,
  employmentStatusEnum,
  employmentTypeEnum,
  scoutStatusEnum,
  startTimingEnum,
} from './member-enums';

/** A member's row: goes with the member. */
export const endUserRef = () =>
  integer('end_user_id')
    .notNull()
    .references(() => endUsers.id, { onDelete: 'cascade' });

/** Where a conversion came from (spec §4 session storage keys), stored with it. */
export const attributionColumns = () => ({
  utmSource: text('utm_source'),
  internalSource: text('internal_source'),
  magazineArticleId: integer('magazine_article_id'),
});

/**
 * A registered job seeker (member). `uid` is the identity provider's (Firebase) uid, the only
 * way a request finds its member; `id` is internal and never leaves the api (EndUser.id is
 * the uid). `conversionId` is shared with the CRM, LINE and analytics.
 */
export const endUsers = pgTable(
  'end_users',
  {
    id: identityId(),
    uid: text('uid').notNull().unique(),
    conversionId: text('conversion_id').notNull().unique(),
    authType: authTypeEnum('auth_type').notNull(),
    /** Lower-cased; null for an account that signs in by phone number. */
    email: text('email'),
    /** Domestic digits ('09012345678'). */
    phoneNumber: text('phone_number'),
    name: text('name'),
    birthYear: smallint('birth_year'),
    gender: genderEnum('gender'),
    zipCode: text('zip_code'),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    employmentStatus: employmentStatusEnum('employment_status'),
    desiredJobChangeTiming: startTimingEnum('desired_job_change_timing'),
    numberOfDependents: smallint('number_of_dependents'),
    hasSpouse: boolean('has_spouse'),
    lineUserId: text('line_user_id'),
    scoutStatus: scoutStatusEnum('scout_status').notNull().default('receiving'),
    /** Occupation categories the member accepts scouts for; empty means all. */
    scoutAllowOccupationCategoryIds: smallint('scout_allow_occupation_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    conversionSource: conversionSourceEnum('conversion_source'),
    ...attributionColumns(),
    lastSessionAt: timestamp('last_session_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('end_users_email_key').on(t.email),
    uniqueIndex('end_users_phone_number_key').on(t.phoneNumber),
    zipCodeCheck('end_users_zip_code_check', t.zipCode),
  ],
);

/** Desired occupations of a member. */
export const endUserOccupations = pgTable(
  'end_user_occupations',
  {
    endUserId: endUserRef(),
    occupationId: smallint('occupation_id')
      .notNull()
      .references(() => occupations.id),
  },
  (t) => [primaryKey({ columns: [t.endUserId, t.occupationId] })],
);

/** Licences and qualifications a member holds. */
export const endUserQualifications = pgTable(
  'end_user_qualifications',
  {
    endUserId: endUserRef(),
    qualificationId: integer('qualification_id')
      .notNull()
      .references(() => qualifications.id),
  },
  (t) => [primaryKey({ columns: [t.endUserId, t.qualificationId] })],
);

export const jobHistories = pgTable(
  'job_histories',
  {
    id: identityId(),
    endUserId: endUserRef(),
    position: smallint('position').notNull(),
    occupationId: smallint('occupation_id').references(() => occupations.id),
    otherOccupationName: text('other_occupation_name'),
    companyName: text('company_name').notNull(),
    companyBusinessDetail: text('company_business_detail'),
    joinedYear: smallint('joined_year').notNull(),
    joinedMonth: smallint('joined_month').notNull(),
    retiredYear: smallint('retired_year'),
    retiredMonth: smallint('retired_month'),
    employmentType: employmentTypeEnum('employment_type').notNull(),
    jobDescription: text('job_description'),
  },
  (t) => [index('job_histories_end_user_id_idx').on(t.endUserId, t.position)],
);

export const educationalBackgrounds = pgTable('educational_backgrounds', {
  endUserId: integer('end_user_id')
    .primaryKey()
    .references(() => endUsers.id, { onDelete: 'cascade' }),
  education: educationEnum('education').notNull(),
  schoolName: text('school_name'),
  graduationStatus: educationStatusEnum('graduation_status').notNull(),
  graduationYear: smallint('graduation_year'),
  graduationMonth: smallint('graduation_month'),
});

/** A member's self-introduction; no row until saved. */
export const personalities = pgTable('personalities', {
  endUserId: integer('end_user_id')
    .primaryKey()
    .references(() => endUsers.id, { onDelete: 'cascade' }),
  experienceCompanyNum: smallint('experience_company_num'),
  interestOrHobby: text('interest_or_hobby'),
  speciality: text('speciality'),
  selfPr: text('self_pr'),
  updatedAt: updatedAt(),
});

/**
 * A member's wishes for the next job; no row until saved. The desired start timing lives on
 * the member (updateUser and sign-up set it too), so it is stored once.
 */
export const requirements = pgTable(
  'requirements',
  {
    endUserId: integer('end_user_id')
      .primaryKey()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    desiredWorkingHours: shiftEnum('desired_working_hours'),
    salaryLowest: integer('salary_lowest'),
    salaryHighest: integer('salary_highest'),
    /** Ids of the domain's option lists (ALL_CARS, …), which have no tables. */
    desiredCarIds: smallint('desired_car_ids').array().notNull().default(sql`'{}'::smallint[]`),
    desiredParticularConditionIds: smallint('desired_particular_condition_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    desiredWorkplaceStrengthIds: smallint('desired_workplace_strength_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    updatedAt: updatedAt(),
  },
  (_t) => [
    check(
      'requirements_salary_check',
      sql`salary_lowest IS NULL OR salary_highest IS NULL OR salary_lowest <= salary_highest`,
    ),
  ],
);

/**
 * A resume (履歴書) or career sheet (職務経歴書): the member's profile as it was when the
 * document was made (`snapshot`, see src/modules/members/documents.ts), plus its own texts.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: identityId(),
    endUserId: endUserRef(),
    name: text('name').notNull(),
    reason: text('reason'),
    snapshot: jsonb('snapshot').notNull(),
    // What the JIS layout asks and the profile does not keep (docs/decisions/0048).
    nameKana: text('name_kana'),
    birthDate: date('birth_date', { mode: 'string' }),
    postalCode: text('postal_code'),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    municipality: text('municipality'),
    addressLine: text('address_line'),
    hopes: text('hopes'),
    // The photo's key in AttachmentStorage: a re-encoded 3:4 JPEG (docs/decisions/0056).
    photoKey: text('photo_key'),
    ...timestamps(),
  },
  (t) => [
    index('resumes_end_user_id_idx').on(t.endUserId, t.id),
    zipCodeCheck('resumes_postal_code_check', t.postalCode),
  ],
);

export const careerSheets = pgTable(
  'career_sheets',
  {
    id: identityId(),
    endUserId: endUserRef(),
    name: text('name').notNull(),
    summary: text('summary'),
    snapshot: jsonb('snapshot').notNull(),
    ...timestamps(),
  },
  (t) => [index('career_sheets_end_user_id_idx').on(t.endUserId, t.id)],
);

/** Saved jobs of a member (気になる); KEEP_LIST.maxItems at most. */
export const favorites = pgTable(
  'favorites',
  {
    endUserId: endUserRef(),
    jobId: jobRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.endUserId, t.jobId] }),
    index('favorites_end_user_id_created_at_idx').on(t.endUserId, t.createdAt),
    index('favorites_job_id_idx').on(t.jobId),
  ],
);

/** A notice to a member (new scout, entry made, …). */
export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    endUserId: endUserRef(),
    text: text('text').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notices_end_user_id_idx').on(t.endUserId, t.id)],
);
