import { describe, expect, it } from 'vitest';
import { BADGE } from '../constants';
import { formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('shows counts from 1 up to the cap', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(42)).toBe('42');
    expect(formatBadgeCount(BADGE.cap)).toBe('99');
  });

  it('shows 99+ above the cap', () => {
    expect(formatBadgeCount(BADGE.cap + 1)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe(BADGE.overCapLabel);
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('99+');
  });

  it('drops a fractional part', () => {
    expect(formatBadgeCount(3.7)).toBe('3');
  });

  it.each([[0], [0.5], [-1], [Number.NaN], [Number.NEGATIVE_INFINITY], [null], [undefined]])(
    'hides the badge for %j',
    (count) => {
      expect(formatBadgeCount(count)).toBeNull();
    },
  );
});
