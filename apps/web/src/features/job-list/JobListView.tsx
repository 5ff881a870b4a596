import {
  findFeatureById,
  findLandingPageByFeatureId,
  findOccupationById,
  REGIONS,
} from '@jobsite/domain/masters';
import type { BreadcrumbItem } from '@jobsite/ui/breadcrumbs';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { notFound } from 'next/navigation';
import { PagedJobList } from '@/components/jobs/JobCards';
import { LandingCta } from '@/components/landing/LandingCta';
import { HydrateLater } from '@/components/site/HydrateLater';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { RememberSearchPlace } from '@/features/job-distance/RememberSearchPlace';
import { type SearchPlace, searchPlaceOf } from '@/features/job-distance/search-place';
import type { Viewer } from '@/features/member-only/job-page';
import { MemberOnlyTeaser } from '@/features/member-only/MemberOnlyTeaser';
import { SalaryInsightLink } from '@/features/salary-insight/SalaryInsightLink';
import { conditionsOfList, isSavableList } from '@/features/saved-searches/conditions';
import { SaveSearchButton } from '@/features/saved-searches/SaveSearchButton';
import { toJobCard } from '@/lib/jobs/job-card';
import { isSearchQuery, type ListQuery, type QueryProblem } from '@/lib/list-query';
import { type ListScope, listPath, paths } from '@/lib/routes';
import { RememberSessionKey } from '@/lib/session/RememberSessionKey';
import { listPageValue } from '@/lib/session/stored-keys';
import { landingPageOf, landingPages } from '@/lib/site';
import * as page from '@/styles/page.css';
import {
  type AppliedCondition,
  appliedConditionsOfPage,
  clearedListPath,
} from './applied-conditions';
import { featureGroupsOf } from './feature-groups';
import * as css from './JobListView.css';
import { FilterForm } from './ListControls';
import {
  type JobFacets,
  loadJobListPage,
  loadMemberJobListPage,
  loadMunicipalities,
  type SearchAnswer,
} from './list-data';
import { listHeading } from './list-text';
import { ResultsControls } from './ResultsControls';
import { SearchBoxSlot } from './SearchBoxSlot';

const number = new Intl.NumberFormat('ja-JP');

/** The origin of the page's distance search, kept for the job page (decision 0062). */
function searchPlaceOfQuery(
  query: ListQuery,
  municipalities: ReadonlyArray<{
    id: string;
    name: string;
    location: { latitude: number; longitude: number };
  }>,
): SearchPlace | null {
  const near = query.near;
  if (!near) return null;
  if ('latitude' in near) return searchPlaceOf({ label: null, ...near });
  const origin = municipalities.find((m) => m.id === near.municipalityId);
  return origin ? searchPlaceOf({ label: origin.name, ...origin.location }) : null;
}

/** The municipality of a list scope, with its name, when the scope has one. */
export async function municipalityOf(scope: ListScope) {
  if (!scope.prefecture || !scope.municipalityId) return null;
  const municipalities = await loadMunicipalities(scope.prefecture.prefectureEnName);
  return municipalities.find((m) => m.id === scope.municipalityId) ?? null;
}

function breadcrumbsOf(scope: ListScope, municipalityName: string | null): BreadcrumbItem[] {
  const { occupation, prefecture, feature } = scope;
  const items: BreadcrumbItem[] = [
    { label: `${occupation.name}の求人`, href: paths.occupation(occupation.occupationNameEn) },
  ];
  if (prefecture) {
    items.push({
      label: prefecture.name,
      href: paths.prefecture(occupation.occupationNameEn, prefecture.prefectureEnName),
    });
  }
  if (municipalityName) items.push({ label: municipalityName });
  if (feature) items.push({ label: feature.name });
  return items;
}

/** The landing page for this list: the feature's (dump, taxi, …) or the occupation's. */
function landingOf(scope: ListScope) {
  return (
    (scope.feature && findLandingPageByFeatureId(scope.feature.id, landingPages())) ||
    landingPageOf(scope.occupation.occupationNameEn)
  );
}

