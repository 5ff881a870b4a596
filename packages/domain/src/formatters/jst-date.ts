/**
 * Dates in Japan time (spec §5), independent of the machine's time zone.
 *
 * Japan has kept UTC+9 without daylight saving time since 1951, so Asia/Tokyo wall time is
 * the instant shifted by a fixed nine hours; this avoids an Intl round trip per call.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Anything the API or a form may hand over as a date. Invalid or empty input formats as ''. */
export type DateInput = Date | string | number | null | undefined;

/** Calendar and clock fields of an instant in Japan time. `month` is 1..12. */
export interface JstDateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD[T ]HH:mm[:ss[.sss]]' with no offset: read as Japan wall time. */
const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/** Epoch ms of an offset-less ISO string (NaN when its fields are impossible), or null. */
function parseJstWallTime(text: string): number | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const asUtc = new Date(Date.UTC(...fields, Number(ms.padEnd(3, '0'))));
  // Reject dates that Date.UTC silently rolls over, such as 2025-02-30 or 24:00.
  const rolledOver =
    asUtc.getUTCFullYear() !== fields[0] ||
    asUtc.getUTCMonth() !== fields[1] ||
    asUtc.getUTCDate() !== fields[2] ||
    asUtc.getUTCHours() !== fields[3] ||
    asUtc.getUTCMinutes() !== fields[4] ||
    asUtc.getUTCSeconds() !== fields[5];
  return rolledOver ? Number.NaN : asUtc.getTime() - JST_OFFSET_MS;
}

/**
 * Epoch milliseconds of the input, or null when it is not a valid date. Strings with an
 * offset or 'Z' are exact instants; offset-less ISO strings are Japan wall time, so
 * '2025-04-01' stays April 1st on every machine.
 */
function toEpochMs(input: DateInput): number | null {
  let ms: number;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === 'number') ms = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return null;
    ms = parseJstWallTime(text) ?? Date.parse(text);
  } else return null;
  return Number.isFinite(ms) ? ms : null;
}

/** The Japan-time fields of an instant, or null for invalid input. */
export function toJstParts(input: DateInput): JstDateParts | null {
  const ms = toEpochMs(input);
  if (ms === null) return null;
  const shifted = new Date(ms + JST_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  return {
    year,
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const calendarDate = (parts: JstDateParts, separator: '/' | '-'): string =>
  [pad(parts.year, 4), pad(parts.month), pad(parts.day)].join(separator);

/** 'YYYY/MM/DD' in Japan time; '' for invalid input. */
export function formatJstDate(input: DateInput): string {
  const parts = toJstParts(input);
  return parts ? calendarDate(parts, '/') : '';
}

/** 'YYYY/MM/DD HH:mm' in Japan time; '' for invalid input. */
export function formatJstDateTime(input: DateInput): string {
  const parts = toJstParts(input);
  return parts ? `${calendarDate(parts, '/')} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

/** ISO calendar date 'YYYY-MM-DD' in Japan time; '' for invalid input. */
export function toJstDateString(input: DateInput): string {
  const parts = toJstParts(input);
  return parts ? calendarDate(parts, '-') : '';
}

/**
 * The instant of a Japan wall time written 'YYYY-MM-DD HH:mm' (or 'T' between), or null when
 * it is not one; how an operator types interview dates.
 */
export function parseJstDateTime(text: string): Date | null {
  const ms = parseJstWallTime(text.trim());
  return ms === null || Number.isNaN(ms) ? null : new Date(ms);
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** '2026/12/03(木) 10:00〜11:00' in Japan time (an interview slot); '' for invalid input. */
export function formatJstTimeRange(start: DateInput, end: DateInput): string {
  const from = toJstParts(start);
  const to = toJstParts(end);
  if (!from || !to) return '';
  const weekday = WEEKDAYS[new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay()];
  const clock = (parts: JstDateParts) => `${pad(parts.hour)}:${pad(parts.minute)}`;
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  return `${calendarDate(from, '/')}(${weekday}) ${clock(from)}〜${sameDay ? '' : `${calendarDate(to, '/')} `}${clock(to)}`;
}
