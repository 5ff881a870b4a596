/**
 * The lengths that make the demo catalogue's time move with the site (decision 0033).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The seed spreads publication over this many days before it runs, a few jobs each day. */
export const SEED_WINDOW_DAYS = 90;

/**
 * How long a posting runs after it is published (JobPosting validThrough): longer than the
 * renewal's 90-day round, so a demo job the renewal keeps never lapses in between.
 */
export const POSTING_DAYS = 120;

/** The JST calendar day of an instant, as YYYY-MM-DD. */
export function jstDay(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 JST of the day `day` (YYYY-MM-DD). */
export function jstDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - JST_OFFSET_MS);
}

/** Whole days since 1970-01-01 JST: the renewal's day number. */
export function jstDayNumber(at: Date): number {
  return Math.floor((at.getTime() + JST_OFFSET_MS) / DAY_MS);
}

/** When a job published at `publishedAt` stops running unless renewed. */
export function postingEnd(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + POSTING_DAYS * DAY_MS);
}
