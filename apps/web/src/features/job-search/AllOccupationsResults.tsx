import { findOccupationById, findPrefectureBySlug } from '@jobsite/domain/masters';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagedJobList } from '@/components/jobs/JobCards';
import { HydrateLater } from '@/components/site/HydrateLater';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { appliedConditionsOfPage, clearedListPath } from '@/features/job-list/applied-conditions';
import * as css from '@/features/job-list/JobListView.css';
import { FilterForm } from '@/features/job-list/ListControls';
import { loadAllOccupationsPage, loadMunicipalities } from '@/features/job-list/list-data';
import { ResultsControls } from '@/features/job-list/ResultsControls';
import { type AllOccupationsScope, resultsPath } from '@/features/job-list/results-scope';
import { SearchForm } from '@/features/search/SearchForm';
import { SEARCH_FIELDS } from '@/features/search/search-target';
import { toJobCard } from '@/lib/jobs/job-card';
import { ALL_CHOICES, readListSearchParams } from '@/lib/list-query';
import { listPath, paths } from '@/lib/routes';
import * as page from '@/styles/page.css';

const number = new Intl.NumberFormat('ja-JP');

/** The `pref` parameter of /search (a prefecture slug), and the list conditions beside it. */
function readAllOccupations(params: URLSearchParams) {
  const prefecture = findPrefectureBySlug(params.get(SEARCH_FIELDS.prefecture) ?? '') ?? null;
  const { query, problems } = readListSearchParams(
    params,
    prefecture ? { prefectureCode: prefecture.code } : {},
  );
  return { prefecture, query, problems };
}

function headingOf(keyword: string | null, prefectureName: string | null) {
  const words = keyword ? `「${keyword}」の` : '';
  return `${prefectureName ?? ''}${prefectureName ? 'の' : ''}${words}求人（すべての職種）`;
}

export async function allOccupationsMetadata(params: URLSearchParams): Promise<Metadata> {
  const { prefecture, query } = readAllOccupations(params);
  return {
    title: headingOf(query.keyword, prefecture?.name ?? null),
    alternates: { canonical: paths.search() },
  };
}

/**
 * Results of a search over every occupation (`/search?keyword=冷凍&pref=osaka`): the jobs, the
 * conditions as removable chips and in the conditions sheet (a full-screen sheet on phones, the
 * side column on desktops: the list pages' own components), and each occupation with its count
 * from this search's facets, leading to that occupation's list with the same conditions.
 */
export async function AllOccupationsResults({ params }: { params: URLSearchParams }) {
  const { prefecture, query, problems } = readAllOccupations(params);
  const slug = prefecture?.prefectureEnName ?? null;
  const [result, municipalities] = await Promise.all([
    loadAllOccupationsPage(slug, query),
    slug ? loadMunicipalities(slug).catch(() => []) : Promise.resolve([]),
  ]);
  if (!result) notFound();
  const { searchJobs } = result;
  if (query.page > 1 && query.page > searchJobs.totalPages) notFound();
  const scope: AllOccupationsScope = prefecture ? { prefecture } : {};
  const facets = searchJobs.facets;
  const applied = appliedConditionsOfPage(scope, query, municipalities, searchJobs);
  const clearHref = clearedListPath(scope, query);
  const occupations = (facets?.occupations ?? [])
    .map((facet) => ({ occupation: findOccupationById(Number(facet.id)), count: facet.count }))
    .filter((item) => item.occupation && item.count > 0);
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: '求人検索', href: paths.search() }, { label: '検索結果' }]}
      />
      <h1 className={page.pageTitle}>{headingOf(query.keyword, prefecture?.name ?? null)}</h1>
      <p className={css.summary}>
        <span className={css.total} data-testid="list-total">
          {number.format(searchJobs.totalCount)}
        </span>
        件の求人
      </p>
      {problems.length > 0 && (
        <ul className={css.notices} role="status">
          {problems.map((problem) => (
            <li key={problem.param}>{problem.message}</li>
          ))}
        </ul>
      )}
      <SearchForm searchParams={Object.fromEntries(params)} />
      <HydrateLater>
        <div className={page.withAside}>
          <div>
            <h2 className={page.visuallyHidden}>求人一覧</h2>
            <ResultsControls scope={scope} query={query} applied={applied} clearHref={clearHref} />
            <PagedJobList
              jobs={searchJobs.nodes.map(toJobCard)}
              totalCount={searchJobs.totalCount}
              page={query.page}
              perPage={searchJobs.per}
              hrefForPage={(n) => resultsPath(scope, { ...query, page: n })}
              empty={
                <EmptyState
                  title="条件に合う求人が見つかりませんでした"
                  description="キーワードを変えるか、エリアを広げて探してみてください。"
                  action={{ label: '求人検索に戻る', href: paths.search() }}
                />
              }
            />
          </div>
          <div className={page.aside}>
            <FilterForm
              scope={scope}
              query={query}
              facets={facets}
              municipalities={municipalities}
              totalCount={searchJobs.totalCount}
              clearHref={clearHref}
              allChoices={params.get(ALL_CHOICES.param) === ALL_CHOICES.value}
            />
            {occupations.length > 0 && (
              <section aria-labelledby="search-occupations">
                <h2 id="search-occupations" className={css.asideTitle}>
                  職種で絞り込む
                </h2>
                <ul className={page.linkGrid}>
                  {occupations.map(({ occupation, count }) =>
                    occupation ? (
                      <li key={occupation.id}>
                        <Link
                          href={listPath(
                            { occupation, ...(prefecture ? { prefecture } : {}) },
                            { ...query, page: 1 },
                          )}
                          className={page.textLink}
                        >
                          {occupation.name}（{number.format(count)}）
                        </Link>
                      </li>
                    ) : null,
                  )}
                </ul>
              </section>
            )}
          </div>
        </div>
      </HydrateLater>
    </div>
  );
}
