import { StickyCta } from '@jobsite/ui/sticky-cta';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MagazineArticleView, magazineCta } from '@/features/magazine/MagazineArticleView';
import { MagazineArticles, MagazineNav } from '@/features/magazine/MagazineList';
import { loadMagazineArticle, loadMagazineList } from '@/features/magazine/magazine-data';
import { pageOfSegments, pageSearch } from '@/lib/content-route';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';

/** `/magazine/`, `/magazine/category/{id}` and `/magazine/articles/{id}`, rendered on demand and cached. */
export const revalidate = 3600;
export function generateStaticParams(): Array<{ segments?: string[] }> {
  return [];
}

type Route =
  | { kind: 'list'; page: number; categoryId?: string }
  | { kind: 'article'; articleId: string };

function parse(segments: string[] | undefined): Route | null {
  const [first, second, ...rest] = segments ?? [];
  if (first === 'articles') {
    return second && /^\d{1,18}$/.test(second) && rest.length === 0
      ? { kind: 'article', articleId: second }
      : null;
  }
  if (first === 'category') {
    if (!second || !/^\d{1,18}$/.test(second)) return null;
    const pageNumber = pageOfSegments(rest);
    return pageNumber ? { kind: 'list', page: pageNumber, categoryId: second } : null;
  }
  const pageNumber = pageOfSegments(segments);
  return pageNumber ? { kind: 'list', page: pageNumber } : null;
}

type Props = { params: Promise<{ segments?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parse((await params).segments);
  if (!route) return {};
  if (route.kind === 'article') {
    const article = await loadMagazineArticle(route.articleId);
    if (!article) return {};
    return {
      title: article.title,
      description: article.description ?? undefined,
      alternates: { canonical: paths.magazineArticle(article.id) },
      openGraph: {
        type: 'article',
        title: article.title,
        images: article.thumbnail ? [{ url: article.thumbnail.url }] : undefined,
      },
    };
  }
  const data = await loadMagazineList({ categoryId: route.categoryId, page: route.page });
  const category = data.magazineCategories.find((c) => c.id === route.categoryId);
  const base = category ? paths.magazineCategory(category.id) : paths.magazine();
  const pageLabel = route.page > 1 ? ` ${route.page}ページ目` : '';
  return {
    title: category ? `${category.name}の記事一覧${pageLabel}` : `お役立ちマガジン${pageLabel}`,
    description:
      'ドライバー・建設・技能職の転職や資格、働き方に役立つ情報をお届けするマガジンです。',
    alternates: { canonical: `${base}${pageSearch(route.page)}` },
  };
}

export default async function MagazinePage({ params }: Props) {
  const route = parse((await params).segments);
  if (!route) notFound();
  if (route.kind === 'article') {
    const article = await loadMagazineArticle(route.articleId);
    if (!article) notFound();
    return <MagazineArticleView article={article} />;
  }
  const data = await loadMagazineList({ categoryId: route.categoryId, page: route.page });
  const category = route.categoryId
    ? data.magazineCategories.find((c) => c.id === route.categoryId)
    : undefined;
  if (route.categoryId && !category) notFound();
  if (route.page > 1 && route.page > data.magazineArticles.totalPages) notFound();
  const base = category ? paths.magazineCategory(category.id) : paths.magazine();
  const cta = magazineCta('driver');
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={
          category
            ? [{ label: 'マガジン', href: paths.magazine() }, { label: category.name }]
            : [{ label: 'マガジン' }]
        }
      />
      <h1 className={page.pageTitle}>{category ? `${category.name}の記事` : 'お役立ちマガジン'}</h1>
      <MagazineNav categories={data.magazineCategories} currentCategoryId={category?.id} />
      <MagazineArticles
        data={data}
        page={route.page}
        hrefForPage={(n) => `${base}${pageSearch(n)}`}
      />
      <StickyCta href={cta.href} label={cta.label} description={cta.description} />
    </div>
  );
}
