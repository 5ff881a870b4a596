import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import {
  faqItems,
  jobSeekerComments,
  magazineArticleCategories,
  magazineArticles,
  magazineCategories,
  newsItems,
} from '../../db/schema';
import { offsetOf } from '../../graphql/pagination';

export type JobSeekerCommentRow = typeof jobSeekerComments.$inferSelect;
export type MagazineArticleRow = typeof magazineArticles.$inferSelect;
export type MagazineCategoryRow = typeof magazineCategories.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
export type FaqItemRow = typeof faqItems.$inferSelect;

export interface Listed<T> {
  rows: T[];
  totalCount: number;
}

async function listed<T>(
  rows: Promise<T[]>,
  total: Promise<Array<{ n: number }>>,
): Promise<Listed<T>> {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, totalCount: Number(counted?.n ?? 0) };
}

// Voices of hired people ------------------------------------------------------------------

export async function listJobSeekerComments(
  db: Database,
  filter: { occupationId?: number; prefectureCode?: number },
  page: number,
  per: number,
): Promise<Listed<JobSeekerCommentRow>> {
  const where = and(
    filter.occupationId === undefined
      ? undefined
      : eq(jobSeekerComments.occupationId, filter.occupationId),
    filter.prefectureCode === undefined
      ? undefined
      : eq(jobSeekerComments.prefectureCode, filter.prefectureCode),
  );
  return listed(
    db
      .select()
      .from(jobSeekerComments)
      .where(where)
      .orderBy(desc(jobSeekerComments.createdAt), desc(jobSeekerComments.id))
      .limit(per)
      .offset(offsetOf(page, per)),
    db.select({ n: count() }).from(jobSeekerComments).where(where),
  );
}

export async function findJobSeekerCommentsByJobIds(
  db: Database,
  jobIds: readonly number[],
): Promise<JobSeekerCommentRow[]> {
  return db
    .select()
    .from(jobSeekerComments)
    .where(inArray(jobSeekerComments.jobId, [...jobIds]))
    .orderBy(desc(jobSeekerComments.createdAt), desc(jobSeekerComments.id));
}

// Magazine --------------------------------------------------------------------------------

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every word of the keyword in the title, description or body text (tags stripped). */
function magazineKeywordCondition(keyword: string): SQL | undefined {
  const terms = keyword.normalize('NFKC').split(/\s+/).filter(Boolean);
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => {
      const pattern = `%${escapeLike(term)}%`;
      return sql`(${magazineArticles.title} ILIKE ${pattern}
        OR coalesce(${magazineArticles.description}, '') ILIKE ${pattern}
        OR regexp_replace(${magazineArticles.contentHtml}, '<[^>]*>', '', 'g') ILIKE ${pattern})`;
    }),
  );
}

export async function listMagazineArticles(
  db: Database,
  filter: { categoryId?: number; keyword?: string },
  page: number,
  per: number,
): Promise<Listed<MagazineArticleRow>> {
  const where = and(
    eq(magazineArticles.isPublished, true),
    filter.categoryId === undefined
      ? undefined
      : sql`${magazineArticles.id} IN (SELECT article_id FROM magazine_article_categories WHERE category_id = ${filter.categoryId})`,
    filter.keyword ? magazineKeywordCondition(filter.keyword) : undefined,
  );
  return listed(
    db
      .select()
      .from(magazineArticles)
      .where(where)
      .orderBy(desc(magazineArticles.updatedAt), desc(magazineArticles.id))
      .limit(per)
      .offset(offsetOf(page, per)),
    db.select({ n: count() }).from(magazineArticles).where(where),
  );
}

export async function findPublishedMagazineArticle(
  db: Database,
  id: number,
): Promise<MagazineArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(magazineArticles)
    .where(and(eq(magazineArticles.id, id), eq(magazineArticles.isPublished, true)));
  return row;
}

export async function listMagazineCategories(db: Database): Promise<MagazineCategoryRow[]> {
  return db.select().from(magazineCategories).orderBy(asc(magazineCategories.position));
}

export async function findMagazineCategory(
  db: Database,
  id: number,
): Promise<MagazineCategoryRow | undefined> {
  const [row] = await db.select().from(magazineCategories).where(eq(magazineCategories.id, id));
  return row;
}

/** Categories of each article, in category display order. */
export async function findCategoriesOfArticles(
  db: Database,
  articleIds: readonly number[],
): Promise<Array<MagazineCategoryRow & { articleId: number }>> {
  return db
    .select({
      articleId: magazineArticleCategories.articleId,
      id: magazineCategories.id,
      name: magazineCategories.name,
      slug: magazineCategories.slug,
      position: magazineCategories.position,
    })
    .from(magazineArticleCategories)
    .innerJoin(magazineCategories, eq(magazineCategories.id, magazineArticleCategories.categoryId))
    .where(inArray(magazineArticleCategories.articleId, [...articleIds]))
    .orderBy(asc(magazineCategories.position));
}

// News and FAQ ----------------------------------------------------------------------------

export async function listNewsItems(
  db: Database,
  page: number,
  per: number,
): Promise<Listed<NewsItemRow>> {
  const where = eq(newsItems.isPublished, true);
  return listed(
    db
      .select()
      .from(newsItems)
      .where(where)
      .orderBy(desc(newsItems.publishedDate), desc(newsItems.id))
      .limit(per)
      .offset(offsetOf(page, per)),
    db.select({ n: count() }).from(newsItems).where(where),
  );
}

export async function findNewsItemBySlug(
  db: Database,
  slug: string,
): Promise<NewsItemRow | undefined> {
  const [row] = await db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.slug, slug), eq(newsItems.isPublished, true)));
  return row;
}

export async function listFaqItems(db: Database): Promise<FaqItemRow[]> {
  return db.select().from(faqItems).orderBy(asc(faqItems.position));
}
