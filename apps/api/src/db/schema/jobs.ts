import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, zipCodeCheck } from './columns';
import { companies, offices } from './companies';
import { hiringTypeEnum, salaryOptionEnum, shiftEnum } from './enums';
import { features, municipalities, occupations, prefectures } from './masters';

/**
 * Hours of pay in a month used to compare salaries paid differently: 8 hours × 21 days.
 * Kept in step with the generated column below.
 */
export const MONTHLY_WORKING_HOURS = 168;
export const MONTHLY_WORKING_DAYS = 21;

/** A job's own row (its details, shifts, parts, …): goes with the job. */
export const jobRef = () =>
  integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });

/** A row of one of a job's ordered lists (shifts, appeal points, summaries, sections). */
const jobPart = () => ({
  id: identityId(),
  jobId: jobRef(),
  position: smallint('position').notNull(),
});

/** Published jobs only: every list query filters on it, so its indexes are partial. */
const published = sql`is_published`;

export const jobs = pgTable(
  'jobs',
  {
    id: identityId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The workplace whose address the job shows. */
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    occupationId: smallint('occupation_id')
      .notNull()
      .references(() => occupations.id),
    prefectureCode: smallint('prefecture_code')
      .notNull()
      .references(() => prefectures.code),
    municipalityCode: text('municipality_code').references(() => municipalities.code),
    title: text('title').notNull(),
    /** The address after the municipality (town, block, number). */
    addressLine: text('address_line'),
    buildingName: text('building_name'),
    zipCode: text('zip_code'),
    /**
     * Where the job is (its office), WGS84, for distance search (src/modules/geo). Jobs of
     * before it existed get their municipality's point at the master-data sync; null when the
     * job has no municipality.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Yen, in the unit of salaryOption. */
    lowestSalary: integer('lowest_salary').notNull(),
    /** Yen, in the unit of salaryOption; null when open-ended. */
    highestSalary: integer('highest_salary'),
    salaryOption: salaryOptionEnum('salary_option').notNull(),
    /**
     * The upper (else lower) figure as a monthly amount in yen, so jobs paid by the hour, day,
     * month or year compare: hourly × 168, daily × 21, annual ÷ 12. Drives the
     * `highest_salary` sort and the salary floor.
     */
    monthlySalary: integer('monthly_salary')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE salary_option
          WHEN 'hourly' THEN COALESCE(highest_salary, lowest_salary) * ${sql.raw(String(MONTHLY_WORKING_HOURS))}
          WHEN 'daily' THEN COALESCE(highest_salary, lowest_salary) * ${sql.raw(String(MONTHLY_WORKING_DAYS))}
          WHEN 'annual' THEN COALESCE(highest_salary, lowest_salary) / 12
          ELSE COALESCE(highest_salary, lowest_salary) END`,
      ),
    hiringType: hiringTypeEnum('hiring_type').notNull(),
    /** Contract wording as shown, e.g. `正社員（試用期間3ヶ月）`. */
    contractCategory: text('contract_category'),
    isPublished: boolean('is_published').notNull().default(false),
    /** Also published on the public employment office (Hello Work). */
    isHellowork: boolean('is_hellowork').notNull().default(false),
    isHiring: boolean('is_hiring').notNull().default(true),
    /** Non-public job (非公開求人): shown in full to members only. */
    isMemberOnly: boolean('is_member_only').notNull().default(false),
    interviewVideoUrl: text('interview_video_url'),
    /**
     * Normalised text the keyword search matches (title, catchphrase, description, company,
     * occupation, address), trigram-indexed (and by characters and pairs of characters for
     * one- and two-character terms). Written with the job by `jobSearchText()`;
     * `refreshJobSearchText()` rebuilds it after edits elsewhere (see src/db/search-text.ts).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The ids of the job's features (`job_features`), kept equal to them by triggers on that
     * table (migration 0018): the feature condition of a keyword search and the features facet
     * read them from the row they already read (docs/decisions/0065). Writers never set it but
     * the seed, which writes the value the triggers would.
     */
    featureIds: integer('feature_ids').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The shifts of the job's working times (`working_times.shift`, each once, in the enum's
     * order), kept equal to them by triggers on that table (migration 0019): shift conditions
     * and the shifts facet read them from the row (docs/decisions/0068). Writers never set it
     * but the seed, which writes the value the triggers would.
     */
    shifts: shiftEnum('shifts').array().notNull().default(sql`'{}'::shift[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Until when the posting runs (JobPosting validThrough): in the future while the job takes
     * entries, its closing time once closed (decision 0033).
     */
    validThrough: timestamp('valid_through', { withTimezone: true }),
    /** When the job stopped taking entries (is_hiring false); null while it takes them. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    zipCodeCheck('jobs_zip_code_check', t.zipCode),
    check(
      'jobs_salary_check',
      sql`lowest_salary > 0 AND (highest_salary IS NULL OR highest_salary >= lowest_salary)`,
    ),
    check('jobs_published_at_check', sql`NOT is_published OR published_at IS NOT NULL`),
    check(
      'jobs_position_check',
      sql`(latitude IS NULL) = (longitude IS NULL)
        AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))`,
    ),
    index('jobs_company_id_idx').on(t.companyId),
    index('jobs_office_id_idx').on(t.officeId),
    // Lists: nationwide, per occupation, per prefecture, per municipality; sorts
    // published_at (newest first), highest_salary, location (prefecture, municipality).
    // Descending columns say NULLS FIRST, which is what a plain `ORDER BY x DESC` (drizzle's
    // `desc()`) means; drizzle's `.desc()` alone would emit NULLS LAST and not serve it.
    index('jobs_published_at_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('jobs_occupation_published_at_idx')
      .on(t.occupationId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('jobs_occupation_salary_idx')
      .on(t.occupationId, t.monthlySalary.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('jobs_occupation_location_idx')
      .on(t.occupationId, t.prefectureCode, t.municipalityCode, t.id)
      .where(published),
    index('jobs_prefecture_published_at_idx')
      .on(t.prefectureCode, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('jobs_municipality_published_at_idx')
      .on(t.municipalityCode, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    // Nationwide sorts by salary and by location, and recommendJobs (same occupation and
    // prefecture, nearby salary): measured 34 → 0.5 ms and 45 → 0.2 ms at 200,000 jobs.
    index('jobs_salary_idx')
      .on(t.monthlySalary.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(published),
    index('jobs_location_idx').on(t.prefectureCode, t.municipalityCode, t.id).where(published),
    // Distance search (src/modules/geo/sql.ts): the bounding box's latitude range is an index
    // range, its longitude range a filter inside the index; plain btree, so PGlite (no PostGIS)
    // and PostgreSQL plan it alike.
    index('jobs_position_idx').on(t.latitude, t.longitude).where(published),
    index('jobs_occupation_prefecture_salary_idx')
      .on(t.occupationId, t.prefectureCode, t.monthlySalary)
      .where(published),
    // Keyword search (src/db/search-text.ts). Both GIN indexes lead with the occupation and
    // the prefecture (btree_gin), so a search narrowed to either reads only the matches
    // inside it from the heap instead of every match nationwide.
    // Terms of 3+ characters: LIKE through the trigrams of the search text.
    index('jobs_search_text_trgm_idx')
      .using('gin', t.occupationId, t.prefectureCode, t.searchText.op('gin_trgm_ops'))
      .where(published),
    // Terms of one or two characters (大型, 夜勤, 寮), which have no trigram: every character
    // and pair of characters of the search text, from the SQL function `job_search_grams`
    // (migration 0007). Not partial: the planner reads the statistics of an index expression
    // only when the index covers the whole table, and without them it guesses 0.5 % of the
    // rows for any term.
    index('jobs_search_grams_idx').using(
      'gin',
      t.occupationId,
      t.prefectureCode,
      sql`(job_search_grams(search_text)) COLLATE "C"`,
    ),
  ],
);

/** The long texts of a job page; one row per job. */
export const jobDetails = pgTable('job_details', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  catchphrase: text('catchphrase'),
  holidayOption: text('holiday_option'),
  jobDescriptionOption: text('job_description_option'),
  message: text('message'),
  qualificationOption: text('qualification_option'),
  selectionProcess: text('selection_process'),
  applicationProcedure: text('application_procedure'),
  suitablePerson: text('suitable_person'),
  notSuitablePerson: text('not_suitable_person'),
  welfareOption: text('welfare_option'),
  workingTimeOption: text('working_time_option'),
  flowOfTheDay: text('flow_of_the_day'),
  flowOfAfterJoining: text('flow_of_after_joining'),
  locationNote: text('location_note'),
  appealMessage: text('appeal_message'),
});

/** Shifts of a job: `HH:mm`; a leave time before the attendance time passes midnight. */
export const workingTimes = pgTable(
  'working_times',
  {
    ...jobPart(),
    attendanceTime: text('attendance_time').notNull(),
    leaveTime: text('leave_time').notNull(),
    shift: shiftEnum('shift'),
  },
  (t) => [
    index('working_times_job_id_idx').on(t.jobId, t.position),
    check(
      'working_times_time_check',
      sql`attendance_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND leave_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

export const jobFeatures = pgTable(
  'job_features',
  {
    jobId: jobRef(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.featureId] }),
    index('job_features_feature_id_job_id_idx').on(t.featureId, t.jobId),
  ],
);

export const jobAppealPoints = pgTable(
  'job_appeal_points',
  {
    ...jobPart(),
    title: text('title').notNull(),
    body: text('body'),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
  },
  (t) => [index('job_appeal_points_job_id_idx').on(t.jobId, t.position)],
);

/** One-line summary rows of a job (label and value). */
export const jobSummaries = pgTable(
  'job_summaries',
  {
    ...jobPart(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('job_summaries_job_id_idx').on(t.jobId, t.position)],
);

/** Free sections of a job page; body is HTML. */
export const jobArticleSections = pgTable(
  'job_article_sections',
  {
    ...jobPart(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
  },
  (t) => [index('job_article_sections_job_id_idx').on(t.jobId, t.position)],
);
