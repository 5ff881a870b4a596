import { useId } from 'react';
import * as page from '@/styles/page.css';
import { type Bin, HISTOGRAM_FRAME, histogramLayout } from './chart-geometry';
import * as css from './SalaryInsight.css';
import { binLabel, jobCountLabel, manYen } from './salary-format';
import { TableHead } from './TableHead';

type Quartiles = {
  firstQuartile: number | null;
  median: number | null;
  thirdQuartile: number | null;
};

const man = (yen: number) => `${new Intl.NumberFormat('ja-JP').format(yen / 10_000)}万`;

/**
 * The distribution of monthly salaries: an SVG histogram rendered on the server (no chart
 * code in the browser) with the middle half shaded and the median marked, and beside it the
 * same bins as a table, which is what screen readers read.
 */
export function SalaryHistogram({
  bins,
  quartiles,
  title,
}: {
  bins: readonly Bin[];
  quartiles: Quartiles;
  title: string;
}) {
  const id = useId();
  const layout = histogramLayout(bins);
  const { plot } = layout;
  const { firstQuartile, median, thirdQuartile } = quartiles;
  return (
    <div className={css.chartWithTable}>
      <figure className={css.chart} aria-labelledby={`${id}-caption`}>
        <svg
          className={css.svg}
          viewBox={`0 0 ${HISTOGRAM_FRAME.width} ${HISTOGRAM_FRAME.height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          data-chart="salary-histogram"
        >
          <title id={`${id}-title`}>
            {`${title}：中央値${manYen(median)}、中央の半数は${manYen(firstQuartile)}〜${manYen(thirdQuartile)}`}
          </title>
          {firstQuartile !== null && thirdQuartile !== null && (
            <rect
              className={css.quartileBand}
              x={layout.xOf(firstQuartile)}
              y={plot.top}
              width={Math.max(1, layout.xOf(thirdQuartile) - layout.xOf(firstQuartile))}
              height={plot.bottom - plot.top}
            />
          )}
          {layout.yTicks.map((tick) => (
            <g key={tick.value}>
              <line
                className={css.gridLine}
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
              />
              <text className={css.axisText} x={plot.left - 6} y={tick.y + 4} textAnchor="end">
                {tick.value}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) => (
            <rect
              key={bar.lowerBound}
              className={css.bar}
              x={bar.x + 1}
              y={bar.y}
              width={Math.max(0, bar.width - 2)}
              height={bar.height}
            />
          ))}
          {layout.xLabels.map((label) => (
            <text
              key={label.value}
              className={css.axisText}
              x={label.x}
              y={plot.bottom + 16}
              textAnchor="middle"
            >
              {man(label.value)}
            </text>
          ))}
          <text className={css.axisText} x={plot.right} y={plot.bottom + 32} textAnchor="end">
            月給（円）
          </text>
          <text className={css.axisText} x={plot.left - 30} y={plot.top - 10}>
            求人数
          </text>
          {median !== null && (
            <g>
              <line
                className={css.medianLine}
                x1={layout.xOf(median)}
                x2={layout.xOf(median)}
                y1={plot.top - 4}
                y2={plot.bottom}
              />
              <text
                className={css.markText}
                x={layout.xOf(median)}
                y={plot.top - 8}
                textAnchor={layout.xOf(median) > plot.right - 60 ? 'end' : 'middle'}
              >
                {`中央値 ${manYen(median)}`}
              </text>
            </g>
          )}
        </svg>
        <figcaption id={`${id}-caption`} className={css.caption}>
          棒は月給の幅ごとの求人数。網掛けは中央の半数（下位25%〜上位25%）の範囲、縦線は中央値です。
        </figcaption>
      </figure>
      <div className={css.tableWrap}>
        <table className={css.table} data-table="salary-histogram">
          <caption className={page.visuallyHidden}>{`${title}（月給の幅ごとの求人数）`}</caption>
          <TableHead columns={['月給', '求人数']} />
          <tbody>
            {bins.map((bin) => (
              <tr key={bin.lowerBound}>
                <th scope="row" className={css.rowHead}>
                  {binLabel(bin.lowerBound, bin.upperBound)}
                </th>
                <td className={css.cell}>{jobCountLabel(bin.jobCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
