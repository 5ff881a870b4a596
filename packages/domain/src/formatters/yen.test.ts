import { describe, expect, it } from 'vitest';
import { formatManYen, formatManYenRange, formatYen, formatYenRange } from './yen';

describe('formatYen', () => {
  it('groups thousands and appends 円', () => {
    expect(formatYen(200000)).toBe('200,000円');
    expect(formatYen(1200)).toBe('1,200円');
    expect(formatYen(12345678)).toBe('12,345,678円');
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    'returns an empty string for %j',
    (amount) => {
      expect(formatYen(amount)).toBe('');
    },
  );
});

describe('formatYenRange', () => {
  it('shows min〜max', () => {
    expect(formatYenRange(200000, 300000)).toBe('200,000円〜300,000円');
  });

  it('shows a single amount when both sides are equal', () => {
    expect(formatYenRange(250000, 250000)).toBe('250,000円');
  });

  it('shows one-sided ranges with the wave dash on the open side', () => {
    expect(formatYenRange(200000, null)).toBe('200,000円〜');
    expect(formatYenRange(0, 300000)).toBe('〜300,000円');
    expect(formatYenRange(undefined, 300000)).toBe('〜300,000円');
  });

  it('returns an empty string when neither side is set', () => {
    expect(formatYenRange(null, undefined)).toBe('');
    expect(formatYenRange(0, Number.NaN)).toBe('');
  });
});

describe('formatManYen', () => {
  it('shows amounts in 万円 with at most one decimal, rounded down', () => {
    expect(formatManYen(200000)).toBe('20万円');
    expect(formatManYen(255000)).toBe('25.5万円');
    expect(formatManYen(123456)).toBe('12.3万円');
    expect(formatManYen(12000000)).toBe('1,200万円');
  });

  it.each([[0], [-200000], [Number.NaN], [null], [undefined]])(
    'returns an empty string for %j',
    (amount) => {
      expect(formatManYen(amount)).toBe('');
    },
  );
});

describe('formatManYenRange', () => {
  it('shows min〜max in 万円', () => {
    expect(formatManYenRange(200000, 300000)).toBe('20万円〜30万円');
  });

  it('handles equal, one-sided and empty ranges like formatYenRange', () => {
    expect(formatManYenRange(300000, 300000)).toBe('30万円');
    expect(formatManYenRange(200000, null)).toBe('20万円〜');
    expect(formatManYenRange(null, 400000)).toBe('〜40万円');
    expect(formatManYenRange(null, null)).toBe('');
  });
});
