import { createHash } from 'node:crypto';
import {
  expandQuery,
  normalizeSearchText,
  SEARCH_NORMALIZER_VERSION,
  searchTerms,
} from '@jobsite/domain/search';
import { and, or, type SQL, sql } from 'drizzle-orm';
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
 * Text and query terms go through the one normaliser of `@jobsite/domain/search` (NFKC, case,
 * hiragana as katakana, long vowels, numerals, tonnage: 4t = 4トン = ４ｔ), in JavaScript only:
 * the seed, `refreshJobSearchText` and the queries all call it. A query term stands for the
 * spellings of its trade synonym group (中型 → 中型 or 4t): a job matches a term if it holds any
 * of them, and every term (docs/decisions/0027). When the normaliser's rules change, the
 * stored texts are rebuilt once at start (`ensureJobSearchTextCurrent`).
 */

export { normalizeSearchText };

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

/** Jobs whose search text is rebuilt per statement (bounded parameters and memory). */
const REFRESH_BATCH = 2_000;

interface SearchTextSourceRow extends Record<string, unknown> {
  id: number;
  title: string;
  catchphrase: string | null;
  job_description: string | null;
  company_name: string | null;
  occupation_name: string | null;
  prefecture_name: string | null;
  municipality_name: string | null;
  address_line: string | null;
}

async function rows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }` (PGlite and node-postgres).
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Rebuilds `search_text` from the current rows, for all jobs or some, e.g. after a company
 * is renamed or a job's texts are edited outside the seed. The parts are read in SQL and
 * normalised in JavaScript (the rules live in one place), a batch of jobs per statement;
 * rows whose text is unchanged are not written, so their index entries stay as they are.
 * Returns nothing; `ensureJobSearchTextCurrent` counts what it rewrote.
 */
export async function refreshJobSearchText(
  db: Database | Transaction,
  jobIds?: readonly number[],
): Promise<void> {
  await rebuildJobSearchText(db, jobIds);
}

async function rebuildJobSearchText(
  db: Database | Transaction,
  jobIds?: readonly number[],
): Promise<number> {
  let changed = 0;
  const rewrite = async (batch: SearchTextSourceRow[]) => {
    if (batch.length === 0) return;
    const ids = batch.map((row) => Number(row.id));
    const texts = batch.map((row) =>
      jobSearchText({
        title: row.title,
        catchphrase: row.catchphrase,
        jobDescription: row.job_description,
        companyName: row.company_name,
        occupationName: row.occupation_name,
        prefectureName: row.prefecture_name,
        municipalityName: row.municipality_name,
        addressLine: row.address_line,
      }),
    );
    const updated = await rows<{ id: number }>(
      db,
      sql`UPDATE jobs AS j SET search_text = v.text
          FROM unnest(${sql.param(ids)}::int[], ${sql.param(texts)}::text[]) AS v(id, text)
          WHERE j.id = v.id AND j.search_text IS DISTINCT FROM v.text
          RETURNING j.id`,
    );
    changed += updated.length;
  };
  const read = (where: SQL) =>
    rows<SearchTextSourceRow>(
      db,
      sql`SELECT j.id, j.title, d.catchphrase, d.job_description_option AS job_description,
            c.name AS company_name, o.name AS occupation_name, p.name AS prefecture_name,
            (SELECT m.name FROM municipalities AS m WHERE m.code = j.municipality_code)
              AS municipality_name,
            j.address_line
          FROM jobs AS j
            JOIN companies AS c ON c.id = j.company_id
            JOIN occupations AS o ON o.id = j.occupation_id
            JOIN prefectures AS p ON p.code = j.prefecture_code
            LEFT JOIN job_details AS d ON d.job_id = j.id
          WHERE ${where}
          ORDER BY j.id LIMIT ${REFRESH_BATCH}`,
    );
  if (jobIds) {
    const unique = [...new Set(jobIds)];
    for (let start = 0; start < unique.length; start += REFRESH_BATCH) {
      const slice = unique.slice(start, start + REFRESH_BATCH);
      await rewrite(await read(sql`j.id = ANY(${sql.param(slice)}::int[])`));
    }
    return changed;
  }
  // Every job, in id order, a batch at a time.
  let after = 0;
  for (;;) {
    const batch = await read(sql`j.id > ${after}`);
    await rewrite(batch);
    if (batch.length < REFRESH_BATCH) return changed;
    after = Number(batch[batch.length - 1]!.id);
  }
}

/**
 * What identifies the normaliser's rules: its version and a digest of what it makes of a
 * probe touching every rule, so a change of rules is noticed even if the version was not
 * bumped. Kept as the comment of `jobs.search_text`.
 */
const NORMALIZER_PROBE =
  'ＡＢｃ ﾄﾞﾗｲﾊﾞｰ どらいばー トレ−ラ～ ４ｔ 4トン 四トン 3ヶ月 第二種 一級 乙四 第1トンネル \u200b\u3000 9:00〜18:00';

export function searchTextFingerprint(): string {
  const digest = createHash('sha256')
    .update(normalizeSearchText(NORMALIZER_PROBE))
    .digest('hex')
    .slice(0, 16);
  return `search-normalizer v${SEARCH_NORMALIZER_VERSION} ${digest}`;
}

/**
 * Brings stored search texts to the current normaliser: when the fingerprint kept on
 * `jobs.search_text` (its column comment) differs from the code's, every job's text is
 * rebuilt (`refreshJobSearchText`, changed rows only) and the fingerprint stored. Runs at
 * start after the migrations, no migration needed for a change of rules; a database seeded
 * by this code is found current and left alone. Returns the number of rows rewritten.
 */
export async function ensureJobSearchTextCurrent(db: Database): Promise<number> {
  const fingerprint = searchTextFingerprint();
  const [stored] = await rows<{ comment: string | null }>(
    db,
    sql`SELECT col_description('jobs'::regclass, a.attnum) AS comment
        FROM pg_attribute AS a
        WHERE a.attrelid = 'jobs'::regclass AND a.attname = 'search_text'`,
  );
  if (stored?.comment === fingerprint) return 0;
  return db.transaction(async (tx) => {
    const changed = await rebuildJobSearchText(tx);
    // COMMENT takes no parameters: the fingerprint is ours (letters, digits, spaces).
    await tx.execute(
      sql.raw(`COMMENT ON COLUMN jobs.search_text IS '${fingerprint.replace(/'/g, "''")}'`),
    );
    return changed;
  });
}

