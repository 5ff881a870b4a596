import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiHarness, dataOf, errorOf, withApi } from './harness';

interface Page<T> {
  nodes: T[];
  totalCount: number;
  page: number;
  per: number;
  totalPages: number;
}

describe('content: magazine, news, FAQ and voices', () => {
  let api: ApiHarness;
  withApi((started) => (api = started));

  it('magazineArticles: published articles, newest update first, 12 a page', async () => {
    const expected = await api.rows<{ id: number }>(
      sql`SELECT id FROM magazine_articles WHERE is_published ORDER BY updated_at DESC, id DESC`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(30);
    const { magazineArticles } = dataOf(
      await api.gql<{
        magazineArticles: Page<{
          id: string;
          title: string;
          thumbnail: { url: string } | null;
          categories: Array<{ id: string; name: string }>;
          updatedAt: string;
          content: string;
        }>;
      }>(
        `{ magazineArticles { totalCount page per totalPages nodes { id title thumbnail { url } categories { id name } updatedAt content } } }`,
      ),
    );
    expect(magazineArticles).toMatchObject({
      totalCount: expected.length,
      page: 1,
      per: 12,
      totalPages: Math.ceil(expected.length / 12),
    });
    expect(magazineArticles.nodes.map((a) => Number(a.id))).toEqual(
      expected.slice(0, 12).map((r) => Number(r.id)),
    );
    expect(magazineArticles.nodes.every((a) => a.categories.length > 0)).toBe(true);
  });

  it('magazineArticles of a category and matching a keyword; NOT_FOUND for an unknown category', async () => {
    const [category] = await api.rows<{ category_id: number; n: number }>(
      sql`SELECT category_id, count(*)::int AS n FROM magazine_article_categories mc
          JOIN magazine_articles a ON a.id = mc.article_id WHERE a.is_published
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const ofCategory = dataOf(
      await api.gql<{ magazineArticles: Page<{ categories: Array<{ id: string }> }> }>(
        `query($id: ID!) { magazineArticles(categoryId: $id, per: 50) { totalCount nodes { categories { id } } } }`,
        { id: String(category!.category_id) },
      ),
    ).magazineArticles;
    expect(ofCategory.totalCount).toBe(Number(category!.n));
    for (const a of ofCategory.nodes) {
      expect(a.categories.map((c) => c.id)).toContain(String(category!.category_id));
    }

    const [article] = await api.rows<{ title: string }>(
      sql`SELECT title FROM magazine_articles WHERE is_published ORDER BY id LIMIT 1`,
    );
    const word = article!.title.slice(0, 4);
    const [matching] = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM magazine_articles WHERE is_published AND (title LIKE ${`%${word}%`}
          OR coalesce(description, '') LIKE ${`%${word}%`}
          OR regexp_replace(content_html, '<[^>]*>', '', 'g') LIKE ${`%${word}%`})`,
    );
    const searched = dataOf(
      await api.gql<{ magazineArticles: Page<{ title: string }> }>(
        `query($keyword: String) { magazineArticles(keyword: $keyword, per: 100) { totalCount nodes { title } } }`,
        { keyword: word },
      ),
    ).magazineArticles;
    expect(searched.totalCount).toBe(Number(matching!.n));
    expect(searched.nodes.map((a) => a.title)).toContain(article!.title);

    expect(
      errorOf(await api.gql(`{ magazineArticles(categoryId: "987654") { totalCount } }`)).extensions
        .code,
    ).toBe('NOT_FOUND');
  });

  it("magazineArticle by id with the editors' HTML as stored; magazineCategories", async () => {
    const [row] = await api.rows<{ id: number; title: string; content_html: string }>(
      sql`SELECT id, title, content_html FROM magazine_articles WHERE is_published ORDER BY id LIMIT 1`,
    );
    const data = dataOf(
      await api.gql<{
        magazineArticle: {
          id: string;
          title: string;
          content: string;
          occupation: { id: string } | null;
        };
        none: null;
        magazineCategories: Array<{ id: string; name: string }>;
      }>(
        `query($id: ID!) {
          magazineArticle(id: $id) { id title content occupation { id } }
          none: magazineArticle(id: "987654") { id }
          magazineCategories { id name }
        }`,
        { id: String(row!.id) },
      ),
    );
    expect(data.magazineArticle).toMatchObject({ id: String(row!.id), title: row!.title });
    expect(data.magazineArticle.content).toMatch(/<(p|h2|h3)\b/);
    // The web sanitises where the HTML becomes DOM (one boundary, decision 0044).
    expect(data.magazineArticle.content).toBe(row!.content_html);
    expect(data.none).toBeNull();
    const [categories] = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM magazine_categories`,
    );
    expect(data.magazineCategories).toHaveLength(Number(categories!.n));
  });

  it('newsItems (the 8 items of 2024–2025, newest first) and newsItem by slug', async () => {
    const { newsItems } = dataOf(
      await api.gql<{
        newsItems: Page<{ slug: string; path: string; publishedDate: string; title: string }>;
      }>(`{ newsItems { totalCount per nodes { slug path publishedDate title } } }`),
    );
    expect(newsItems.totalCount).toBe(8);
    expect(newsItems.per).toBe(8);
    const dates = newsItems.nodes.map((n) => n.publishedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const n of newsItems.nodes) {
      expect(n.publishedDate).toMatch(/^202[45]-\d{2}-\d{2}$/);
      expect(n.path).toBe(`/news/${n.slug}`);
    }
    const first = newsItems.nodes[0]!;
    const data = dataOf(
      await api.gql<{ newsItem: { title: string; body: string }; none: null }>(
        `query($slug: String!) { newsItem(slug: $slug) { title body } none: newsItem(slug: "no-such-news") { title } }`,
        { slug: first.slug },
      ),
    );
    expect(data.newsItem.title).toBe(first.title);
    expect(data.newsItem.body.length).toBeGreaterThan(0);
    expect(data.none).toBeNull();
    const homePage = dataOf(
      await api.gql<{ newsItems: Page<unknown> }>(
        `{ newsItems(per: 6) { nodes { id } totalPages } }`,
      ),
    ).newsItems;
    expect(homePage.nodes).toHaveLength(6);
    expect(homePage.totalPages).toBe(2);
  });

  it('faqItems in display order, shaped like schema.org Question', async () => {
    const rows = await api.rows<{ question: string }>(
      sql`SELECT question FROM faq_items ORDER BY position`,
    );
    const { faqItems } = dataOf(
      await api.gql<{
        faqItems: Array<{ id: string; name: string; acceptedAnswer: { text: string } }>;
      }>(`{ faqItems { id name acceptedAnswer { text } } }`),
    );
    expect(faqItems.map((f) => f.name)).toEqual(rows.map((r) => r.question));
    expect(faqItems.every((f) => f.acceptedAnswer.text.length > 0)).toBe(true);
  });

  it('jobSeekerComments (voices): newest first, by occupation and prefecture, paged', async () => {
    const all = await api.rows<{ id: number }>(
      sql`SELECT id FROM job_seeker_comments ORDER BY created_at DESC, id DESC`,
    );
    const firstPage = dataOf(
      await api.gql<{
        jobSeekerComments: Page<{ id: string; displayName: string; comment: string }>;
      }>(`{ jobSeekerComments { totalCount per totalPages nodes { id displayName comment } } }`),
    ).jobSeekerComments;
    expect(firstPage.totalCount).toBe(all.length);
    expect(firstPage.per).toBe(10);
    expect(firstPage.nodes.map((c) => Number(c.id))).toEqual(
      all.slice(0, 10).map((r) => Number(r.id)),
    );

    const filtered = await api.rows<{ id: number }>(
      sql`SELECT id FROM job_seeker_comments WHERE occupation_id = 1 AND prefecture_code = 13
          ORDER BY created_at DESC, id DESC`,
    );
    const narrow = dataOf(
      await api.gql<{
        jobSeekerComments: Page<{
          id: string;
          occupation: { id: string };
          prefecture: { code: number };
        }>;
      }>(
        `{ jobSeekerComments(occupationNameEn: "driver", prefectureNameEn: "tokyo", page: 1, per: 100) {
          totalCount nodes { id occupation { id } prefecture { code } } } }`,
      ),
    ).jobSeekerComments;
    expect(narrow.totalCount).toBe(filtered.length);
    expect(narrow.nodes.map((c) => Number(c.id))).toEqual(filtered.map((r) => Number(r.id)));
    for (const c of narrow.nodes)
      expect(c).toMatchObject({ occupation: { id: '1' }, prefecture: { code: 13 } });

    for (const query of [
      `{ jobSeekerComments(occupationNameEn: "pilot") { totalCount } }`,
      `{ jobSeekerComments(prefectureNameEn: "atlantis") { totalCount } }`,
    ]) {
      expect(errorOf(await api.gql(query)).extensions.code).toBe('NOT_FOUND');
    }
  });
});
