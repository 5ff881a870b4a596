import { EmptyState } from '@jobsite/ui/empty-state';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MagazineArticles, MagazineNav } from '@/features/magazine/MagazineList';
import { loadMagazineList } from '@/features/magazine/magazine-data';
import { paths } from '@/lib/routes';
import { searchWordsOf } from '@/lib/search-words';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'マガジンの記事検索',
  robots: { index: false, follow: true },
  alternates: { canonical: paths.magazineSearch() },
};

type Props = { searchParams: Promise<{ keyword?: string | string[]; page?: string | string[] }> };

/** Keyword search of the magazine: any words, so it renders per request (results are cached). */
export default async function MagazineSearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const keyword = searchWordsOf(params.keyword);
  const rawPage = Number(Array.isArray(params.page) ? params.page[0] : params.page);
  const pageNumber = Number.isInteger(rawPage) && rawPage > 0 && rawPage < 1000 ? rawPage : 1;
  const data = await loadMagazineList({ keyword: keyword || undefined, page: pageNumber });
  const hrefForPage = (n: number) =>
    `${paths.magazineSearch()}?${new URLSearchParams({ keyword: keyword ?? '', page: String(n) })}`;
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マガジン', href: paths.magazine() }, { label: '記事検索' }]}
      />
      <h1 className={page.pageTitle}>
        {keyword ? `「${keyword}」の検索結果` : 'マガジンの記事検索'}
      </h1>
      <MagazineNav categories={data.magazineCategories} keyword={keyword} />
      {data.magazineArticles.totalCount === 0 ? (
        <EmptyState
          title="記事が見つかりませんでした"
          description="別のキーワードで検索してみてください。"
          action={{ label: 'マガジンのトップへ', href: paths.magazine() }}
        />
      ) : (
        <MagazineArticles data={data} page={pageNumber} hrefForPage={hrefForPage} />
      )}
    </div>
  );
}