/** Terms up to this many characters are looked up by `jobs_search_grams_idx`. */
const MAX_GRAM_LENGTH = 2;

/** Splits a keyword into normalised terms (space-separated, full-width spaces included). */
export function keywordTerms(keyword: string): string[] {
  return searchTerms(keyword);
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
 * Condition matching jobs whose text holds every term of the keyword, each term in any of
 * its spellings (`expandQuery`: 中型 → 中型 or 4t); undefined for an empty keyword. Each
 * spelling goes to the index of its length, so a term is a BitmapOr of index lookups.
 * `indexed: false` states the same with `strpos` alone, which no index serves: for a list
 * that walks its sort index and tests each row it meets (the planner, misled by LIKE's
 * guess, would otherwise read every match through the keyword indexes and sort them).
 */
export function jobKeywordCondition(
  keyword: string | null | undefined,
  options: { indexed?: boolean } = {},
): SQL | undefined {
  const terms = keyword ? expandQuery(keyword) : [];
  if (terms.length === 0) return undefined;
  const indexed = options.indexed ?? true;
  const one = (alternative: string) =>
    indexed ? termCondition(alternative) : sql`strpos(${jobs.searchText}, ${alternative}) <> 0`;
  return and(
    ...terms.map(({ alternatives }) =>
      alternatives.length === 1 ? one(alternatives[0]!) : or(...alternatives.map(one)),
    ),
  );
}
