import { Link } from '@jobsite/ui/link';
import { MagazineListItem } from '@jobsite/ui/magazine-list-item';
import { Pagination } from '@jobsite/ui/pagination';
import { paths } from '@/lib/routes';
import { magazineListArticle } from './list-item-props';
import * as css from './Magazine.css';
import type { loadMagazineList } from './magazine-data';

type ListData = Awaited<ReturnType<typeof loadMagazineList>>;

/** Articles of one page with pagination (list, category and search pages). */
export function MagazineArticles({
  data,
  page,
  hrefForPage,
}: {
  data: ListData;
  page: number;
  hrefForPage: (page: number) => string;
}) {
  return (
    <>
      <ul className={css.list}>
        {data.magazineArticles.nodes.map((article) => (
          <li key={article.id}>
            <MagazineListItem headingLevel={2} article={magazineListArticle(article)} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={data.magazineArticles.totalPages}
        hrefForPage={hrefForPage}
      />
    </>
  );
}

/** Category links and the keyword search form of the magazine. */
export function MagazineNav({
  categories,
  currentCategoryId,
  keyword,
}: {
  categories: ListData['magazineCategories'];
  currentCategoryId?: string;
  keyword?: string;
}) {
  return (
    <div className={css.nav}>
      <search>
        <form action={paths.magazineSearch()} method="get" className={css.search}>
          <label htmlFor="magazine-keyword" className={css.searchLabel}>
            記事を検索
          </label>
          <div className={css.searchRow}>
            <input
              id="magazine-keyword"
              name="keyword"
              type="search"
              defaultValue={keyword}
              maxLength={100}
              className={css.searchInput}
              placeholder="例：大型免許 取り方"
            />
            <button type="submit" className={css.searchButton}>
              検索
            </button>
          </div>
        </form>
      </search>
      <nav aria-label="マガジンのカテゴリ">
        <ul className={css.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={paths.magazineCategory(category.id)}
                className={css.category}
                aria-current={category.id === currentCategoryId ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
