import { describe, expect, it } from 'vitest';
import { countTicks, HISTOGRAM_FRAME, histogramLayout, salaryScale } from './chart-geometry';
import { binLabel, manYen, manYenDifference } from './salary-format';

describe('chart geometry', () => {
  it('rounds the count axis up to a readable step', () => {
    expect(countTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countTicks(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(countTicks(1234).top).toBeGreaterThanOrEqual(1234);
    expect(countTicks(1234).ticks.length).toBeLessThanOrEqual(6);
  });

  it('lays bars side by side, the tallest reaching the top tick', () => {
    const bins = [
      { lowerBound: 200_000, upperBound: 220_000, jobCount: 4 },
      { lowerBound: 220_000, upperBound: 240_000, jobCount: 10 },
      { lowerBound: 240_000, upperBound: 260_000, jobCount: 0 },
    ];
    const layout = histogramLayout(bins);
    const { plot } = layout;
    expect(layout.bars[0]!.x).toBe(plot.left);
    expect(layout.bars[2]!.x + layout.bars[2]!.width).toBeCloseTo(plot.right);
    expect(layout.bars[1]!.y).toBe(plot.top);
    expect(layout.bars[1]!.height).toBe(plot.bottom - plot.top);
    expect(layout.bars[2]!.height).toBe(0);
    expect(layout.xOf(230_000)).toBeCloseTo((plot.left + plot.right) / 2);
    expect(layout.xOf(1_000_000)).toBe(plot.right);
    expect(layout.xLabels.map((l) => l.value)).toEqual([200_000, 220_000, 240_000, 260_000]);
    expect(plot.right).toBe(HISTOGRAM_FRAME.width - HISTOGRAM_FRAME.right);
  });

  it('thins the axis labels of many bars', () => {
    const bins = Array.from({ length: 16 }, (_, i) => ({
      lowerBound: 150_000 + i * 25_000,
      upperBound: 175_000 + i * 25_000,
      jobCount: i,
    }));
    expect(histogramLayout(bins).xLabels.length).toBeLessThanOrEqual(7);
  });

  it('scales salaries from zero in 10万円 steps', () => {
    const scale = salaryScale(253_000, 100, 400);
    expect(scale.top).toBe(300_000);
    expect(scale.ticks).toEqual([0, 100_000, 200_000, 300_000]);
    expect(scale.xOf(150_000)).toBe(250);
  });
});

describe('salary formats', () => {
  it('shows 万円 and signed differences', () => {
    expect(manYen(253_456)).toBe('25.3万円');
    expect(manYen(null)).toBe('—');
    expect(manYenDifference(265_000, 250_000)).toBe('+1.5万円');
    expect(manYenDifference(242_000, 250_000)).toBe('−0.8万円');
    expect(manYenDifference(250_200, 250_000)).toBe('±0万円');
    expect(manYenDifference(null, 250_000)).toBe('—');
    expect(binLabel(200_000, 225_000)).toBe('20万〜22.5万円未満');
  });
});
