import { FilterSheetOpener } from '@jobsite/ui/filter-sheet';
import { Link } from '@jobsite/ui/link';
import type { ListQuery } from '@/lib/list-query';
import type { AppliedCondition } from './applied-conditions';
import * as css from './JobListView.css';
import { FILTER_SHEET_ID, SortLinks } from './ListControls';
import type { ResultsScope } from './results-scope';

/**
 * Above the results, lists and /search alike: 「絞り込み」 (opens the conditions sheet on a
 * phone), the applied conditions as chips, the sort links.
 */
export function ResultsControls({
  scope,
  query,
  applied,
  clearHref,
}: {
  scope: ResultsScope;
  query: ListQuery;
  applied: AppliedCondition[];
  clearHref: string;
}) {
  return (
    <>
      <div className={css.toolbar}>
        <FilterSheetOpener sheetId={FILTER_SHEET_ID} appliedCount={applied.length}>
          絞り込み
        </FilterSheetOpener>
      </div>
      <AppliedChips applied={applied} clearHref={clearHref} />
      <SortLinks scope={scope} query={query} />
    </>
  );
}

/** Applied conditions as chips that remove themselves, and 「条件をクリア」. */
function AppliedChips({ applied, clearHref }: { applied: AppliedCondition[]; clearHref: string }) {
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
