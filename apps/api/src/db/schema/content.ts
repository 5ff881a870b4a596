import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { genderEnum } from './enums';
import { jobs } from './jobs';
import { occupations, prefectures } from './masters';

/**
 * Voices of hired people (`jobSeekerComments`, /comment/): a hired job seeker's comment,
 * tagged with occupation and prefecture; linked to the job joined when it is known.
 */
export const jobSeekerComments = pgTable(
  'job_seeker_comments',
  {
    id: identityId(),
    /** Display name such as `T.Y.さん`. */
    displayName: text('display_name').notNull(),
    age: smallint('age'),
    gender: genderEnum('gender'),
    comment: text('comment').notNull(),
    occupationId: smallint('occupation_id').references(() => occupations.id),
    prefectureCode: smallint('prefecture_code').references(() => prefectures.code),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_seeker_comments_created_at_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('job_seeker_comments_occupation_idx').on(
      t.occupationId,
      t.prefectureCode,
      t.createdAt.desc().nullsFirst(),
    ),
    index('job_seeker_comments_prefecture_idx').on(
      t.prefectureCode,
      t.createdAt.desc().nullsFirst(),
    ),
    index('job_seeker_comments_job_id_idx').on(t.jobId),
  ],
);

export const magazineCategories = pgTable('magazine_categories', {
  id: identityId(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  position: smallint('position').notNull(),
});

export const magazineArticles = pgTable(
  'magazine_articles',
  {
    id: identityId(),
    title: text('title').notNull(),
    description: text('description'),
    thumbnailUrl: text('thumbnail_url'),
    thumbnailAlt: text('thumbnail_alt'),
    /** Body HTML as written by the editors; the API sanitises it on output. */
    contentHtml: text('content_html').notNull(),
    /** Occupation tag for the sticky call-to-action. */
    occupationId: smallint('occupation_id').references(() => occupations.id),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('magazine_articles_updated_at_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_published`),
  ],
);

export const magazineArticleCategories = pgTable(
  'magazine_article_categories',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => magazineArticles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    // Named by hand: the generated name is longer than PostgreSQL's 63-character limit.
    foreignKey({
      name: 'magazine_article_categories_category_id_fk',
      columns: [t.categoryId],
      foreignColumns: [magazineCategories.id],
    }).onDelete('cascade'),
    index('magazine_article_categories_category_id_idx').on(t.categoryId, t.articleId),
  ],
);

/** News items (お知らせ), at `/news/{slug}`. */
export const newsItems = pgTable(
  'news_items',
  {
    id: identityId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Body HTML; the API sanitises it on output. */
    bodyHtml: text('body_html').notNull(),
    /** Date in Japan time. */
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [
    index('news_items_published_date_idx').on(
      t.publishedDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** FAQ items in display order; the answer is HTML. */
export const faqItems = pgTable('faq_items', {
  id: identityId(),
  position: smallint('position').notNull().unique(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
});
