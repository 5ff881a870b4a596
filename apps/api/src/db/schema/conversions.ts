import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { genderEnum } from './enums';
import { contactMethodEnum, conversionSourceEnum, employmentStatusEnum } from './member-enums';
import { attributionColumns, endUsers } from './members';

/** A message to the support window (/faq/#contact). */
export const contacts = pgTable('contacts', {
  id: identityId(),
  fullName: text('full_name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  contactMethod: contactMethodEnum('contact_method').notNull(),
  message: text('message').notNull(),
  /** The member who wrote, when signed in. */
  endUserId: integer('end_user_id').references(() => endUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A step toward a conversion (createMicroConversion), kept when ENABLE_MICRO_CONVERSION. */
export const microConversions = pgTable(
  'micro_conversions',
  {
    id: identityId(),
    conversionSource: conversionSourceEnum('conversion_source').notNull(),
    /** Plain ids, no foreign keys: analytics outlive the jobs and scouts they name. */
    jobId: integer('job_id'),
    scoutId: integer('scout_id'),
    path: text('path'),
    endUserId: integer('end_user_id').references(() => endUsers.id, { onDelete: 'set null' }),
    ...attributionColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('micro_conversions_created_at_idx').on(t.createdAt)],
);

/**
 * The local CRM (kintone stand-in, src/modules/crm): one job seeker record per conversion
 * id, as a real CRM client would keep it remotely.
 */
export const crmRecords = pgTable('crm_records', {
  conversionId: text('conversion_id').primaryKey(),
  name: text('name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  birthYear: smallint('birth_year'),
  gender: genderEnum('gender'),
  zipCode: text('zip_code'),
  phoneNumber: text('phone_number'),
  employmentStatus: employmentStatusEnum('employment_status'),
  occupationIds: smallint('occupation_ids').array().notNull().default(sql`'{}'::smallint[]`),
  qualificationIds: integer('qualification_ids').array().notNull().default(sql`'{}'::integer[]`),
  ...timestamps(),
});

/** The local LINE gateway's log (src/modules/line): which LINE user a conversion was linked to. */
export const lineLinks = pgTable(
  'line_links',
  {
    id: identityId(),
    conversionId: text('conversion_id').notNull(),
    lineUserId: text('line_user_id').notNull(),
    entryIds: integer('entry_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [index('line_links_conversion_id_idx').on(t.conversionId)],
);

/** Texts the local SMS gateway would have sent (password reset of phone accounts). */
export const outboundSms = pgTable('outbound_sms', {
  id: identityId(),
  phoneNumber: text('phone_number').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Conversion ids retired by migration 0009 (UUIDs that had travelled in scout links), with the
 * id that replaced each: the CRM, LINE and analytics outside this database still know the old
 * ones and are re-keyed from here. An old id opens nothing (decision 0026).
 */
export const retiredConversionIds = pgTable('retired_conversion_ids', {
  oldId: text('old_id').primaryKey(),
  newId: text('new_id').notNull().unique(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});