/** An empty result: one link per condition, each dropping it (with its count when known). */
function ReduceConditions({ applied }: { applied: AppliedCondition[] }) {
  return (
    <section aria-labelledby="reduce-conditions" className={css.reduce}>
      <h2 id="reduce-conditions" className={css.asideTitle}>
        条件を減らす
      </h2>
      <ul className={css.reduceList}>
        {applied.map((condition) => (
          <li key={condition.key}>
            <Link href={condition.href} className={page.textLink} rel="nofollow">
              {condition.label}を外す
              {condition.count !== null && `（${number.format(condition.count)}件）`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Other occupations with the same place and conditions, counted by this search's facets. */
function OccupationLinks({
  scope,
  query,
  facets,
}: {
  scope: ListScope;
  query: ListQuery;
  facets: JobFacets | null | undefined;
}) {
  const others = (facets?.occupations ?? [])
    .map((facet) => ({ occupation: findOccupationById(Number(facet.id)), count: facet.count }))
    .filter(
      (item): item is { occupation: NonNullable<typeof item.occupation>; count: number } =>
        item.occupation !== undefined &&
        item.occupation.id !== scope.occupation.id &&
        item.count > 0,
    );
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="list-occupations">
      <h2 id="list-occupations" className={css.asideTitle}>
        同じ条件でほかの職種
      </h2>
      <ul className={page.linkGrid}>
        {others.map(({ occupation, count }) => (
          <li key={occupation.id}>
            <Link
              href={listPath({ ...scope, occupation }, { ...query, page: 1 })}
              className={page.textLink}
            >
              {occupation.name}（{number.format(count)}）
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A job list of spec §2: an occupation, optionally narrowed to a prefecture, a municipality
 * or a feature; sorted, filtered and paginated by the URL. A visitor's list holds public jobs
 * and a locked card counting the member-only ones; a member's (the member view) lists them.
 * A search (a keyword or conditions beyond the SEO variants', decision 0031) renders the same
 * view per request, with what was dropped from its URL said at the top.
 */
export async function JobListView({
  scope,
  query,
  viewer = 'visitor',
  problems = [],
  allChoices = false,
}: {
  scope: ListScope;
  query: ListQuery;
  viewer?: Viewer;
  problems?: QueryProblem[];
  /** The conditions sheet with every choice (the `choices=all` view, decision 0069). */
  allChoices?: boolean;
}) {
  const occupationSlug = scope.occupation.occupationNameEn;
  const [result, municipalities] = await Promise.all([
    viewer === 'member' ? loadMemberJobListPage(scope, query) : loadJobListPage(scope, query),
    scope.prefecture
      ? loadMunicipalities(scope.prefecture.prefectureEnName).catch(() => [])
      : Promise.resolve([]),
  ]);
  const municipality = scope.municipalityId
    ? municipalities.find((m) => m.id === scope.municipalityId)
    : undefined;
  if (!result || (scope.municipalityId && !municipality)) notFound();
  const { searchJobs } = result;
  if (query.page > 1 && query.page > searchJobs.totalPages) notFound();
  // When the api refused a condition, the page shows what it did search (list-data).
  const answered = (result as SearchAnswer).answeredQuery;
  const shownQuery = answered ?? query;
  const notices = [
    ...problems.map((problem) => problem.message),
    ...(answered ? ['指定された条件の一部で検索できなかったため、外して表示しています'] : []),
  ];
  const facets = searchJobs.facets;

  const heading = listHeading(scope, municipality?.name);
  const baseScope: ListScope = { occupation: scope.occupation, prefecture: scope.prefecture };
  const applied = appliedConditionsOfPage(scope, shownQuery, municipalities, searchJobs);
  const featureGroups = featureGroupsOf(scope.occupation.id, facets?.features ?? []);
  const municipalityCounts = new Map((facets?.municipalities ?? []).map((m) => [m.id, m.count]));
  const municipalityLinks = municipalities.filter((m) => (municipalityCounts.get(m.id) ?? 0) > 0);
  const prefectureCounts = new Map((facets?.prefectures ?? []).map((p) => [p.id, p.count]));
  const searching = isSearchQuery(shownQuery);
  const place = searchPlaceOfQuery(shownQuery, municipalities);

  return (
    <div className={page.container}>
      <PageBreadcrumbs items={breadcrumbsOf(scope, municipality?.name ?? null)} />
      {place && <RememberSearchPlace place={place} />}
      <h1 className={page.pageTitle}>{heading}</h1>
      {!scope.prefecture && !scope.feature && !searching && scope.occupation.description && (
        // The occupation's own page says what the work is (Occupation.description).
        <p className={page.lead}>{scope.occupation.description}</p>
      )}
      <p className={css.summary}>
        <span className={css.total} data-testid="list-total">
          {number.format(searchJobs.totalCount)}
        </span>
        件の求人
        {viewer === 'member' && (searchJobs.memberOnlyCount ?? 0) > 0 && (
          <>（うち会員限定求人 {number.format(searchJobs.memberOnlyCount ?? 0)}件）</>
        )}
      </p>
      {notices.length > 0 && (
        <ul className={css.notices} role="status">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {isSavableList(shownQuery) && (
        <SaveSearchButton
          conditions={conditionsOfList(scope, shownQuery)}
          returnPath={listPath(scope, { ...shownQuery, page: 1 })}
        />
      )}
      <RememberSessionKey
        entry={listPageValue({ path: listPath(scope, shownQuery), page: shownQuery.page })}
      />
      <HydrateLater>
        <div className={page.withAside}>
          <div>
            <h2 className={page.visuallyHidden}>求人一覧</h2>
            <SearchBoxSlot
              keyword={shownQuery.keyword}
              place={scope.prefecture?.prefectureEnName ?? null}
              occupation={occupationSlug}
            />
            <ResultsControls
              scope={scope}
              query={shownQuery}
              applied={applied}
              clearHref={clearedListPath(scope, shownQuery)}
            />
            {viewer === 'visitor' && (
              <MemberOnlyTeaser
                count={searchJobs.memberOnlyCount ?? null}
                returnPath={listPath(scope, shownQuery)}
              />
            )}
            <PagedJobList
              jobs={searchJobs.nodes.map(toJobCard)}
              totalCount={searchJobs.totalCount}
              page={shownQuery.page}
              perPage={searchJobs.per}
              hrefForPage={(n) => listPath(scope, { ...shownQuery, page: n })}
              empty={
                applied.length > 0 ? (
                  <>
                    <EmptyState
                      title="条件に合う求人が見つかりませんでした"
                      description="条件を減らすと、見つかるかもしれません。"
                    />
                    <ReduceConditions applied={applied} />
                  </>
                ) : (
                  <EmptyState
                    title="条件に合う求人が見つかりませんでした"
                    description="条件を変えるか、エリアを広げて探してみてください。"
                    action={{
                      label: `${scope.occupation.name}の求人をすべて見る`,
                      href: paths.occupation(occupationSlug),
                    }}
                  />
                )
              }
            />
          </div>
          <div className={page.aside}>
            <FilterForm
              scope={scope}
              query={shownQuery}
              facets={facets}
              municipalities={municipalities}
              totalCount={searchJobs.totalCount}
              clearHref={clearedListPath(scope, shownQuery)}
              allChoices={allChoices}
            />
            <LandingCta page={landingOf(scope)} />
            <SalaryInsightLink occupation={scope.occupation} prefecture={scope.prefecture} />
            {featureGroups.map((group) => (
              <section key={group.id} aria-labelledby={group.id}>
                <h2 id={group.id} className={css.asideTitle}>
                  {group.title}
                </h2>
                <ul className={css.chipLinks}>
                  {group.facets.map((facet) => {
                    const id = Number(facet.id);
                    const feature = findFeatureById(id);
                    if (!feature) return null;
                    const chosen = scope.feature?.id === id || shownQuery.featureIds.includes(id);
                    return (
                      <li key={facet.id}>
                        <Link
                          href={
                            chosen
                              ? listPath(scope, { ...shownQuery, page: 1 })
                              : listPath(scope, {
                                  ...shownQuery,
                                  featureIds: [...shownQuery.featureIds, id],
                                  page: 1,
                                })
                          }
                          className={css.chipLink}
                          aria-current={chosen ? 'page' : undefined}
                        >
                          {feature.name}（{number.format(facet.count)}）
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
            {scope.prefecture && municipalityLinks.length > 0 && (
              <section aria-labelledby="list-municipalities">
                <h2 id="list-municipalities" className={css.asideTitle}>
                  {scope.prefecture.name}の市区町村から探す
                </h2>
                <ul className={page.linkGrid}>
                  {municipalityLinks.map((m) => (
                    <li key={m.id}>
                      <Link
                        href={listPath(
                          {
                            ...baseScope,
                            ...(scope.feature ? { feature: scope.feature } : {}),
                            municipalityId: m.id,
                          },
                          { ...shownQuery, cityIds: [], page: 1 },
                        )}
                        className={page.textLink}
                      >
                        {m.name}（{number.format(municipalityCounts.get(m.id) ?? 0)}）
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {!scope.prefecture && (
              <section aria-labelledby="list-prefectures">
                <h2 id="list-prefectures" className={css.asideTitle}>
                  勤務地から探す
                </h2>
                {REGIONS.map((region) => (
                  <div key={region.id} className={css.region}>
                    <h3 className={css.regionName}>{region.name}</h3>
                    <ul className={css.inlineLinks}>
                      {region.prefectures.map((prefecture) => {
                        const count = prefectureCounts.get(String(prefecture.code));
                        return (
                          <li key={prefecture.code}>
                            <Link
                              href={listPath(
                                { ...scope, prefecture },
                                { ...shownQuery, cityIds: [], page: 1 },
                              )}
                              className={page.textLink}
                            >
                              {prefecture.name}
                              {count !== undefined && `（${number.format(count)}）`}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ))}
              </section>
            )}
            {/* On a search only: an SEO list's other occupations are the site menu's job. */}
            {searching && <OccupationLinks scope={scope} query={shownQuery} facets={facets} />}
          </div>
        </div>
      </HydrateLater>
    </div>
  );
}
