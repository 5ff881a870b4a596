import { HiringType, JobShiftCondition, JobSort } from '@jobsite/domain/enums';
import { FEATURES, SALARY_CHOICES } from '@jobsite/domain/masters';
import { FilterSheet } from '@jobsite/ui/filter-sheet';
import { Link } from '@jobsite/ui/link';
import { SortNav } from '@/components/site/SortNav';
import { SEARCH_FIELDS } from '@/features/search/search-target';
import {
  ALL_CHOICES,
  ANNUAL_SALARY_CHOICES,
  LIST_PARAMS,
  type ListQuery,
  NEW_WITHIN_DAYS,
  SEARCH_PARAMS,
  SEARCH_RADII,
  sortAllowed,
} from '@/lib/list-query';
import { paths } from '@/lib/routes';
import { FilterSheetScript } from './FilterSheetLive';
import { firstChoices, SHOWN_CHOICES } from './first-choices';
import * as css from './ListControls.css';
import type { JobFacets } from './list-data';
import { baseScopeOf, type ResultsScope, resultsPath } from './results-scope';
import { SHEET_MARKS } from './sheet-markers';

const number = new Intl.NumberFormat('ja-JP');

/** The id of the conditions sheet (the opener at the top of the list names it). */
export const FILTER_SHEET_ID = 'list-filters';

/** Sort links: plain links, so they work and get crawled without JavaScript. */
export function SortLinks({ scope, query }: { scope: ResultsScope; query: ListQuery }) {
  const options = JobSort.options
    .filter((option) => sortAllowed(option.value, query.keyword, query.near))
    .map((option) => ({
      label: option.label,
      href: resultsPath(scope, { ...query, sort: option.value, page: 1 }),
      current: option.value === query.sort,
    }));
  return <SortNav options={options} />;
}

const FEATURE_GROUPS = [
  { category: 'vehicle', label: '車種・免許' },
  { category: 'job_content', label: '仕事内容' },
  { category: 'condition', label: '働き方・待遇' },
] as const;

type Municipality = { id: string; name: string };

