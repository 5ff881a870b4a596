import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { featureCategoryEnum, qualificationCategoryEnum } from './enums';

/**
 * Master data. Rows are synchronised from packages/domain (and the generated municipality
 * list) at every start, so the domain stays the one source; the tables exist for joins,
 * foreign keys and counts.
 */

export const regions = pgTable('regions', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  enName: text('en_name').notNull().unique(),
});

export const prefectures = pgTable(
  'prefectures',
  {
    /** JIS X 0401 code: Hokkaido 1, Tokyo 13, Okinawa 47. */
    code: smallint('code').primaryKey(),
    name: text('name').notNull(),
    /** Route slug, e.g. `tokyo`. */
    enName: text('en_name').notNull().unique(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [index('prefectures_region_id_idx').on(t.regionId)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    /** JIS X 0402 municipality code without check digit, e.g. "13104". */
    code: text('code').primaryKey(),
    prefectureCode: smallint('prefecture_code')
      .notNull()
      .references(() => prefectures.code),
    name: text('name').notNull(),
    /** Reading in katakana. */
    kana: text('kana').notNull(),
    /**
     * The municipality's point (WGS84) for distance search, from
     * src/data/municipality-coordinates.generated.ts (decision 0029). Null only between the
     * migration that added it and the master-data sync that fills it at start.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** `osm`, or how a gap was filled (`city`, `county`, `postal`, `prefecture`): approximate. */
    coordinateSource: text('coordinate_source'),
  },
  (t) => [index('municipalities_prefecture_code_idx').on(t.prefectureCode, t.code)],
);

export const occupationCategories = pgTable('occupation_categories', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  enName: text('en_name').notNull().unique(),
});

export const occupations = pgTable(
  'occupations',
  {
    id: smallint('id').primaryKey(),
    name: text('name').notNull(),
    /** Route slug, e.g. `driver`. */
    nameEn: text('name_en').notNull().unique(),
    occupationCategoryId: smallint('occupation_category_id')
      .notNull()
      .references(() => occupationCategories.id),
    description: text('description'),
    /** Display order (spec §1). */
    position: smallint('position').notNull(),
  },
  (t) => [index('occupations_occupation_category_id_idx').on(t.occupationCategoryId)],
);

export const features = pgTable('features', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  category: featureCategoryEnum('category').notNull(),
  position: smallint('position').notNull(),
});

export const qualifications = pgTable('qualifications', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  category: qualificationCategoryEnum('category').notNull(),
  /** Occupation categories the qualification is asked for. */
  occupationCategoryIds: smallint('occupation_category_ids').array().notNull(),
  position: smallint('position').notNull(),
});

/** Brands of the service (the `trademark` query). */
export const trademarks = pgTable(
  'trademarks',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    displayServiceLinks: boolean('display_service_links').notNull().default(true),
  },
  (t) => [uniqueIndex('trademarks_name_key').on(t.name)],
);
