import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps, zipCodeCheck } from './columns';
import { municipalities, prefectures } from './masters';

export const companies = pgTable(
  'companies',
  {
    id: identityId(),
    name: text('name').notNull(),
    zipCode: text('zip_code'),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    municipalityCode: text('municipality_code').references(() => municipalities.code),
    /** The head office's full address as shown (prefecture and municipality included). */
    addressLine: text('address_line'),
    ...timestamps(),
  },
  (t) => [zipCodeCheck('companies_zip_code_check', t.zipCode)],
);

/** Company profile texts, one row per company; values are stored as shown. */
export const companyDetails = pgTable('company_details', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  businessDescription: text('business_description'),
  /** As shown, e.g. `1,000万円`. */
  capitalStock: text('capital_stock'),
  employeeNumber: integer('employee_number'),
  /** As shown, e.g. `1985年4月`. */
  establishmentDate: text('establishment_date'),
  representativeName: text('representative_name'),
  vehicleNumber: integer('vehicle_number'),
  businessMainClient: text('business_main_client'),
  introduction: text('introduction'),
});

/** A workplace (営業所, 現場事務所 …) of a company. */
export const offices = pgTable(
  'offices',
  {
    id: identityId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    zipCode: text('zip_code'),
    prefectureCode: smallint('prefecture_code')
      .notNull()
      .references(() => prefectures.code),
    municipalityCode: text('municipality_code').references(() => municipalities.code),
    /** The address after the municipality (town, block, number). */
    addressLine: text('address_line'),
    buildingName: text('building_name'),
    nearestStation: text('nearest_station'),
    /** Approximate position (WGS84) for distance ordering; null when unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('offices_company_id_idx').on(t.companyId),
    zipCodeCheck('offices_zip_code_check', t.zipCode),
  ],
);

export const companyImages = pgTable(
  'company_images',
  {
    id: identityId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Site-relative path or absolute URL. */
    url: text('url').notNull(),
    alt: text('alt'),
  },
  (t) => [index('company_images_company_id_position_idx').on(t.companyId, t.position)],
);
