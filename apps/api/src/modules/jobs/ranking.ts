import { FEATURES, OCCUPATIONS } from '@jobsite/domain/masters';
import {
  type ExpandedTerm,
  expandQuery,
  normalizeSearchText,
  synonymsOf,
} from '@jobsite/domain/search';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import { jobs } from '../../db/schema';

/**
 * おすすめ順 (JobSort `recommended`), docs/decisions/0030-search-order-and-suggestions.md.
 *
 *   with a keyword:    score = 0.70 × text + 0.20 × freshness + 0.10 × completeness
 *   without a keyword: key = published time + 7 days × completeness
 *
 * each part in [0, 1], ties by id (newest job first), so the order is a pure function of the
 * rows and the hour (`rankingHour`; the key without a keyword reads no clock at all).
 * Without a keyword a complete ad counts as one up to a week newer: a key no job can exceed
 * by more than 7 days over its publication, so only the jobs published at most 7 days before
 * the page's last newest job can reach the page (`plainRecommendedSince`), and the list is
 * ranked without scoring every job of it.
 *
 * - text: the mean over the keyword's terms of 0.25 (the job holds the term: every listed job
 *   does) + 0.50 if a spelling of the term is in the title + 0.25 if the term names the job's
 *   occupation or one of its features; the spellings counted leave out those broader than the
 *   typed word (`preciseSpellings`). The title is the start of `search_text` (jobSearchText
 *   writes it first), so "in the title" is a match within its first char_length(title)
 *   characters: normalising never lengthens a title but for rare ligatures (㌧ → トン).
 * - freshness: 0.8 × 1/(1 + days since published / 30) + 0.2 × 1/(1 + days since edited / 30):
 *   a month-old ad counts half of today's; an edit refreshes a little, not enough to game.
 * - completeness: 0.35 × min(1, text bytes / 1,200 ≈ 400 characters) + 0.25 (a salary range, not an open top)
 *   + 0.25 (a photo among the appeal points) + 0.15 (an interview video).
 */

export const RANKING_WEIGHTS = Object.freeze({
  keyword: { text: 0.7, freshness: 0.2, completeness: 0.1 },
});

/** Half-life-like scale of freshness, days: an ad this old scores half. */
const FRESHNESS_DAYS = 30;
/** Search text this long (bytes of UTF-8, ≈400 Japanese characters) counts as a full description. */
const FULL_TEXT_BYTES = 1200;

const HOUR_MS = 3_600_000;

/**
 * The clock the ranking reads, cut to the hour: within an hour the order of a search does
 * not move, so its pages never overlap or skip.
 */
export function rankingHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

const normalizedOccupations = OCCUPATIONS.map((o) => ({
  id: o.id,
  name: normalizeSearchText(o.name),
}));
const normalizedFeatures = FEATURES.map((f) => ({ id: f.id, name: normalizeSearchText(f.name) }));

/** Whether a master's name and a spelling of a term name the same thing (either holds the other). */
function names(name: string, spelling: string): boolean {
  return name.includes(spelling) || (Array.from(name).length >= 2 && spelling.includes(name));
}

/**
 * The spellings that say what the term says: its synonym group less the spellings that are
 * part of the typed word (土木 of 土木作業員 is broader: it would reward 土木施工管理 as much).
 * The match itself still takes every alternative (0027); only the ranking is this strict.
 */
export function preciseSpellings(term: ExpandedTerm): string[] {
  return synonymsOf(term.term).filter((s) => s === term.term || !term.term.includes(s));
}

/** Occupations and features a term names (フォークリフト → the occupation; 4t → 中型). */
export function mastersNamedBy(term: ExpandedTerm): {
  occupationIds: number[];
  featureIds: number[];
} {
  const spellings = preciseSpellings(term);
  return {
    occupationIds: normalizedOccupations
      .filter((o) => spellings.some((s) => names(o.name, s)))
      .map((o) => o.id),
    featureIds: normalizedFeatures
      .filter((f) => spellings.some((s) => names(f.name, s)))
      .map((f) => f.id),
  };
}

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** 0–1: how well a job's text answers the keyword (see the module comment). */
function textScore(terms: readonly ExpandedTerm[]): SQL {
  const title = sql`left(${jobs.searchText}, char_length(${jobs.title}))`;
  const parts = terms.map((term) => {
    const inTitle = sql.join(
      preciseSpellings(term).map((spelling) => sql`strpos(${title}, ${spelling}) <> 0`),
      sql` OR `,
    );
    const { occupationIds, featureIds } = mastersNamedBy(term);
    const named: SQL[] = [];
    if (occupationIds.length) named.push(sql`${jobs.occupationId} IN (${ids(occupationIds)})`);
    if (featureIds.length) {
      named.push(
        sql`EXISTS (SELECT 1 FROM job_features AS rf WHERE rf.job_id = ${jobs.id} AND rf.feature_id IN (${ids(featureIds)}))`,
      );
    }
    const namedSql = named.length ? sql.join(named, sql` OR `) : sql`false`;
    return sql`(0.25 + CASE WHEN ${inTitle} THEN 0.5 ELSE 0 END + CASE WHEN ${namedSql} THEN 0.25 ELSE 0 END)`;
  });
  return sql`((${sql.join(parts, sql` + `)}) / ${sql.raw(String(terms.length))}.0)`;
}

