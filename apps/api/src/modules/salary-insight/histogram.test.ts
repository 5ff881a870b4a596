import { describe, expect, it } from 'vitest';
import { binWidthFor, MAX_BINS, SALARY_STEP, toHistogram } from './histogram';

describe('toHistogram', () => {
  it('answers no bins for no jobs', () => {
    expect(toHistogram([])).toEqual([]);
    expect(toHistogram([{ step: 200_000, jobCount: 0 }])).toEqual([]);
  });

  it('keeps 10,000-yen steps when the spread is narrow, empty steps included', () => {
    expect(
      toHistogram([
        { step: 200_000, jobCount: 2 },
        { step: 230_000, jobCount: 1 },
      ]),
    ).toEqual([
      { lowerBound: 200_000, upperBound: 210_000, jobCount: 2 },
      { lowerBound: 210_000, upperBound: 220_000, jobCount: 0 },
      { lowerBound: 220_000, upperBound: 230_000, jobCount: 0 },
      { lowerBound: 230_000, upperBound: 240_000, jobCount: 1 },
    ]);
  });

  it('merges steps into at most MAX_BINS equal bars, counting every job once', () => {
    const steps = Array.from({ length: 45 }, (_, i) => ({
      step: 150_000 + i * SALARY_STEP,
      jobCount: i + 1,
    }));
    const bins = toHistogram(steps);
    expect(bins.length).toBeLessThanOrEqual(MAX_BINS);
    expect(bins.reduce((sum, bin) => sum + bin.jobCount, 0)).toBe((45 * 46) / 2);
    const width = bins[0]!.upperBound - bins[0]!.lowerBound;
    expect(width).toBe(50_000);
    bins.forEach((bin, i) => {
      expect(bin.upperBound - bin.lowerBound).toBe(width);
      if (i > 0) expect(bin.lowerBound).toBe(bins[i - 1]!.upperBound);
    });
    expect(bins[0]!.lowerBound).toBeLessThanOrEqual(150_000);
    expect(bins.at(-1)!.upperBound).toBeGreaterThan(590_000);
  });

  it('widens past the listed widths for extreme spreads', () => {
    expect(binWidthFor(100_000, 900_000)).toBe(100_000);
    const width = binWidthFor(10_000, 90_000_000);
    expect(width % 1_000_000).toBe(0);
    expect(Math.floor(90_000_000 / width) - Math.floor(10_000 / width) + 1).toBeLessThanOrEqual(
      MAX_BINS,
    );
  });
});
