import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type BulkLoader, bulkLoad } from '../db/bulk-load';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { syncMasterData } from '../db/master-data';
import {
  companies,
  companyDetails,
  companyImages,
  faqItems,
  jobAppealPoints,
  jobArticleSections,
  jobDetails,
  jobFeatures,
  jobSeekerComments,
  jobSummaries,
  jobs,
  magazineArticleCategories,
  magazineArticles,
  magazineCategories,
  newsItems,
  offices,
  trademarks,
  workingTimes,
} from '../db/schema';
import { recordSavedSearchMatches } from '../modules/saved-searches/matching';
import { companyCountFor, generateCompanies } from './companies';
import { generateComments, generateContent } from './content';
import { emptyJobRows, JobGenerator, type JobRows } from './jobs';
import { Random } from './random';

export const DEFAULT_SEED = 20_240_401;
export const DEFAULT_JOB_COUNT = 20_000;
/** Jobs generated and inserted together; bounds memory whatever the total. */
const JOB_CHUNK = 2_000;

export interface SeedOptions {
  /** Jobs to write (default 20,000). */
  jobs?: number;
  /** PRNG seed: the same seed and job count give the same rows. */
  seed?: number;
  /** Empty the catalogue tables first; without it, seeding a non-empty catalogue fails. */
  reset?: boolean;
  /** Progress lines. */
  log?: (message: string) => void;
  /**
   * The seed's clock: publication, edit and closing dates count back from it, validThrough
   * forward (decision 0033). Default: the real time. Tests pass a fixed one.
   */
  now?: () => Date;
}

export interface SeedResult {
  jobs: number;
  publishedJobs: number;
  companies: number;
  offices: number;
  jobSeekerComments: number;
  magazineArticles: number;
  newsItems: number;
  faqItems: number;
  durationMs: number;
}

/** The tables the seed writes. */
export const SEEDED_TABLES: readonly PgTable[] = [
  companies,
  companyDetails,
  offices,
  companyImages,
  jobs,
  jobDetails,
  workingTimes,
  jobFeatures,
  jobAppealPoints,
  jobSummaries,
  jobArticleSections,
  jobSeekerComments,
  magazineCategories,
  magazineArticles,
  magazineArticleCategories,
  newsItems,
  faqItems,
  trademarks,
];

/** The seeded tables' names: the reset truncates them (and what references them). */
const CATALOGUE_TABLES = SEEDED_TABLES.map((table) => getTableName(table));

/** Tables whose identity sequences must move past the ids the seed wrote. */
const IDENTITY_TABLES = SEEDED_TABLES.filter(
  (table) => getTableColumns(table).id?.generatedIdentity,
).map((table) => getTableName(table));

export async function countJobs(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs);
  return Number(row?.n ?? 0);
}

/** Empties the catalogue (CASCADE: rows of later tables that reference jobs go too). */
export async function resetCatalogue(db: Database | Transaction): Promise<void> {
  await db.execute(
    sql.raw(
      `TRUNCATE ${CATALOGUE_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`,
    ),
  );
}

async function insertJobRows(loader: BulkLoader, rows: JobRows): Promise<void> {
  await loader.insert(jobs, rows.jobs);
  await loader.insert(jobDetails, rows.jobDetails);
  await loader.insert(workingTimes, rows.workingTimes);
  await loader.insert(jobFeatures, rows.jobFeatures);
  await loader.insert(jobAppealPoints, rows.jobAppealPoints);
  await loader.insert(jobSummaries, rows.jobSummaries);
  await loader.insert(jobArticleSections, rows.jobArticleSections);
}

/**
 * The generators of one seed's catalogue, each on its own fork of the seed's stream: the
 * companies (made at once), then content, jobs (one at a time) and comments. The whole-seed
 * rules test generates through the same wiring as the seed writes.
 */