const countOf = (facet: readonly { id: string; count: number }[] | undefined, id: string) =>
  facet?.find((value) => value.id === id)?.count;

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label}（${number.format(count)}）`;

/**
 * 「もっと見る」 under a long list cut to its first choices: a link to the list's every choice
 * (the sheet in the side column on a desktop), which the sheet's script turns into loading
 * the rest in place (live-count.ts `showAllChoices`).
 */
function MoreChoices({ href }: { href: string }) {
  return (
    <Link href={href} className={css.more} rel="nofollow" {...{ [SHEET_MARKS.moreChoices]: '' }}>
      もっと見る
    </Link>
  );
}

/** The data attribute that names a container of choices for the script that adds the rest. */
const choicesMark = (name: string) => ({ [SHEET_MARKS.choices]: name });

/**
 * Every condition of a list as one GET form (no script needed: submitting puts the conditions
 * in the URL, decision 0031), in the FilterSheet: a full-screen sheet on phones, the side
 * column's top from the desktop width. Its action is the occupation (and prefecture) list, so
 * features and municipalities of the path are plain checkboxes that can be unticked; the page
 * it leads to moves them back into the path (`locateList`). Counts beside the choices come
 * from the facets of this page's own search (decision 0028).
 */
export function FilterForm({
  scope,
  query,
  facets,
  municipalities,
  totalCount,
  clearHref,
  allChoices = false,
}: {
  /** 「条件をクリア」's list. */
  clearHref: string;
  scope: ResultsScope;
  query: ListQuery;
  facets: JobFacets | null | undefined;
  municipalities: readonly Municipality[];
  totalCount: number;
  /** Every feature and municipality (the `choices=all` view); otherwise the first ones. */
  allChoices?: boolean;
}) {
  const base = baseScopeOf(scope);
  const chosenFeatures = new Set([
    ...(scope.feature ? [scope.feature.id] : []),
    ...query.featureIds,
  ]);
  const chosenCities = new Set([
    ...(scope.municipalityId ? [scope.municipalityId] : []),
    ...query.cityIds,
  ]);
  const featureCounts = new Map((facets?.features ?? []).map((f) => [Number(f.id), f.count]));
  const offeredFeatures = FEATURES.filter(
    (f) => chosenFeatures.has(f.id) || featureCounts.has(f.id),
  );
  // The first choices of each group, so no group is left out until 「もっと見る」.
  const featureGroups = FEATURE_GROUPS.map((group) => {
    const offered = offeredFeatures.filter((f) => f.category === group.category);
    const shown = firstChoices(
      offered,
      allChoices ? null : SHOWN_CHOICES.featuresPerGroup,
      (f) => chosenFeatures.has(f.id),
      (f) => featureCounts.get(f.id) ?? 0,
    );
    return { ...group, shown, cut: shown.length < offered.length };
  }).filter((group) => group.shown.length > 0);
  const cityCounts = new Map((facets?.municipalities ?? []).map((m) => [m.id, m.count]));
  const cityLimit = allChoices ? null : SHOWN_CHOICES.municipalities;
  const cityCount = (m: Municipality) => cityCounts.get(m.id) ?? 0;
  const offeredCities = municipalities.filter(
    (m) => chosenCities.has(m.id) || cityCounts.has(m.id),
  );
  const shownCities = firstChoices(
    offeredCities,
    cityLimit,
    (m) => chosenCities.has(m.id),
    cityCount,
  );
  const nearMunicipality =
    query.near && 'municipalityId' in query.near ? query.near.municipalityId : '';
  const offeredOrigins = municipalities.filter(
    (m) => m.id === nearMunicipality || cityCounts.has(m.id),
  );
  const shownOrigins = firstChoices(
    offeredOrigins,
    cityLimit,
    (m) => m.id === nearMunicipality,
    cityCount,
  );
  const listHref = resultsPath(scope, query);
  const moreHref = `${listHref}${listHref.includes('?') ? '&' : '?'}${ALL_CHOICES.param}=${ALL_CHOICES.value}#${FILTER_SHEET_ID}`;
  const nearPoint = query.near && 'latitude' in query.near ? query.near : null;
  const sortOptions = JobSort.options.filter(
    (option) => option.value !== 'recommended' || query.keyword !== null,
  );
  return (
    <FilterSheet
      // A new list (a chip followed in the page) starts from its own conditions, not from the
      // last list's ticked boxes: uncontrolled fields keep their state across renders.
      key={listHref}
      id={FILTER_SHEET_ID}
      title="条件で絞り込む"
      // A GET form drops its action's query: /search's prefecture goes as a field.
      action={scope.occupation ? resultsPath(base) : paths.search()}
      footer={
        <>
          {/* The page's total; live-count.ts rewrites it after each change (FilterSheetScript). */}
          <button type="submit" className={css.submit}>
            この条件で
            <span aria-live="polite" {...{ [SHEET_MARKS.liveCount]: '' }}>
              {number.format(totalCount)}
            </span>
            件を見る
          </button>
          <FilterSheetScript
            formId={`${FILTER_SHEET_ID}-form`}
            occupation={scope.occupation?.occupationNameEn ?? null}
            prefectureNameEn={scope.prefecture?.prefectureEnName ?? null}
          />
          <Link href={clearHref} className={css.clear} rel="nofollow">
            条件をクリア
          </Link>
        </>
      }
    >
      {query.keyword && <input type="hidden" name={SEARCH_PARAMS.keyword} value={query.keyword} />}
      {!scope.occupation && scope.prefecture && (
        <input
          type="hidden"
          name={SEARCH_FIELDS.prefecture}
          value={scope.prefecture.prefectureEnName}
        />
      )}
      {featureGroups.length > 0 && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>特徴</legend>
          {featureGroups.map((group) => {
            const features = group.shown;
            return (
              <div key={group.category} className={css.group}>
                <p className={css.groupName}>{group.label}</p>
                <div className={css.checks} {...choicesMark(`feature-${group.category}`)}>
                  {features.map((f) => (
                    <label key={f.id} className={css.check}>
                      <input
                        type="checkbox"
                        name={SEARCH_PARAMS.feature}
                        value={f.id}
                        defaultChecked={chosenFeatures.has(f.id)}
                      />
                      {withCount(f.name, featureCounts.get(f.id))}
                    </label>
                  ))}
                </div>
              </div>
            );
          })}
          {featureGroups.some((group) => group.cut) && <MoreChoices href={moreHref} />}
        </fieldset>
      )}
      {scope.prefecture && shownCities.length > 0 && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>市区町村（{scope.prefecture.name}）</legend>
          <div className={css.checks} {...choicesMark('city')}>
            {shownCities.map((m) => (
              <label key={m.id} className={css.check}>
                <input
                  type="checkbox"
                  name={SEARCH_PARAMS.city}
                  value={m.id}
                  defaultChecked={chosenCities.has(m.id)}
                />
                {withCount(m.name, cityCounts.get(m.id))}
              </label>
            ))}
          </div>
          {shownCities.length < offeredCities.length && <MoreChoices href={moreHref} />}
        </fieldset>
      )}
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
              {withCount(option.label, countOf(facets?.hiringTypes, option.value) ?? 0)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>勤務時間</legend>
        <div className={css.checks}>
          <label className={css.check}>
            <input type="radio" name={SEARCH_PARAMS.shift} value="" defaultChecked={!query.shift} />
            こだわらない
          </label>
          {JobShiftCondition.options.map((option) => (
            <label key={option.value} className={css.check}>
              <input
                type="radio"
                name={SEARCH_PARAMS.shift}
                value={option.value}
                defaultChecked={query.shift === option.value}
              />
              {withCount(option.label, countOf(facets?.shifts, option.value) ?? 0)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={css.pair}>
        <FloorSelect
          legend="月給"
          name={LIST_PARAMS.salary}
          value={query.minSalary}
          choices={SALARY_CHOICES}
        />
        <FloorSelect
          legend="年収"
          name={SEARCH_PARAMS.annual}
          value={query.minAnnualSalary}
          choices={ANNUAL_SALARY_CHOICES}
        />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>掲載</legend>
        <div className={css.checks}>
          <label className={css.check}>
            <input
              type="checkbox"
              name={SEARCH_PARAMS.new}
              value={NEW_WITHIN_DAYS}
              defaultChecked={query.newOnly}
            />
            新着（{NEW_WITHIN_DAYS}日以内）
          </label>
          <label className={css.check}>
            <input
              type="checkbox"
              name={SEARCH_PARAMS.closed}
              value="1"
              defaultChecked={query.includeClosed}
            />
            募集終了を含む
          </label>
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>距離</legend>
        <div className={css.checks}>
          <label className={css.check}>
            <input type="radio" name={SEARCH_PARAMS.km} value="" defaultChecked={!query.near} />
            指定しない
          </label>
          {SEARCH_RADII.map((km) => (
            <label key={km} className={css.check}>
              <input
                type="radio"
                name={SEARCH_PARAMS.km}
                value={km}
                defaultChecked={query.near?.radiusKm === km}
              />
              {km}km以内
            </label>
          ))}
        </div>
        <label className={css.selectLabel}>
          <span className={css.groupName}>どこから</span>
          <select
            name={SEARCH_PARAMS.near}
            defaultValue={nearMunicipality}
            className={css.select}
            {...choicesMark('near')}
          >
            <option value="">{nearPoint ? '現在地' : '市区町村を選ぶ'}</option>
            {shownOrigins.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        {shownOrigins.length < offeredOrigins.length && <MoreChoices href={moreHref} />}
        {!scope.prefecture && (
          <p className={css.hint}>都道府県を選ぶと、市区町村からの距離で探せます。</p>
        )}
        <input
          type="hidden"
          name={SEARCH_PARAMS.lat}
          defaultValue={nearPoint?.latitude.toFixed(2)}
        />
        <input
          type="hidden"
          name={SEARCH_PARAMS.lng}
          defaultValue={nearPoint?.longitude.toFixed(2)}
        />
        {/* Asks the position only on this tap (never on load): live-count.ts `locate`. */}
        <button type="button" className={css.secondary} {...{ [SHEET_MARKS.currentPosition]: '' }}>
          現在地から
        </button>
        <span role="status" {...{ [SHEET_MARKS.positionStatus]: '' }} />
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>並び順</legend>
        <div className={css.checks}>
          {sortOptions.map((option) => (
            <label key={option.value} className={css.check}>
              <input
                type="radio"
                name={LIST_PARAMS.sort}
                value={option.value}
                defaultChecked={query.sort === option.value}
              />
              {option.value === 'distance' ? `${option.label}（距離を指定したとき）` : option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </FilterSheet>
  );
}

/** A pay floor of the conditions form (月給, 年収): こだわらない or one of its choices. */
function FloorSelect({
  legend,
  name,
  value,
  choices,
}: {
  legend: string;
  name: string;
  value: number | null;
  choices: ReadonlyArray<{ value: number; label: string }>;
}) {
  return (
    <label className={css.selectLabel}>
      <span className={css.legend}>{legend}</span>
      <select name={name} defaultValue={value ?? ''} className={css.select}>
        <option value="">こだわらない</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
