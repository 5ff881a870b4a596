import { describe, expect, it } from 'vitest';
import {
  formatJstDate,
  formatJstDateTime,
  formatJstTimeRange,
  parseJstDateTime,
  toJstDateString,
  toJstParts,
} from './jst-date';

// 2025-03-31T15:30:00Z is already April 1st, 00:30 in Japan.
const NEXT_DAY_IN_JAPAN = '2025-03-31T15:30:00Z';

const INVALID_INPUTS = [
  ['empty string', ''],
  ['blank string', '   '],
  ['garbage', 'not a date'],
  ['impossible day', '2025-02-30'],
  ['impossible hour', '2025-04-01T24:00'],
  ['invalid Date', new Date(Number.NaN)],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['null', null],
  ['undefined', undefined],
] as const;

describe('formatJstDate', () => {
  it('uses the Japan calendar day, not the UTC one', () => {
    expect(formatJstDate(NEXT_DAY_IN_JAPAN)).toBe('2025/04/01');
    expect(formatJstDate(new Date(NEXT_DAY_IN_JAPAN))).toBe('2025/04/01');
    expect(formatJstDate(Date.parse(NEXT_DAY_IN_JAPAN))).toBe('2025/04/01');
  });

  it('keeps the day of an instant that is still the same day in Japan', () => {
    expect(formatJstDate('2025-03-31T14:59:59Z')).toBe('2025/03/31');
    expect(formatJstDate('2025-04-01T00:00:00+09:00')).toBe('2025/04/01');
  });

  it('reads offset-less ISO strings as Japan wall time', () => {
    expect(formatJstDate('2025-04-01')).toBe('2025/04/01');
    expect(formatJstDate('2025-04-01T00:10:00')).toBe('2025/04/01');
    expect(formatJstDate('2024-12-31 23:59')).toBe('2024/12/31');
  });

  it('agrees with Intl Asia/Tokyo formatting', () => {
    const tokyo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const iso of ['1990-06-15T15:00:00Z', '2000-02-28T20:00:00Z', '2024-02-28T15:00:00Z']) {
      expect(formatJstDate(iso)).toBe(tokyo.format(new Date(iso)).replaceAll('-', '/'));
    }
  });

  it.each(INVALID_INPUTS)('returns an empty string for %s', (_, input) => {
    expect(formatJstDate(input)).toBe('');
  });
});

describe('formatJstDateTime', () => {
  it('formats YYYY/MM/DD HH:mm in Japan time', () => {
    expect(formatJstDateTime(NEXT_DAY_IN_JAPAN)).toBe('2025/04/01 00:30');
    expect(formatJstDateTime('2025-01-05T03:04:00Z')).toBe('2025/01/05 12:04');
    expect(formatJstDateTime('2025-04-01T09:05:30')).toBe('2025/04/01 09:05');
  });

  it.each(INVALID_INPUTS)('returns an empty string for %s', (_, input) => {
    expect(formatJstDateTime(input)).toBe('');
  });
});

describe('toJstDateString', () => {
  it('returns the ISO calendar date in Japan time', () => {
    expect(toJstDateString(NEXT_DAY_IN_JAPAN)).toBe('2025-04-01');
    expect(toJstDateString('2025-12-31T14:59:00Z')).toBe('2025-12-31');
    expect(toJstDateString('2025-12-31T15:00:00Z')).toBe('2026-01-01');
  });

  it.each(INVALID_INPUTS)('returns an empty string for %s', (_, input) => {
    expect(toJstDateString(input)).toBe('');
  });
});

describe('toJstParts', () => {
  it('returns the Japan-time fields with a 1-based month', () => {
    expect(toJstParts(NEXT_DAY_IN_JAPAN)).toEqual({
      year: 2025,
      month: 4,
      day: 1,
      hour: 0,
      minute: 30,
    });
  });

  it('returns null for invalid input', () => {
    expect(toJstParts('2025-13-01')).toBeNull();
    expect(toJstParts(null)).toBeNull();
  });
});

describe('parseJstDateTime', () => {
  it('reads an operator-typed date and time as Japan wall time', () => {
    expect(parseJstDateTime('2026-12-03 10:00')?.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    // Just after midnight in Japan is the previous day in UTC.
    expect(parseJstDateTime('2026-12-04T00:30')?.toISOString()).toBe('2026-12-03T15:30:00.000Z');
  });

  it.each(['', '2026-02-30 10:00', '2026-12-03 24:00', '12/3 10:00', 'tomorrow'])(
    'refuses %j',
    (text) => {
      expect(parseJstDateTime(text)).toBeNull();
    },
  );
});

describe('formatJstTimeRange', () => {
  it('shows the Japan day with its weekday and both clock times', () => {
    expect(formatJstTimeRange('2026-12-03T01:00:00Z', '2026-12-03T02:00:00Z')).toBe(
      '2026/12/03(木) 10:00〜11:00',
    );
    expect(formatJstTimeRange('2026-12-03T15:30:00Z', '2026-12-03T16:00:00Z')).toBe(
      '2026/12/04(金) 00:30〜01:00',
    );
  });

  it('names the end day when the slot runs past midnight, and is empty for bad input', () => {
    expect(formatJstTimeRange('2026-12-03T14:30:00Z', '2026-12-03T15:30:00Z')).toBe(
      '2026/12/03(木) 23:30〜2026/12/04 00:30',
    );
    expect(formatJstTimeRange('nope', '2026-12-03T15:30:00Z')).toBe('');
  });
});
