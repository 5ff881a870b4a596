import { Link } from '../Link/Link';
import * as css from './Pagination.css';
import { paginationItems } from './pages';

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** The URL of a page (pages are links so they work without JavaScript and get crawled). */
  hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  label?: string;
};

/** Page links with previous/next; renders nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  hrefForPage,
  siblings = 1,
  label = 'ページ送り',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages, siblings);
  return (
    <nav aria-label={label}>
      <ul className={css.list}>
        {page > 1 && (
          <li>
            <Link href={hrefForPage(page - 1)} className={css.link} rel="prev">
              前へ
            </Link>
          </li>
        )}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === page ? (
                <span className={css.current} aria-current="page">
                  {item}
                </span>
              ) : (
                <Link href={hrefForPage(item)} className={css.link} aria-label={`${item}ページ目`}>
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} className={css.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={hrefForPage(page + 1)} className={css.link} rel="next">
              次へ
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
