import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endUsers, notices, savedSearchMatches } from '../../src/db/schema';
import { SAVED_SEARCHES_PATH } from '../../src/modules/saved-searches/matching';
import { conditionsKeyOf, insertSavedSearch } from '../../src/modules/saved-searches/repository';
import { seedDatabase } from '../../src/seed/seed';
import { type TestDatabase, withTestDatabase } from '../support/database';

/**
 * The seed publishing new jobs: jobs it writes are new matches of the saved
 * searches members already have (kept across `seed --reset`), one notice per search.
 */
describe('seeding alerts saved searches', () => {
  let database: TestDatabase;
  let memberId: number;
  withTestDatabase(async (created) => {
    database = created;
    const [member] = await database.db
      .insert(endUsers)
      .values({ uid: 'seed-alert-member', conversionId: 'seed-alert-cv', authType: 'email' })
      .returning({ id: endUsers.id });
    memberId = member!.id;
  });

  it('matches the seeded jobs once and sends one notice with the count', async () => {
    const conditions = {
      occupationId: 1,
      prefectureCode: 13,
      municipalityCode: null,
      featureId: null,
      hiringTypes: [],
      minimumMonthlySalary: null,
      moreFeatureIds: [],
      moreMunicipalityCodes: [],
      minimumAnnualSalary: null,
      shift: null,
      keyword: null,
    };
    const search = await insertSavedSearch(database.db, {
      endUserId: memberId,
      name: '東京のドライバー',
      ...conditions,
      conditionsKey: conditionsKeyOf(conditions),
    });
    await seedDatabase(database, { jobs: 400 });

    const [published] = await database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM jobs
      WHERE is_published AND is_hiring AND occupation_id = 1 AND prefecture_code = 13`);
    expect(published!.n).toBeGreaterThan(0);
    const matches = await database.db
      .select({ jobId: savedSearchMatches.jobId })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, search.id));
    expect(matches).toHaveLength(published!.n);
    const sent = await database.db
      .select({ text: notices.text })
      .from(notices)
      .where(and(eq(notices.endUserId, memberId), eq(notices.url, SAVED_SEARCHES_PATH)));
    expect(sent).toEqual([
      { text: `保存した検索条件「東京のドライバー」に合う新着求人が${published!.n}件あります。` },
    ]);

    // `seed --reset` writes the catalogue again: the new jobs are new matches, one more notice.
    await seedDatabase(database, { jobs: 400, reset: true });
    const again = await database.db
      .select({ text: notices.text })
      .from(notices)
      .where(and(eq(notices.endUserId, memberId), eq(notices.url, SAVED_SEARCHES_PATH)));
    expect(again).toHaveLength(2);
  });
});
