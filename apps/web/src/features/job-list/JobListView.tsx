import { findLandingPageByFeatureId, REGIONS } from '@jobsite/domain/masters';
import type { BreadcrumbItem } from '@jobsite/ui/breadcrumbs';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { notFound } from 'next/navigation';
import { PagedJobList } from '@/components/jobs/JobCards';
import { LandingCta } from '@/components/landing/LandingCta';
import { HydrateLater } from '@/components/site/HydrateLater';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import type { Viewer } from '@/features/member-only/job-page';
import { MemberOnlyTeaser } from '@/features/member-only/MemberOnlyTeaser';
import { SalaryInsightLink } from '@/features/salary-insight/SalaryInsightLink';
import { conditionsOfList } from '@/features/saved-searches/conditions';
import { SaveSearchButton } from '@/features/saved-searches/SaveSearchButton';
import { toJobCard } from '@/lib/jobs/job-card';
import type { ListQuery } from '@/lib/list-query';
import { type ListScope, listPath, paths } from '@/lib/routes';
import { landingPageOf, landingPages } from '@/lib/site';
import * as page from '@/styles/page.css';
import * as css from './JobListView.css';
import { FilterForm, SortLinks } from './ListControls';
import {
  loadJobListPage,
  loadMemberJobListPage,
  loadMunicipalities,
  loadOccupationFeatures,
} from './list-data';
import { listHeading } from './list-text';

const number = new Intl.NumberFormat('ja-JP');

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

/**
 * A job list of spec §2: an occupation, optionally narrowed to a prefecture, a municipality
 * or a feature; sorted, filtered and paginated by the URL. A visitor's list holds public jobs
 * and a locked card counting the member-only ones; a member's (the member view) lists them.
 */
export async function JobListView({
  scope,
  query,
  viewer = 'visitor',
}: {
  scope: ListScope;
  query: ListQuery;
  viewer?: Viewer;
}) {
  const occupationSlug = scope.occupation.occupationNameEn;
  const [result, features, municipalities] = await Promise.all([
    viewer === 'member' ? loadMemberJobListPage(scope, query) : loadJobListPage(scope, query),
    loadOccupationFeatures(occupationSlug).catch(() => []),
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

  const heading = listHeading(scope, municipality?.name);
  const baseScope: ListScope = { occupation: scope.occupation, prefecture: scope.prefecture };
  const featureLinks = features.filter((feature) => feature.publishedJobCount > 0);
  const municipalityLinks = municipalities.filter((m) => m.publishedJobCount > 0);

  return (
    <div className={page.container}>
      <PageBreadcrumbs items={breadcrumbsOf(scope, municipality?.name ?? null)} />
      <h1 className={page.pageTitle}>{heading}</h1>
      <p className={css.summary}>
        <span className={css.total}>{number.format(searchJobs.totalCount)}</span>件の求人
        {viewer === 'member' && (searchJobs.memberOnlyCount ?? 0) > 0 && (
          <>（うち会員限定求人 {number.format(searchJobs.memberOnlyCount ?? 0)}件）</>
        )}
      </p>
      <SaveSearchButton
        conditions={conditionsOfList(scope, query)}
        returnPath={listPath(scope, { ...query, page: 1 })}
      />
      <HydrateLater>
        <div className={page.withAside}>
          <div>
            <h2 className={page.visuallyHidden}>求人一覧</h2>
            <details
              className={css.phoneFilters}
              open={query.hiringTypes.length > 0 || query.minSalary !== null || undefined}
            >
              <summary className={css.phoneFiltersSummary}>条件で絞り込む</summary>
              <FilterForm scope={scope} query={query} idPrefix="phone-filter" />
            </details>
            <SortLinks scope={scope} query={query} />
            {viewer === 'visitor' && (
              <MemberOnlyTeaser
                count={searchJobs.memberOnlyCount ?? null}
                returnPath={listPath(scope, query)}
              />
            )}
            <PagedJobList
              jobs={searchJobs.nodes.map(toJobCard)}
              totalCount={searchJobs.totalCount}
              page={query.page}
              perPage={searchJobs.per}
              hrefForPage={(n) => listPath(scope, { ...query, page: n })}
              empty={
                <EmptyState
                  title="条件に合う求人が見つかりませんでした"
                  description="条件を変えるか、エリアを広げて探してみてください。"
                  action={{
                    label: `${scope.occupation.name}の求人をすべて見る`,
                    href: paths.occupation(occupationSlug),
                  }}
                />
              }
            />
          </div>
          <div className={page.aside}>
            <LandingCta page={landingOf(scope)} />
            <SalaryInsightLink occupation={scope.occupation} prefecture={scope.prefecture} />
            <div className={css.desktopOnly}>
              <FilterForm scope={scope} query={query} idPrefix="filter" />
            </div>
            {featureLinks.length > 0 && (
              <section aria-labelledby="list-features">
                <h2 id="list-features" className={css.asideTitle}>
                  特徴から探す
                </h2>
                <ul className={css.chipLinks}>
                  {featureLinks.map((feature) => (
                    <li key={feature.id}>
                      <Link
                        href={listPath({
                          ...baseScope,
                          feature: { id: Number(feature.id), name: feature.name },
                        })}
                        className={css.chipLink}
                        aria-current={scope.feature?.id === Number(feature.id) ? 'page' : undefined}
                      >
                        {feature.name}（{number.format(feature.publishedJobCount)}）
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {scope.prefecture && municipalityLinks.length > 0 && (
              <section aria-labelledby="list-municipalities">
                <h2 id="list-municipalities" className={css.asideTitle}>
                  {scope.prefecture.name}の市区町村から探す
                </h2>
                <ul className={page.linkGrid}>
                  {municipalityLinks.map((m) => (
                    <li key={m.id}>
                      <Link
                        href={paths.municipality(
                          occupationSlug,
                          scope.prefecture?.prefectureEnName ?? '',
                          m.id,
                        )}
                        className={page.textLink}
                      >
                        {m.name}
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
                      {region.prefectures.map((prefecture) => (
                        <li key={prefecture.code}>
                          <Link href={listPath({ ...scope, prefecture })} className={page.textLink}>
                            {prefecture.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            )}
          </div>
        </div>
      </HydrateLater>
    </div>
  );
}