export function catalogueGenerators(seed: number, jobCount: number, now: Date) {
  const random = new Random(seed);
  const { companies, rows: companyRows } = generateCompanies(
    random.fork(),
    companyCountFor(jobCount),
  );
  const contentRandom = random.fork();
  const jobRandom = random.fork();
  const commentRandom = random.fork();
  return {
    companies,
    companyRows,
    contentRandom,
    generator: new JobGenerator(jobRandom, companies, now),
    commentRandom,
  };
}

/**
 * Writes the demo catalogue: master data (synchronised), companies with details, offices and
 * images, `jobs` jobs with all their parts, comments and voices, magazine, news, FAQ and
 * brands. Deterministic for a given seed and job count. One transaction: all or nothing.
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const jobCount = options.jobs ?? DEFAULT_JOB_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const now = (options.now ?? (() => new Date()))();
  const { db } = handle;
  if (!Number.isInteger(jobCount) || jobCount < 0)
    throw new Error(`Invalid job count: ${jobCount}`);

  await syncMasterData(db);
  if (options.reset) {
    await resetCatalogue(db);
  } else if ((await countJobs(db)) > 0) {
    throw new Error('The catalogue already has jobs: seed with --reset to replace them.');
  }

  const { companyRows, contentRandom, generator, commentRandom } = catalogueGenerators(
    seed,
    jobCount,
    now,
  );
  const content = generateContent(contentRandom, now);

  let commentCount = 0;
  await bulkLoad(handle, SEEDED_TABLES, async (loader) => {
    await loader.insert(trademarks, content.trademarks);
    await loader.insert(magazineCategories, content.magazineCategories);
    await loader.insert(magazineArticles, content.magazineArticles);
    await loader.insert(magazineArticleCategories, content.magazineArticleCategories);
    await loader.insert(newsItems, content.newsItems);
    await loader.insert(faqItems, content.faqItems);
    await loader.insert(companies, companyRows.companies);
    await loader.insert(companyDetails, companyRows.companyDetails);
    await loader.insert(offices, companyRows.offices);
    await loader.insert(companyImages, companyRows.companyImages);
    log(`companies: ${companyRows.companies.length}, offices: ${companyRows.offices.length}`);

    for (let start = 1; start <= jobCount; start += JOB_CHUNK) {
      const rows = emptyJobRows();
      const end = Math.min(jobCount, start + JOB_CHUNK - 1);
      for (let id = start; id <= end; id++) generator.generate(id, rows);
      await insertJobRows(loader, rows);
      if (end % 20_000 === 0 || end === jobCount) log(`jobs: ${end}/${jobCount}`);
    }

    const comments = generateComments(commentRandom, generator.published, now);
    await loader.insert(jobSeekerComments, comments);
    commentCount = comments.length;

    for (const table of IDENTITY_TABLES) {
      await loader.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM "${table}"`,
        ),
      );
    }
    log('rebuilding indexes and checking foreign keys');
  });
  // Fresh statistics, so the planner picks the indexes from the first query on, and a visibility
  // map, so index-only scans need not read the table (autovacuum's work, done at once for a
  // freshly loaded catalogue); a checkpoint lets PostgreSQL recycle the write-ahead log the
  // load filled.
  await db.execute(sql`VACUUM (ANALYZE)`);
  await db.execute(sql`CHECKPOINT`);
  // The seeded jobs are newly published: members' saved searches (kept by --reset) hear of them.
  const alerts = await recordSavedSearchMatches(db, { all: true });
  if (alerts.savedSearches > 0) log(`saved-search notices: ${alerts.savedSearches}`);

  return {
    jobs: jobCount,
    publishedJobs: generator.published.length,
    companies: companyRows.companies.length,
    offices: companyRows.offices.length,
    jobSeekerComments: commentCount,
    magazineArticles: content.magazineArticles.length,
    newsItems: content.newsItems.length,
    faqItems: content.faqItems.length,
    durationMs: Math.round(performance.now() - started),
  };
}
