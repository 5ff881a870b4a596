import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { companies } from './companies';
import { jobRef } from './jobs';
import { occupationCategories } from './masters';
import {
  contactMethodEnum,
  responseTypeEnum,
  scoutHistoryEventEnum,
  scoutSourceEnum,
} from './member-enums';
import { endUsers } from './members';
import { visitors } from './visitors';

/**
 * A direct offer (スカウト) from a company about one of its jobs, to a member or to a
 * job seeker the CRM knows by conversion id. `urlId` is the unguessable id of its link.
 */
export const scouts = pgTable(
  'scouts',
  {
    id: identityId(),
    urlId: text('url_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: jobRef(),
    endUserId: integer('end_user_id').references(() => endUsers.id, { onDelete: 'cascade' }),
    recipientConversionId: text('recipient_conversion_id'),
    occupationCategoryId: smallint('occupation_category_id').references(
      () => occupationCategories.id,
    ),
    message: text('message').notNull(),
    jobDescription: text('job_description'),
    salary: text('salary'),
    workingTime: text('working_time'),
    holiday: text('holiday'),
    welfare: text('welfare'),
    location: text('location'),
    carDescription: text('car_description'),
    contractCategory: text('contract_category'),
    isHiring: boolean('is_hiring').notNull().default(true),
    hiddenCompanyName: boolean('hidden_company_name').notNull().default(false),
    hiddenCompanyImage: boolean('hidden_company_image').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('scouts_end_user_id_idx').on(t.endUserId, t.id),
    index('scouts_recipient_conversion_id_idx').on(t.recipientConversionId),
  ],
);

/** Other jobs a scout points to (relatedJobs), in order. */
export const scoutJobs = pgTable(
  'scout_jobs',
  {
    scoutId: integer('scout_id')
      .notNull()
      .references(() => scouts.id, { onDelete: 'cascade' }),
    jobId: jobRef(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scoutId, t.jobId] })],
);

/**
 * A job seeker asked to hear more about a scout (話を聞いてみたい). A member has one per
 * scout (asking again updates it); a visitor's carries their visitor record.
 */
export const scoutInquiries = pgTable(
  'scout_inquiries',
  {
    id: identityId(),
    scoutId: integer('scout_id')
      .notNull()
      .references(() => scouts.id, { onDelete: 'cascade' }),
    endUserId: integer('end_user_id').references(() => endUsers.id, { onDelete: 'cascade' }),
    /** The visitor record (visitors.id) of a visitor inquiry. */
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    contactMethod: contactMethodEnum('contact_method'),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('scout_inquiries_scout_id_end_user_id_key')
      .on(t.scoutId, t.endUserId)
      .where(sql`end_user_id IS NOT NULL`),
  ],
);

/** Visits and attempts recorded on a scout link (spec §3 events). */
export const scoutResponseHistories = pgTable(
  'scout_response_histories',
  {
    id: identityId(),
    scoutId: integer('scout_id')
      .notNull()
      .references(() => scouts.id, { onDelete: 'cascade' }),
    conversionId: text('conversion_id'),
    event: scoutHistoryEventEnum('event').notNull(),
    source: scoutSourceEnum('source').notNull(),
    responseType: responseTypeEnum('response_type'),
    createdAt: createdAt(),
  },
  (t) => [index('scout_response_histories_scout_id_idx').on(t.scoutId)],
);
