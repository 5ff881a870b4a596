import { Link } from '@jobsite/ui/link';
import type { AppliedCondition } from './applied-conditions';
import * as css from './JobListView.css';

/** Applied conditions as chips that remove themselves, and 「条件をクリア」. */
export function AppliedChips({
  applied,
  clearHref,
}: {
  applied: AppliedCondition[];
  clearHref: string;
}) {
  if (applied.length === 0) return null;
  return (
    <section className={css.applied} aria-label="指定中の条件">
      <ul className={css.appliedList}>
        {applied.map((condition) => (
          <li key={condition.key}>
            <Link
              href={condition.href}
              className={css.appliedChip}
              rel="nofollow"
              aria-label={`${condition.label}を外す`}
            >
              {condition.label}
              <span aria-hidden="true" className={css.appliedRemove}>
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} className={css.clearLink} rel="nofollow">
        条件をクリア
      </Link>
    </section>
  );
}
