import { and, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { jobs } from './schema';

/**
 * Keyword search over jobs. `jobs.search_text` holds one normalised string per job (title,
 * catchphrase, description, company, occupation and address), indexed with a pg_trgm GIN
 * index, so `LIKE '%…%'` on it is an index search for keywords of 3+ characters.
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

/** Longest keyword term taken into account; longer ones are cut. */
const MAX_TERM_LENGTH = 50;

/** Splits a keyword into normalised terms (space-separated, full-width spaces included). */
export function keywordTerms(keyword: string): string[] {
  return normalizeSearchText(keyword)
    .split(' ')
    .filter(Boolean)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Condition matching jobs whose text contains every term of the keyword; undefined for an
 * empty keyword. Terms of 3+ characters use the trigram index; shorter ones (common in
 * Japanese: 大型, 夜勤) are filtered after the other conditions narrowed the rows.
 */
export function jobKeywordCondition(keyword: string | null | undefined): SQL | undefined {
  const terms = keyword ? keywordTerms(keyword) : [];
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${jobs.searchText} LIKE ${`%${escapeLike(term)}%`}`));
}
