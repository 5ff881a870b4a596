import { formatJstDate, toJstDateString } from '@jobsite/domain/formatters';
import { NewsRow } from '@jobsite/ui/news-row';
import { Pagination } from '@jobsite/ui/pagination';
import { RichText, sanitizeRichText } from '@jobsite/ui/rich-text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { loadNewsItem, loadNewsList } from '@/features/news/news-data';
import { pageOfSegments, pageSearch } from '@/lib/content-route';
import { isQuerySegment } from '@/lib/list-query';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import * as css from './news.css';

/** `/news` (paged) and `/news/{slug}`, rendered on demand and cached. */
export const revalidate = 3600;
export function generateStaticParams(): Array<{ segments?: string[] }> {
  return [];
}

type Route = { kind: 'list'; page: number } | { kind: 'item'; slug: string };

function parse(segments: string[] | undefined): Route | null {
  const [first, ...rest] = segments ?? [];
  if (first && !isQuerySegment(first)) {
    return rest.length === 0 && /^[\w-]{1,100}$/.test(first) ? { kind: 'item', slug: first } : null;
  }
  const pageNumber = pageOfSegments(segments);
  return pageNumber ? { kind: 'list', page: pageNumber } : null;
}

type Props = { params: Promise<{ segments?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parse((await params).segments);
  if (!route) return {};
  if (route.kind === 'item') {
    const item = await loadNewsItem(route.slug);
    return item ? { title: item.title, alternates: { canonical: paths.newsItem(item.slug) } } : {};
  }
  return {
    title: `お知らせ${route.page > 1 ? ` ${route.page}ページ目` : ''}`,
    description: 'サービスに関するお知らせの一覧です。',
    alternates: { canonical: `${paths.news()}${pageSearch(route.page)}` },
  };
}

export default async function NewsPage({ params }: Props) {
  const route = parse((await params).segments);
  if (!route) notFound();
  if (route.kind === 'item') {
    const item = await loadNewsItem(route.slug);
    if (!item) notFound();
    return (
      <div className={page.container}>
        <PageBreadcrumbs
          items={[{ label: 'お知らせ', href: paths.news() }, { label: item.title }]}
        />
        <article>
          <p className={page.muted}>
            お知らせ{' '}
            <time dateTime={toJstDateString(item.publishedDate)}>
              {formatJstDate(item.publishedDate)}
            </time>
          </p>
          <h1 className={page.pageTitle}>{item.title}</h1>
          <RichText className={page.prose} html={sanitizeRichText(item.body)} />
        </article>
      </div>
    );
  }
  const data = await loadNewsList(route.page);
  if (route.page > 1 && route.page > data.newsItems.totalPages) notFound();
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'お知らせ' }]} />
      <h1 className={page.pageTitle}>お知らせ</h1>
      <ul className={css.list}>
        {data.newsItems.nodes.map((item) => (
          <li key={item.id}>
            <NewsRow item={item} />
          </li>
        ))}
      </ul>
      <Pagination
        page={route.page}
        totalPages={data.newsItems.totalPages}
        hrefForPage={(n) => `${paths.news()}${pageSearch(n)}`}
      />
    </div>
  );
}
