import { formatJstDate, toJstDateString } from '@jobsite/domain/formatters';
import { FeatureChips } from '@jobsite/ui/feature-chips';
import { RichText, sanitizeRichText } from '@jobsite/ui/rich-text';
import { StickyCta } from '@jobsite/ui/sticky-cta';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { paths } from '@/lib/routes';
import { absoluteUrl, landingPageOf, SITE_NAME, toAbsoluteUrl } from '@/lib/site';
import * as page from '@/styles/page.css';
import * as css from './Magazine.css';
import type { loadMagazineArticle } from './magazine-data';

type Article = NonNullable<Awaited<ReturnType<typeof loadMagazineArticle>>>;

/**
 * The call to action of a magazine page (spec §2): the landing page of the article's
 * occupation (driver when untagged), its link carrying internal_source=magazine and, on an
 * article, magazine_article_id.
 */
export function magazineCta(occupation: string | undefined, articleId?: string) {
  const landing = landingPageOf(occupation ?? 'driver');
  const url = new URL(landing.basePath, 'https://internal.invalid');
  url.searchParams.set('internal_source', 'magazine');
  if (articleId) url.searchParams.set('magazine_article_id', articleId);
  const href = landing.isExternal ? url.toString() : `${url.pathname}${url.search}`;
  return { href, label: landing.buttonTextSp, description: landing.ctaTextPc };
}

export function MagazineArticleView({ article }: { article: Article }) {
  const category = article.categories[0];
  const cta = magazineCta(article.occupation?.occupationNameEn, article.id);
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マガジン', href: paths.magazine() },
          ...(category
            ? [{ label: category.name, href: paths.magazineCategory(category.id) }]
            : []),
          { label: article.title },
        ]}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.description ?? undefined,
          image: article.thumbnail?.url ? [toAbsoluteUrl(article.thumbnail.url)] : undefined,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: absoluteUrl(paths.magazineArticle(article.id)),
        }}
      />
      <article>
        <header className={css.articleHeader}>
          <h1 className={page.pageTitle}>{article.title}</h1>
          <div className={css.meta}>
            <span>
              更新日{' '}
              <time dateTime={toJstDateString(article.updatedAt)}>
                {formatJstDate(article.updatedAt)}
              </time>
            </span>
            <FeatureChips
              label="カテゴリ"
              tone="accent"
              features={article.categories.map((c) => ({
                id: c.id,
                name: c.name,
                href: paths.magazineCategory(c.id),
              }))}
            />
          </div>
          {article.thumbnail && (
            // biome-ignore lint/performance/noImgElement: images come from the api's hosts at their own sizes; width and height are set.
            <img
              className={css.hero}
              src={article.thumbnail.url}
              alt={article.thumbnail.alt ?? ''}
              width={760}
              height={565}
              fetchPriority="high"
            />
          )}
          {article.description && <p className={page.lead}>{article.description}</p>}
        </header>
        <RichText
          className={`${page.prose} ${css.body}`}
          html={sanitizeRichText(article.content)}
        />
      </article>
      <StickyCta href={cta.href} label={cta.label} description={cta.description} />
    </div>
  );
}
