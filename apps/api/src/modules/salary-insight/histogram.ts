/**
 * Histogram bins of a salary distribution. SQL counts jobs per SALARY_STEP (10,000 yen, the
 * unit job ads round monthly pay to); this merges the steps into at most MAX_BINS bars of one
 * readable width, so a chart stays legible whatever the spread.
 */

export const SALARY_STEP = 10_000;
export const MAX_BINS = 16;
/** Bar widths tried in order; all multiples of SALARY_STEP so a step never straddles two bars. */
const WIDTHS = [10_000, 20_000, 25_000, 50_000, 100_000, 200_000, 250_000, 500_000] as const;

export interface SalaryStepCount {
  /** Lower edge of the step: a multiple of SALARY_STEP. */
  step: number;
  jobCount: number;
}

export interface SalaryHistogramBin {
  lowerBound: number;
  upperBound: number;
  jobCount: number;
}

function binsNeeded(min: number, max: number, width: number): number {
  return Math.floor(max / width) - Math.floor(min / width) + 1;
}

/** The narrowest width of WIDTHS (else a multiple of 1,000,000 yen) giving at most MAX_BINS. */
export function binWidthFor(min: number, max: number): number {
  for (const width of WIDTHS) {
    if (binsNeeded(min, max, width) <= MAX_BINS) return width;
  }
  let width = 1_000_000;
  while (binsNeeded(min, max, width) > MAX_BINS) width += 1_000_000;
  return width;
}

/** Contiguous bins from the lowest to the highest step, empty bars included. */
export function toHistogram(steps: readonly SalaryStepCount[]): SalaryHistogramBin[] {
  const counted = steps.filter((s) => s.jobCount > 0);
  if (counted.length === 0) return [];
  const min = Math.min(...counted.map((s) => s.step));
  const max = Math.max(...counted.map((s) => s.step));
  const width = binWidthFor(min, max);
  const first = Math.floor(min / width);
  const bins = Array.from({ length: binsNeeded(min, max, width) }, (_, index) => ({
    lowerBound: (first + index) * width,
    upperBound: (first + index + 1) * width,
    jobCount: 0,
  }));
  for (const { step, jobCount } of counted) {
    const bin = bins[Math.floor(step / width) - first];
    if (bin) bin.jobCount += jobCount;
  }
  return bins;
}
