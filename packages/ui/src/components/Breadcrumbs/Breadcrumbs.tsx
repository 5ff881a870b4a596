import { Link } from '../Link/Link';
import * as css from './Breadcrumbs.css';

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbsProps = {
  /** From the top page to the current page; the last item is the current page. */
  items: ReadonlyArray<BreadcrumbItem>;
};

/**
 * The trail of links to the current page. The app adds the BreadcrumbList structured data
 * from the same items.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="パンくずリスト">
      <ol className={css.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? index}`} className={css.item}>
              {isCurrent || !item.href ? (
                <span className={css.current} aria-current={isCurrent ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className={css.link}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
