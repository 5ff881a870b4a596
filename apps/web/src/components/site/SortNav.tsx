import { Link } from '@jobsite/ui/link';
import * as css from './SortNav.css';

export interface SortOption {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The orders a list can be read in, as plain links (they work without JavaScript; crawlers
 * are told not to follow them), the current one marked.
 */
export function SortNav({ options }: { options: readonly SortOption[] }) {
  return (
    <nav aria-label="並び替え" className={css.nav}>
      <span className={css.label}>並び替え：</span>
      <ul className={css.list}>
        {options.map((option) => (
          <li key={option.href}>
            {option.current ? (
              <span className={css.current} aria-current="true">
                {option.label}
              </span>
            ) : (
              <Link href={option.href} className={css.link} rel="nofollow">
                {option.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
