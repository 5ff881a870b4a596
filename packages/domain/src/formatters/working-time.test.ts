import { describe, expect, it } from 'vitest';
import { formatHour, formatWorkingTime } from './working-time';

describe('formatHour', () => {
  it('formats every hour of the picker', () => {
    expect(formatHour(0)).toBe('0:00');
    expect(formatHour(8)).toBe('8:00');
    expect(formatHour(23)).toBe('23:00');
  });

  it.each([[-1], [24], [7.5], [Number.NaN]])('returns an empty string for %j', (hour) => {
    expect(formatHour(hour)).toBe('');
  });
});

describe('formatWorkingTime', () => {
  it('formats hours and clock times as start〜end', () => {
    expect(formatWorkingTime(8, 17)).toBe('8:00〜17:00');
    expect(formatWorkingTime('08:00', '17:00')).toBe('8:00〜17:00');
    expect(formatWorkingTime('8:30:00', '17:45:00')).toBe('8:30〜17:45');
  });

  it('marks a leave time on the next day with 翌', () => {
    expect(formatWorkingTime(22, 5)).toBe('22:00〜翌5:00');
    expect(formatWorkingTime('21:30', '06:00')).toBe('21:30〜翌6:00');
  });

  it('leaves a missing or invalid side open', () => {
    expect(formatWorkingTime(8, null)).toBe('8:00〜');
    expect(formatWorkingTime(undefined, '17:00')).toBe('〜17:00');
    expect(formatWorkingTime('8:00', '25:00')).toBe('8:00〜');
  });

  it('returns an empty string when neither side is a time', () => {
    expect(formatWorkingTime(null, undefined)).toBe('');
    expect(formatWorkingTime('morning', '9:60')).toBe('');
    expect(formatWorkingTime(24, -1)).toBe('');
  });
});