/** 0–1: how recent the ad is at `hour`. */
function freshnessScore(hour: Date): SQL {
  const at = sql`${hour.toISOString()}::timestamptz`;
  const decay = (column: AnyPgColumn) =>
    sql`(1.0::float8 / (1.0 + greatest(0, date_part('epoch', ${at} - coalesce(${column}, ${jobs.createdAt})) / 86400.0) / ${sql.raw(String(FRESHNESS_DAYS))}))`;
  return sql`(0.8 * ${decay(jobs.publishedAt)} + 0.2 * ${decay(jobs.editedAt)})`;
}

/** 0–1: how much the ad tells (text, a salary range, a photo, a video). */
function completenessScore(): SQL {
  // octet_length reads a long text's size from its header (no decompression): ≈3 bytes a
  // character of Japanese text. The photo is a probe of job_appeal_points_job_id_idx per
  // ranked row (a scalar sub-select: an EXISTS becomes a scan of every appeal point).
  return sql`(0.35 * least(1.0, octet_length(${jobs.searchText})::float8 / ${sql.raw(String(FULL_TEXT_BYTES))})
    + CASE WHEN ${jobs.highestSalary} IS NOT NULL THEN 0.25 ELSE 0 END
    + CASE WHEN (SELECT true FROM job_appeal_points AS rp WHERE rp.job_id = ${jobs.id} AND rp.image_url IS NOT NULL LIMIT 1) THEN 0.25 ELSE 0 END
    + CASE WHEN ${jobs.interviewVideoUrl} IS NOT NULL THEN 0.15 ELSE 0 END)`;
}

/** A weight written into the SQL (a constant: an untyped parameter would need a cast). */
const weight = (value: number) => sql.raw(value.toFixed(2));

/** A complete ad (completeness 1) counts as one this many days newer, without a keyword. */
export const COMPLETENESS_DAYS = 7;

/** Whether おすすめ順 of this keyword is the key without text (no keyword, or no term in it). */
export function isPlainRecommended(keyword: string | undefined): boolean {
  return !keyword || expandQuery(keyword).length === 0;
}

/** The key of おすすめ順 without a keyword: epoch seconds of publication + the bonus. */
function plainKey(): SQL {
  return sql`(date_part('epoch', ${jobs.publishedAt}) + ${sql.raw(String(COMPLETENESS_DAYS * 86_400))} * ${completenessScore()})`;
}

/**
 * The earliest publication a job may have to reach the first `rank` places of おすすめ順
 * without a keyword, in a list of WHERE `where`: COMPLETENESS_DAYS before the rank-th newest
 * job; undefined (every job) when the list has fewer. A job published earlier has a key below
 * that job's publication, which the `rank` newest jobs all reach: it cannot be in the page.
 * One walk of a published_at index, asked apart so that the page's query gets the bound as a
 * value (a range of the same index) rather than a sub-select the planner cannot estimate.
 */
export async function plainRecommendedSince(
  db: Database,
  where: SQL,
  rank: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: jobs.publishedAt })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .offset(rank - 1)
    .limit(1);
  if (!row?.at) return undefined;
  return new Date(row.at.getTime() - COMPLETENESS_DAYS * 86_400_000);
}

/** The おすすめ score of a job (higher first), for a keyword (or none) at `now`. */
export function recommendedScore(keyword: string | undefined, now: Date): SQL {
  const hour = rankingHour(now);
  const terms = keyword ? expandQuery(keyword) : [];
  if (terms.length === 0) return plainKey();
  const w = RANKING_WEIGHTS.keyword;
  return sql`(${weight(w.text)} * ${textScore(terms)} + ${weight(w.freshness)} * ${freshnessScore(hour)} + ${weight(w.completeness)} * ${completenessScore()})`;
}

/** ORDER BY of おすすめ順: the score, then the id (newest job first). */
export function recommendedOrder(keyword: string | undefined, now: Date): SQL[] {
  return [sql`${recommendedScore(keyword, now)} DESC`, desc(jobs.id)];
}
