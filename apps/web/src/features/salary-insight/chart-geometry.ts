/**
 * Geometry of the server-rendered SVG charts: plain numbers in, rectangles and ticks out, so
 * the charts need no library and no JavaScript in the browser.
 */

export interface Bin {
  lowerBound: number;
  upperBound: number;
  jobCount: number;
}

export interface Frame {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const HISTOGRAM_FRAME: Frame = {
  width: 480,
  height: 240,
  top: 24,
  right: 12,
  bottom: 36,
  left: 36,
};

/** A round upper bound for a count axis and its ticks (0 included), at most 5 of them. */
export function countTicks(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const niceStep = Math.max(1, Math.round(step));
  const top = Math.ceil(max / niceStep) * niceStep;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += niceStep) ticks.push(value);
  return { top, ticks };
}

export interface HistogramLayout {
  bars: Array<Bin & { x: number; y: number; width: number; height: number }>;
  yTicks: Array<{ value: number; y: number }>;
  /** Labels under the bars, thinned so they do not overlap. */
  xLabels: Array<{ value: number; x: number }>;
  /** x of a salary on the axis (for the median and quartile marks). */
  xOf(salary: number): number;
  plot: { left: number; right: number; top: number; bottom: number };
}

/** Bars side by side from the first bin's lower bound to the last one's upper bound. */
export function histogramLayout(
  bins: readonly Bin[],
  frame: Frame = HISTOGRAM_FRAME,
): HistogramLayout {
  const plot = {
    left: frame.left,
    right: frame.width - frame.right,
    top: frame.top,
    bottom: frame.height - frame.bottom,
  };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const { top, ticks } = countTicks(Math.max(0, ...bins.map((b) => b.jobCount)));
  const first = bins[0]?.lowerBound ?? 0;
  const last = bins.at(-1)?.upperBound ?? first + 1;
  const xOf = (salary: number) =>
    plot.left + ((Math.min(Math.max(salary, first), last) - first) / (last - first)) * plotWidth;
  const yOf = (value: number) => plot.bottom - (value / top) * plotHeight;
  const barWidth = bins.length > 0 ? plotWidth / bins.length : 0;
  const every = Math.max(1, Math.ceil(bins.length / 6));
  return {
    bars: bins.map((bin, index) => ({
      ...bin,
      x: plot.left + index * barWidth,
      y: yOf(bin.jobCount),
      width: barWidth,
      height: plot.bottom - yOf(bin.jobCount),
    })),
    yTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    xLabels: bins
      .map((bin) => bin.lowerBound)
      .concat(bins.length > 0 ? [last] : [])
      .filter((_, index) => index % every === 0)
      .map((value) => ({ value, x: xOf(value) })),
    xOf,
    plot,
  };
}

/** x of each salary on a horizontal bar chart from 0 to a round maximum (10万円 steps). */
export function salaryScale(maxSalary: number, left: number, right: number) {
  const step = 100_000;
  const top = Math.max(step, Math.ceil(maxSalary / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return {
    top,
    ticks,
    xOf: (salary: number) => left + (Math.min(Math.max(salary, 0), top) / top) * (right - left),
  };
}
