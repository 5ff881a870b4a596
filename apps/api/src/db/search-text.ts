import { and, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { jobs } from './schema';

/**
 * Keyword search over jobs. `jobs.search_text` holds one normalised string per job (title,
 * catchphrase, description, company, occupation and address), with two GIN indexes:
 * - `jobs_search_text_trgm_idx` (pg_trgm): `LIKE '%…%'` is an index search for terms of 3+
 *   characters, the index giving candidates that LIKE then checks;
 * - `jobs_search_grams_idx`: every character and pair of characters of the text
 *   (`job_search_grams`, migration 0007), so a term of one or two characters (大型, 夜勤, 寮),
 *   which has no trigram, is an exact index lookup. Both follow every write of `search_text`
 *   and of `is_published` by themselves: nothing else to keep in sync.
 *
 * Normalisation is NFKC + lower case (full-width Ａ１ → a1, half-width ｶﾅ → カナ) with runs of
 * white space folded, done the same way in JavaScript (seed, writes) and in SQL (refresh).
 */

export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface JobSearchTextParts {
  title: string;
  catchphrase?: string | null;
  jobDescription?: string | null;
  companyName?: string | null;
  occupationName?: string | null;
  prefectureName?: string | null;
  municipalityName?: string | null;
  addressLine?: string | null;
}

/** The `search_text` of a job, from its parts (same content as `refreshJobSearchText`). */
export function jobSearchText(p: JobSearchTextParts): string {
  return normalizeSearchText(
    [
      p.title,
      p.catchphrase,
      p.jobDescription,
      p.companyName,
      p.occupationName,
      p.prefectureName,
      p.municipalityName,
      p.addressLine,
    ]
      .filter((part): part is string => Boolean(part))
      .join(' '),
  );
}

/**
 * Rebuilds `search_text` in SQL from the current rows, for all jobs or some, e.g. after a
 * company is renamed or a job's texts are edited outside the seed.
 */
export async function refreshJobSearchText(
  db: Database | Transaction,
  jobIds?: readonly number[],
): Promise<void> {
  const only = jobIds ? sql`AND j.id = ANY(${sql.param([...jobIds])}::int[])` : sql``;
  await db.execute(sql`
    UPDATE jobs AS j SET search_text = trim(regexp_replace(lower(normalize(concat_ws(' ',
        j.title, d.catchphrase, d.job_description_option, c.name, o.name, p.name,
        (SELECT m.name FROM municipalities AS m WHERE m.code = j.municipality_code),
        j.address_line), NFKC)), '\\s+', ' ', 'g'))
    FROM companies AS c, occupations AS o, prefectures AS p, jobs AS jd
      LEFT JOIN job_details AS d ON d.job_id = jd.id
    WHERE c.id = j.company_id AND o.id = j.occupation_id AND p.code = j.prefecture_code
      AND jd.id = j.id ${only}`);
}

/** Longest keyword term taken into account, in characters; longer ones are cut. */
const MAX_TERM_LENGTH = 50;

/** Terms up to this many characters are looked up by `jobs_search_grams_idx`. */
const MAX_GRAM_LENGTH = 2;

/** Splits a keyword into normalised terms (space-separated, full-width spaces included). */
export function keywordTerms(keyword: string): string[] {
  return normalizeSearchText(keyword)
    .split(' ')
    .filter(Boolean)
    .map((term) => Array.from(term).slice(0, MAX_TERM_LENGTH).join(''));
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The condition one term puts on a job. A term of one or two characters (counted as
 * PostgreSQL does, by code point) is a key of `jobs_search_grams_idx`, so containment is
 * exact. `strpos` comes first and is what a row is checked with when the planner walks a sort
 * index instead: a cheap test, after which the costly grams expression runs only for matches.
 * (`strpos(…) <> 0` rather than LIKE because the planner counts it as keeping nearly every
 * row: LIKE's own guess, multiplied with the index's, would make a common term look rare.)
 * Longer terms use LIKE, which the trigram index serves.
 */
function termCondition(term: string): SQL {
  if (Array.from(term).length <= MAX_GRAM_LENGTH) {
    return sql`(strpos(${jobs.searchText}, ${term}) <> 0 AND job_search_grams(${jobs.searchText}) COLLATE "C" @> ARRAY[${term}]::text[])`;
  }
  return sql`${jobs.searchText} LIKE ${`%${escapeLike(term)}%`}`;
}

/**
 * Condition matching jobs whose text contains every term of the keyword; undefined for an
 * empty keyword. `indexed: false` states the same with `strpos` alone, which no index serves:
 * for a list that walks its sort index and tests each row it meets (the planner, misled by
 * LIKE's guess, would otherwise read every match through the keyword indexes and sort them).
 */
export function jobKeywordCondition(
  keyword: string | null | undefined,
  options: { indexed?: boolean } = {},
): SQL | undefined {
  const terms = keyword ? keywordTerms(keyword) : [];
  if (terms.length === 0) return undefined;
  const indexed = options.indexed ?? true;
  return and(
    ...[...new Set(terms)].map((term) =>
      indexed ? termCondition(term) : sql`strpos(${jobs.searchText}, ${term}) <> 0`,
    ),
  );
}
