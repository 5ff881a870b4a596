import { toJstParts } from '../formatters/jst-date';

/**
 * Today's year and month in Japan, read at validation time (not at module load) so
 * long-running servers and tests with fake timers see the current date.
 */
export function currentJstYearMonth(): { year: number; month: number } {
  const parts = toJstParts(Date.now());
  if (!parts) throw new RangeError('The system clock is outside the supported date range');
  return { year: parts.year, month: parts.month };
}

/** A year and month as one comparable number. */
export const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);
