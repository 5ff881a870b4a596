import { HiringType, JobSort } from '@jobsite/domain/enums';
import { SALARY_CHOICES } from '@jobsite/domain/masters';
import { Link } from '@jobsite/ui/link';
import { LIST_PARAMS, type ListQuery } from '@/lib/list-query';
import { type ListScope, listPath } from '@/lib/routes';
import * as css from './ListControls.css';

/** Sort links: plain links, so they work and get crawled without JavaScript. */
export function SortLinks({ scope, query }: { scope: ListScope; query: ListQuery }) {
  return (
    <nav aria-label="並び替え" className={css.sort}>
      <span className={css.sortLabel}>並び替え：</span>
      <ul className={css.sortList}>
        {JobSort.options.map((option) => (
          <li key={option.value}>
            {option.value === query.sort ? (
              <span className={css.sortCurrent} aria-current="true">
                {option.label}
              </span>
            ) : (
              <Link
                href={listPath(scope, { ...query, sort: option.value, page: 1 })}
                className={css.sortLink}
                rel="nofollow"
              >
                {option.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Filters as a plain GET form (no script needed): submitting puts them in the URL (`?hiring=regular&salary=300000`),
 * so a filtered list can be shared, bookmarked and cached like any other list.
 */
export function FilterForm({
  scope,
  query,
  idPrefix,
}: {
  scope: ListScope;
  query: ListQuery;
  /** Keeps ids unique when the form appears twice (phone and desktop placements). */
  idPrefix: string;
}) {
  const action = listPath(scope);
  const salaryId = `${idPrefix}-salary`;
  return (
    <form action={action} method="get" className={css.filters} aria-label="条件で絞り込む">
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>雇用形態</legend>
        <div className={css.checks}>
          {HiringType.options.map((option) => (
            <label key={option.value} className={css.check}>
              <input
                type="checkbox"
                name={LIST_PARAMS.hiring}
                value={option.value}
                defaultChecked={query.hiringTypes.includes(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={css.selectLabel}>
        <label htmlFor={salaryId} className={css.legend}>
          月給
        </label>
        <select
          id={salaryId}
          name={LIST_PARAMS.salary}
          defaultValue={query.minSalary ?? ''}
          className={css.select}
        >
          <option value="">こだわらない</option>
          {SALARY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {query.sort !== 'published_at' && (
        <input type="hidden" name={LIST_PARAMS.sort} value={query.sort} />
      )}
      <button type="submit" className={css.submit}>
        この条件で絞り込む
      </button>
    </form>
  );
}
