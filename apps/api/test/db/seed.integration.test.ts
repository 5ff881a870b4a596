import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OCCUPATIONS, PREFECTURES } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db';
import { SEED_JITTER_KM } from '../../src/seed/places';
import { type TestDatabase, withTestDatabase } from '../support/database';
import { TEST_SEED_JOBS } from '../support/templates';

/** Index and foreign key names the latest drizzle-kit snapshot declares. */
function latestSnapshot(): { indexes: string[]; foreignKeys: string[] } {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  const last = journal.entries.at(-1).idx as number;
  const snapshot = JSON.parse(
    readFileSync(
      path.join(folder, 'meta', `${String(last).padStart(4, '0')}_snapshot.json`),
      'utf8',
    ),
  ) as { tables: Record<string, { indexes: object; foreignKeys: object }> };
  const tables = Object.values(snapshot.tables);
  return {
    indexes: tables.flatMap((t) => Object.keys(t.indexes)),
    foreignKeys: tables.flatMap((t) => Object.keys(t.foreignKeys)),
  };
}

describe('the seeded catalogue (default seed)', () => {
  let database: TestDatabase;
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await database.rows<T>(query))[0]!;

  withTestDatabase((created) => (database = created), { seeded: true });

  it('has the promised number of jobs and about one company per 6–7 jobs', async () => {
    const counts = await one<{
      jobs: number;
      companies: number;
      offices: number;
      details: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM jobs) AS jobs,
             (SELECT count(*)::int FROM companies) AS companies,
             (SELECT count(*)::int FROM offices) AS offices,
             (SELECT count(*)::int FROM job_details) AS details`);
    expect(counts.jobs).toBe(TEST_SEED_JOBS);
    expect(counts.details).toBe(TEST_SEED_JOBS);
    expect(counts.companies).toBe(Math.round(TEST_SEED_JOBS * 0.15));
    expect(counts.offices / counts.companies).toBeGreaterThan(3);
  });

  it('covers all 20 occupations, drivers the largest share (about 40%)', async () => {
    const rows = await database.rows<{ occupation_id: number; n: number }>(
      sql`SELECT occupation_id, count(*)::int AS n FROM jobs GROUP BY 1 ORDER BY 2 DESC`,
    );
    expect(rows).toHaveLength(OCCUPATIONS.length);
    expect(rows[0]!.occupation_id).toBe(1);
    const driverShare = rows[0]!.n / TEST_SEED_JOBS;
    expect(driverShare).toBeGreaterThan(0.35);
    expect(driverShare).toBeLessThan(0.45);
  });

  it('covers all 47 prefectures, the most populous ones most', async () => {
    const rows = await database.rows<{ prefecture_code: number; n: number }>(
      sql`SELECT prefecture_code, count(*)::int AS n FROM jobs GROUP BY 1 ORDER BY 2 DESC`,
    );
    expect(rows).toHaveLength(PREFECTURES.length);
    const top5 = rows.slice(0, 5).map((r) => r.prefecture_code);
    expect(top5).toContain(13); // Tokyo
    expect(top5.filter((code) => [13, 14, 27, 23, 11, 12].includes(code)).length).toBeGreaterThan(
      3,
    );
  });

  it('has a few unpublished and not-hiring jobs, and about a tenth member-only', async () => {
    const flags = await one<{ unpublished: number; not_hiring: number; member_only: number }>(sql`
      SELECT count(*) FILTER (WHERE NOT is_published)::int AS unpublished,
             count(*) FILTER (WHERE is_published AND NOT is_hiring)::int AS not_hiring,
             count(*) FILTER (WHERE is_member_only)::int AS member_only
      FROM jobs`);
    expect(flags.unpublished).toBeGreaterThan(0);
    expect(flags.unpublished).toBeLessThan(TEST_SEED_JOBS * 0.02);
    expect(flags.not_hiring).toBeGreaterThan(0);
    expect(flags.not_hiring).toBeLessThan(TEST_SEED_JOBS * 0.03);
    expect(flags.member_only / TEST_SEED_JOBS).toBeGreaterThan(0.07);
    expect(flags.member_only / TEST_SEED_JOBS).toBeLessThan(0.13);
  });

  it('pays in realistic yen per unit', async () => {
    const pay = await database.rows<{ salary_option: string; lo: number; hi: number }>(sql`
      SELECT salary_option, min(lowest_salary)::int AS lo, max(coalesce(highest_salary, lowest_salary))::int AS hi
      FROM jobs GROUP BY 1`);
    const byOption = Object.fromEntries(pay.map((p) => [p.salary_option, p]));
    expect(byOption.monthly!.lo).toBeGreaterThanOrEqual(150_000);
    expect(byOption.monthly!.hi).toBeLessThanOrEqual(720_000);
    expect(byOption.hourly!.lo).toBeGreaterThanOrEqual(950);
    expect(byOption.hourly!.hi).toBeLessThanOrEqual(3_600);
    expect(byOption.daily!.lo).toBeGreaterThanOrEqual(8_000);
    const regularMonthly = await one<{ share: number }>(sql`
      SELECT avg((salary_option = 'monthly')::int)::float AS share FROM jobs
      WHERE hiring_type = 'regular' AND occupation_id = 1`);
    expect(regularMonthly.share).toBeGreaterThan(0.9);
    const partTimeHourly = await one<{ share: number }>(sql`
      SELECT avg((salary_option = 'hourly')::int)::float AS share FROM jobs WHERE hiring_type = 'part_time'`);
    expect(partTimeHourly.share).toBe(1);
  });

  it('gives features that fit the occupation', async () => {
    const perOccupation = await database.rows<{
      occupation_id: number;
      with_feature: number;
      total: number;
    }>(sql`
      SELECT j.occupation_id,
             count(*) FILTER (WHERE EXISTS (
               SELECT 1 FROM job_features f WHERE f.job_id = j.id AND f.feature_id = ANY(
                 CASE j.occupation_id
                   WHEN 5 THEN ARRAY[215, 216, 217, 218]
                   WHEN 17 THEN ARRAY[211, 212, 213, 214]
                   ELSE ARRAY[51, 52, 53, 54, 68, 69, 141, 147, 148, 151, 152, 155, 176, 203] END)))::int AS with_feature,
             count(*)::int AS total
      FROM jobs j WHERE j.occupation_id IN (1, 5, 17) GROUP BY 1`);
    for (const row of perOccupation) expect(row.with_feature).toBe(row.total);
    const misplaced = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM job_features f JOIN jobs j ON j.id = f.job_id
      WHERE (f.feature_id BETWEEN 215 AND 218 AND j.occupation_id <> 5)
         OR (f.feature_id BETWEEN 211 AND 214 AND j.occupation_id <> 17)`);
    expect(misplaced.n).toBe(0);
  });

  it('fills every job detail text and at least one working time per job', async () => {
    const gaps = await one<{
      missing_text: number;
      without_time: number;
      without_features: number;
    }>(sql`
      SELECT
        (SELECT count(*)::int FROM job_details WHERE catchphrase IS NULL OR holiday_option IS NULL
           OR job_description_option IS NULL OR message IS NULL OR qualification_option IS NULL
           OR selection_process IS NULL OR application_procedure IS NULL OR suitable_person IS NULL
           OR not_suitable_person IS NULL OR welfare_option IS NULL OR working_time_option IS NULL
           OR flow_of_the_day IS NULL OR flow_of_after_joining IS NULL OR location_note IS NULL
           OR appeal_message IS NULL) AS missing_text,
        (SELECT count(*)::int FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM working_times w WHERE w.job_id = j.id)) AS without_time,
        (SELECT count(*)::int FROM jobs j WHERE NOT EXISTS (SELECT 1 FROM job_features f WHERE f.job_id = j.id)) AS without_features`);
    expect(gaps).toEqual({ missing_text: 0, without_time: 0, without_features: 0 });
    const sample = await one<{ title: string; catchphrase: string }>(sql`
      SELECT j.title, d.catchphrase FROM jobs j JOIN job_details d ON d.job_id = j.id WHERE j.id = 1`);
    expect(sample.title).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('gives every company details and 1–6 pictures of its trade, and every office a real municipality', async () => {
    const checks = await one<{
      without_detail: number;
      bad_images: number;
      bad_offices: number;
    }>(sql`
      SELECT
        (SELECT count(*)::int FROM companies c WHERE NOT EXISTS (SELECT 1 FROM company_details d WHERE d.company_id = c.id)) AS without_detail,
        (SELECT count(*)::int FROM (SELECT company_id, count(*) AS n FROM company_images GROUP BY 1) x WHERE n NOT BETWEEN 1 AND 6)
          + (SELECT count(*)::int FROM company_images WHERE url NOT LIKE '/images/placeholder/scene-%.svg')
          + (SELECT count(*)::int FROM companies c WHERE NOT EXISTS (SELECT 1 FROM company_images i WHERE i.company_id = c.id)) AS bad_images,
        (SELECT count(*)::int FROM offices o JOIN municipalities m ON m.code = o.municipality_code
           WHERE m.prefecture_code <> o.prefecture_code OR o.latitude IS NULL) AS bad_offices`);
    expect(checks).toEqual({ without_detail: 0, bad_images: 0, bad_offices: 0 });
  });

  it('places every job at its office, within a few km of its municipality (decision 0029)', async () => {
    const checks = await one<{
      jobs: number;
      without_position: number;
      not_at_office: number;
      farthest_km: number;
      municipalities_without_point: number;
    }>(sql`
      SELECT
        (SELECT count(*)::int FROM jobs) AS jobs,
        (SELECT count(*)::int FROM jobs WHERE latitude IS NULL) AS without_position,
        (SELECT count(*)::int FROM jobs j JOIN offices o ON o.id = j.office_id
           WHERE (o.latitude, o.longitude) IS DISTINCT FROM (j.latitude, j.longitude)) AS not_at_office,
        (SELECT max(2 * 6371.0088 * asin(least(1, sqrt(
             power(sin(radians(j.latitude - m.latitude) / 2), 2)
             + cos(radians(m.latitude)) * cos(radians(j.latitude))
               * power(sin(radians(j.longitude - m.longitude) / 2), 2)))))::float8
           FROM jobs j JOIN municipalities m ON m.code = j.municipality_code) AS farthest_km,
        (SELECT count(*)::int FROM municipalities WHERE latitude IS NULL OR coordinate_source IS NULL)
          AS municipalities_without_point`);
    expect(checks.jobs).toBe(TEST_SEED_JOBS);
    expect(checks).toMatchObject({
      without_position: 0,
      not_at_office: 0,
      municipalities_without_point: 0,
    });
    expect(checks.farthest_km).toBeGreaterThan(1);
    expect(checks.farthest_km).toBeLessThanOrEqual(SEED_JITTER_KM + 0.05);
  });

  it('has the content: 2–5 comments per occupation and region, voices, magazine, news, FAQ', async () => {
    const comments = await database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM job_seeker_comments c JOIN prefectures p ON p.code = c.prefecture_code
      WHERE length(c.comment) < 80
      GROUP BY c.occupation_id, p.region_id`);
    expect(comments.length).toBeGreaterThanOrEqual(OCCUPATIONS.length * 7 - 5);
    const content = await one<{
      articles: number;
      categorised: number;
      news: number;
      news_outside: number;
      faq: number;
      voices: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM magazine_articles) AS articles,
             (SELECT count(DISTINCT article_id)::int FROM magazine_article_categories) AS categorised,
             (SELECT count(*)::int FROM news_items) AS news,
             (SELECT count(*)::int FROM news_items WHERE published_date NOT BETWEEN '2024-01-01' AND '2025-12-31') AS news_outside,
             (SELECT count(*)::int FROM faq_items) AS faq,
             (SELECT count(*)::int FROM job_seeker_comments WHERE length(comment) >= 80 AND job_id IS NOT NULL) AS voices`);
    expect(content.articles).toBeGreaterThanOrEqual(30);
    expect(content.categorised).toBe(content.articles);
    expect(content.news).toBe(8);
    expect(content.news_outside).toBe(0);
    expect(content.faq).toBeGreaterThanOrEqual(20);
    expect(content.voices).toBeGreaterThanOrEqual(10);
    const faq = await database.rows<{ answer_html: string }>(
      sql`SELECT answer_html FROM faq_items`,
    );
    const answers = faq.map((f) => f.answer_html).join('\n');
    for (const claim of ['2万件以上', '1万5,000以上', '100万人', '平均で3件', '5〜10件']) {
      expect(answers).toContain(claim);
    }
  });

  it('rebuilt every index and foreign key the bulk load dropped', async () => {
    const declared = latestSnapshot();
    const indexes = new Set(
      (
        await database.rows<{ name: string }>(sql`
        SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`)
      ).map((r) => r.name),
    );
    const foreignKeys = new Set(
      (
        await database.rows<{ name: string }>(sql`
        SELECT conname AS name FROM pg_constraint
        WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`)
      ).map((r) => r.name),
    );
    expect(declared.indexes.length).toBeGreaterThan(20);
    expect(declared.foreignKeys.length).toBeGreaterThan(20);
    for (const name of declared.indexes) expect(indexes).toContain(name);
    for (const name of declared.foreignKeys) expect(foreignKeys).toContain(name);
  });

  it('moved the identity sequences past the seeded ids', async () => {
    const [row] = await database.rows<{ id: number }>(
      sql`INSERT INTO companies (name) VALUES ('株式会社シーケンス確認') RETURNING id`,
    );
    expect(row!.id).toBe(Math.round(TEST_SEED_JOBS * 0.15) + 1);
  });
});
