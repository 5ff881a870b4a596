import { useId } from 'react';
import * as page from '@/styles/page.css';
import { salaryScale } from './chart-geometry';
import * as css from './SalaryInsight.css';
import { jobCountLabel, manYen, manYenDifference } from './salary-format';
import { TableHead } from './TableHead';

export type FeatureSalary = {
  feature: { id: string; name: string };
  statistics: {
    jobCount: number;
    firstQuartile: number | null;
    median: number | null;
    thirdQuartile: number | null;
  };
};

const WIDTH = 480;
const LEFT = 132;
const RIGHT = WIDTH - 64;
const ROW = 30;
const TOP = 12;

/**
 * Medians by feature (licence class, mechanic grade, …) against the occupation's overall
 * median: horizontal bars with the middle half as a whisker (SVG from the server), and a
 * table with the counts, quartiles and the difference.
 */
export function FeatureSalaries({
  rows,
  overallMedian,
  title,
}: {
  rows: readonly FeatureSalary[];
  overallMedian: number | null;
  title: string;
}) {
  const id = useId();
  const max = Math.max(
    overallMedian ?? 0,
    ...rows.map((row) => row.statistics.thirdQuartile ?? row.statistics.median ?? 0),
  );
  const scale = salaryScale(max, LEFT, RIGHT);
  const height = TOP + rows.length * ROW + 28;
  return (
    <div className={css.stacked}>
      <figure className={css.chart}>
        <svg
          className={css.svg}
          viewBox={`0 0 ${WIDTH} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          data-chart="feature-salaries"
        >
          <title id={`${id}-title`}>{`${title}（中央値の比較）`}</title>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                className={css.gridLine}
                x1={scale.xOf(tick)}
                x2={scale.xOf(tick)}
                y1={TOP}
                y2={TOP + rows.length * ROW}
              />
              <text
                className={css.axisText}
                x={scale.xOf(tick)}
                y={TOP + rows.length * ROW + 16}
                textAnchor="middle"
              >
                {`${tick / 10_000}万`}
              </text>
            </g>
          ))}
          {rows.map((row, index) => {
            const y = TOP + index * ROW;
            const { median, firstQuartile, thirdQuartile } = row.statistics;
            return (
              <g key={row.feature.id}>
                <text className={css.axisText} x={LEFT - 8} y={y + ROW / 2 + 4} textAnchor="end">
                  {row.feature.name}
                </text>
                {median === null ? (
                  <text className={css.axisText} x={LEFT + 4} y={y + ROW / 2 + 4}>
                    求人なし
                  </text>
                ) : (
                  <>
                    <rect
                      className={css.bar}
                      x={LEFT}
                      y={y + 7}
                      width={scale.xOf(median) - LEFT}
                      height={ROW - 14}
                    />
                    {firstQuartile !== null && thirdQuartile !== null && (
                      <line
                        className={css.whisker}
                        x1={scale.xOf(firstQuartile)}
                        x2={scale.xOf(thirdQuartile)}
                        y1={y + ROW / 2}
                        y2={y + ROW / 2}
                      />
                    )}
                    <text className={css.axisText} x={RIGHT + 6} y={y + ROW / 2 + 4}>
                      {manYen(median)}
                    </text>
                  </>
                )}
              </g>
            );
          })}
          {overallMedian !== null && (
            <line
              className={css.medianLine}
              strokeDasharray="4 3"
              x1={scale.xOf(overallMedian)}
              x2={scale.xOf(overallMedian)}
              y1={TOP - 4}
              y2={TOP + rows.length * ROW}
            />
          )}
        </svg>
        <figcaption className={css.caption}>
          棒は中央値、線は中央の半数の範囲、点線は全体の中央値（{manYen(overallMedian)}）です。
        </figcaption>
      </figure>
      <div className={css.tableWrap}>
        <table className={css.table} data-table="feature-salaries">
          <caption className={page.visuallyHidden}>{title}</caption>
          <TableHead columns={['特徴', '求人数', '中央値', '中央の半数', '全体との差']} />
          <tbody>
            {rows.map(({ feature, statistics: s }) => (
              <tr key={feature.id}>
                <th scope="row" className={css.rowHead}>
                  {feature.name}
                </th>
                <td className={css.cell}>{jobCountLabel(s.jobCount)}</td>
                <td className={css.cell}>{manYen(s.median)}</td>
                <td className={css.cell}>
                  {s.firstQuartile === null
                    ? '—'
                    : `${manYen(s.firstQuartile)}〜${manYen(s.thirdQuartile)}`}
                </td>
                <td className={css.cell}>{manYenDifference(s.median, overallMedian)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
