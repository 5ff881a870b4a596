import type { OccupationMaster, PrefectureMaster } from '@jobsite/domain/masters';
import { ButtonLink } from '@jobsite/ui/button';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { PageSection } from '@/components/site/PageSection';
import { DEFAULT_LIST_QUERY } from '@/lib/list-query';
import { listPath, paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import { FeatureSalaries } from './FeatureSalaries';
import { SalaryHistogram } from './SalaryHistogram';
import * as css from './SalaryInsight.css';
import type { SalaryInsightData } from './salary-data';
import { jobCountLabel, manYen } from './salary-format';
import { salaryHeading } from './salary-metadata';
import { TableHead } from './TableHead';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue}>{value}</dd>
    </div>
  );
}

/**
 * Salary insight of an occupation, optionally in a prefecture: the distribution of
 * monthly salaries of the published jobs, median and quartiles, the difference by feature
 * and, nationwide, by prefecture. Everything is rendered on the server; the page is cached.
 */
export function SalaryInsightView({
  occupation,
  prefecture,
  insight,
}: {
  occupation: OccupationMaster;
  prefecture?: PrefectureMaster;
  insight: SalaryInsightData;
}) {
  const { statistics, histogram, byFeature, byPrefecture } = insight;
  const heading = salaryHeading(occupation, prefecture);
  const scope = { occupation, ...(prefecture ? { prefecture } : {}) };
  const place = prefecture ? prefecture.name : '全国';
  const breadcrumbs = [
    { label: '給与相場', href: paths.salary() },
    prefecture
      ? { label: occupation.name, href: paths.salary(occupation.occupationNameEn) }
      : { label: occupation.name },
    ...(prefecture ? [{ label: prefecture.name }] : []),
  ];

  return (
    <div className={page.container}>
      <PageBreadcrumbs items={breadcrumbs} />
      <h1 className={page.pageTitle}>{heading}</h1>
      {statistics.jobCount === 0 ? (
        <EmptyState
          title="集計できる求人がまだありません"
          description={`${place}の${occupation.name}の求人で、月給制のものが掲載されると表示されます。`}
          action={{ label: `${occupation.name}の求人を見る`, href: listPath(scope) }}
        />
      ) : (
        <>
          <p className={page.lead}>
            {`掲載中の${place}の${occupation.name}の求人のうち、月給制の${jobCountLabel(statistics.jobCount)}から、提示されている月給（下限）を集計しました。`}
          </p>
          <dl className={css.summary} aria-label="月給のまとめ">
            <Figure label="月給の中央値" value={manYen(statistics.median)} />
            <Figure label="平均" value={manYen(statistics.average)} />
            <Figure
              label="中央の半数"
              value={`${manYen(statistics.firstQuartile)}〜${manYen(statistics.thirdQuartile)}`}
            />
            <Figure label="集計した求人" value={jobCountLabel(statistics.jobCount)} />
          </dl>

          <PageSection id="salary-distribution" title="月給の分布">
            <SalaryHistogram
              bins={histogram}
              quartiles={statistics}
              title={`${heading}の月給の分布`}
            />
          </PageSection>

          {byFeature.length > 0 && (
            <PageSection id="salary-by-feature" title="特徴別の月給">
              <FeatureSalaries
                rows={byFeature}
                overallMedian={statistics.median}
                title={`${heading}の特徴別の月給`}
              />
            </PageSection>
          )}

          {!prefecture && byPrefecture.length > 0 && (
            <PageSection id="salary-by-prefecture" title="都道府県別の月給">
              <div className={css.tableWrap}>
                <table className={css.table} data-table="prefecture-salaries">
                  <caption className={page.visuallyHidden}>
                    {`${occupation.name}の都道府県別の月給の中央値`}
                  </caption>
                  <TableHead columns={['都道府県', '求人数', '中央値']} />
                  <tbody>
                    {byPrefecture.map((row) => (
                      <tr key={row.prefecture.id}>
                        <th scope="row" className={css.rowHead}>
                          <Link
                            href={paths.salary(
                              occupation.occupationNameEn,
                              row.prefecture.prefectureEnName,
                            )}
                            className={page.textLink}
                          >
                            {row.prefecture.name}
                          </Link>
                        </th>
                        <td className={css.cell}>{jobCountLabel(row.statistics.jobCount)}</td>
                        <td className={css.cell}>{manYen(row.statistics.median)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </PageSection>
          )}

          <div className={css.actions}>
            <ButtonLink
              href={listPath(scope)}
            >{`${place}の${occupation.name}の求人を見る`}</ButtonLink>
            <ButtonLink
              href={listPath(scope, { ...DEFAULT_LIST_QUERY, sort: 'highest_salary' })}
              tone="secondary"
            >
              給与が高い順に見る
            </ButtonLink>
            {prefecture && (
              <ButtonLink href={paths.salary(occupation.occupationNameEn)} tone="secondary">
                {`全国の${occupation.name}の給与相場`}
              </ButtonLink>
            )}
          </div>
          <p className={css.note}>
            月給制以外（時給・日給・年俸）の求人と会員限定求人は含みません。数値は掲載状況により変わります。
          </p>
        </>
      )}
    </div>
  );
}
