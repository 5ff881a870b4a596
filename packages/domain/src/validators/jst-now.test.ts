import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentJstYearMonth, monthIndex } from './jst-now';

afterEach(() => {
  vi.useRealTimers();
});

describe('currentJstYearMonth', () => {
  it('uses the Japan calendar month', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-31T15:30:00Z'));
    expect(currentJstYearMonth()).toEqual({ year: 2025, month: 4 });
    vi.setSystemTime(new Date('2025-12-31T15:00:00Z'));
    expect(currentJstYearMonth()).toEqual({ year: 2026, month: 1 });
  });
});

describe('monthIndex', () => {
  it('orders year-months', () => {
    expect(monthIndex(2025, 1)).toBe(monthIndex(2024, 12) + 1);
    expect(monthIndex(2025, 4)).toBeGreaterThan(monthIndex(2025, 3));
    expect(monthIndex(2024, 12)).toBeLessThan(monthIndex(2025, 1));
  });
});
