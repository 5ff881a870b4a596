import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshJobSearchText } from '../../src/db';
import { seedDatabase } from '../../src/seed/seed';
import { tableChecksums } from '../support/checksum';
import { createTestDatabase, type TestDatabase } from '../support/database';

const TABLES = [
  'companies',
  'company_details',
  'offices',
  'company_images',
  'jobs',
  'job_details',
  'working_times',
  'job_features',
  'job_appeal_points',
  'job_summaries',
  'job_article_sections',
  'job_seeker_comments',
  'magazine_articles',
  'magazine_article_categories',
  'news_items',
  'faq_items',
];

describe('seed determinism', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('writes the same rows for the same seed, other rows for another seed; --reset replaces', async () => {
    await seedDatabase(database, { jobs: 250, seed: 7 });
    const first = await tableChecksums(database, TABLES);

    await expect(seedDatabase(database, { jobs: 250, seed: 7 })).rejects.toThrow(/--reset/);

    await seedDatabase(database, { jobs: 250, seed: 8, reset: true });
    const other = await tableChecksums(database, TABLES);
    expect(other.jobs).not.toEqual(first.jobs);
    expect(other.job_details).not.toEqual(first.job_details);

    await seedDatabase(database, { jobs: 250, seed: 7, reset: true });
    expect(await tableChecksums(database, TABLES)).toEqual(first);

    // The search text the seed wrote is what the SQL rebuild of every job makes.
    await refreshJobSearchText(database.db);
    expect((await tableChecksums(database, ['jobs'])).jobs).toEqual(first.jobs);
  }, 120_000); // three seeds of 250 jobs: ~10 s alone, several times that on a loaded 2-core host
});
