import { DEFAULT_DRIVER_JOB_FEATURE_IDS } from '@jobsite/domain/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiHarness, dataOf, errorOf, withApi } from './harness';
import { byPublishedAt, loadPublishedJobs, monthlyOf, type SeededJob } from './seeded-jobs';

const JOB_PAGE = `
  id title isPublished isMemberOnly isHiring isHellowork isFavorited interviewVideoUrl
  createdAt editedAt lowestSalary highestSalary salaryOption hiringType contractCategory
  company { id name addressLine publishedJobCount companyDetail { businessDescription introduction } images { url } }
  offices { id name prefecture { code } municipality { id } nearestStation }
  companyImages { url alt }
  features { id name }
  prefecture { code }
  municipality { id }
  occupation { id }
  workingTimes { attendanceTime leaveTime shift }
  jobDetail { catchphrase jobDescriptionOption welfareOption selectionProcess flowOfTheDay }
  appealPoints { id title body }
  summaries { title body }
  articleSections { id title body }
  jobSeekerComments { id displayName comment job { id } }
`;

interface RelatedJob {
  id: string;
  occupation: { id: string };
  prefecture: { code: number };
  municipality: { id: string } | null;
  isPublished: boolean;
}

describe('job, jobsByIds and related jobs', () => {
  let api: ApiHarness;
  /** Published jobs a visitor sees (member-only ones: member-only.integration.test.ts). */
  let published: SeededJob[];
  let allPublished: SeededJob[];
  let unpublishedId: number;

  withApi(async (started) => {
    api = started;
    allPublished = await loadPublishedJobs(api);
    published = allPublished.filter((j) => !j.isMemberOnly);
    const [row] = await api.rows<{ id: number }>(
      sql`SELECT id FROM jobs WHERE NOT is_published ORDER BY id LIMIT 1`,
    );
    unpublishedId = Number(row!.id);
  });

  it('job(id) answers every part of the job page', async () => {
    const target = published.find((j) => !j.isMemberOnly)!;
    const { job } = dataOf(
      await api.gql<{ job: Record<string, unknown> & { company: { id: string; name: string } } }>(
        `query($id: ID!) { job(id: $id) { ${JOB_PAGE} } }`,
        { id: String(target.id) },
      ),
    );
    expect(job).toMatchObject({
      id: String(target.id),
      isPublished: true,
      isMemberOnly: false,
      isFavorited: false,
      occupation: { id: String(target.occupationId) },
      prefecture: { code: target.prefectureCode },
      company: { id: String(target.companyId), name: target.companyName },
    });
    expect((job.features as Array<{ id: string }>).map((f) => Number(f.id))).toEqual(
      target.featureIds,
    );
    expect(job.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const [detail] = await api.rows<{ catchphrase: string | null }>(
      sql`SELECT catchphrase FROM job_details WHERE job_id = ${target.id}`,
    );
    expect((job.jobDetail as { catchphrase: string | null }).catchphrase).toBe(
      detail?.catchphrase ?? null,
    );
    const [times] = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM working_times WHERE job_id = ${target.id}`,
    );
    expect(job.workingTimes).toHaveLength(Number(times!.n));
  });

  it('companyImages lead with the picture of the job’s own vehicle or trade (decision 0043)', async () => {
    // A taxi job, a forklift job and a trucking company's non-truck job, where there are any.
    const picks = await api.rows<{ id: number; expected: string }>(sql`
      (SELECT j.id, 'scene-taxi' AS expected FROM jobs j JOIN job_features f ON f.job_id = j.id
         WHERE j.is_published AND NOT j.is_member_only AND f.feature_id = 69 ORDER BY j.id LIMIT 1)
      UNION ALL
      (SELECT j.id, 'scene-forklift' FROM jobs j
         WHERE j.is_published AND NOT j.is_member_only AND j.occupation_id = 3 ORDER BY j.id LIMIT 1)
      UNION ALL
      (SELECT j.id, 'scene-boat' FROM jobs j
         WHERE j.is_published AND NOT j.is_member_only AND j.occupation_id = 20 ORDER BY j.id LIMIT 1)`);
    expect(picks).toHaveLength(3);
    for (const pick of picks) {
      const { job } = dataOf(
        await api.gql<{ job: { companyImages: Array<{ url: string; alt: string | null }> } }>(
          `query($id: ID!) { job(id: $id) { companyImages { url alt } } }`,
          { id: String(pick.id) },
        ),
      );
      expect(job.companyImages[0]?.url).toBe(`/images/placeholder/${pick.expected}.svg`);
    }
  });

  it('job(id) answers an unpublished job (the page says entry is closed) and null for an unknown id', async () => {
    const data = dataOf(
      await api.gql<{ unpublished: { id: string; isPublished: boolean }; unknown: null }>(
        `query($id: ID!) { unpublished: job(id: $id) { id isPublished } unknown: job(id: "2000000000") { id } }`,
        { id: String(unpublishedId) },
      ),
    );
    expect(data).toEqual({
      unpublished: { id: String(unpublishedId), isPublished: false },
      unknown: null,
    });
  });

  it('job seeker comments of a job and their published job', async () => {
    const [row] = await api.rows<{ job_id: number; n: number }>(
      sql`SELECT job_id, count(*)::int AS n FROM job_seeker_comments c JOIN jobs j ON j.id = c.job_id
          WHERE j.is_published GROUP BY job_id ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const { job } = dataOf(
      await api.gql<{ job: { jobSeekerComments: Array<{ job: { id: string } }> } }>(
        `query($id: ID!) { job(id: $id) { jobSeekerComments { id job { id } } } }`,
        { id: String(row!.job_id) },
      ),
    );
    expect(job.jobSeekerComments).toHaveLength(Number(row!.n));
    for (const c of job.jobSeekerComments) expect(c.job).toEqual({ id: String(row!.job_id) });
  });

  it('nearDistanceJobs: published jobs taking entries of the same occupation, same municipality first, then the prefecture', async () => {
    const source = published.find(
      (j) =>
        published.filter(
          (o) => o.occupationId === j.occupationId && o.municipalityCode === j.municipalityCode,
        ).length >= 3,
    )!;
    const { job } = dataOf(
      await api.gql<{ job: { nearDistanceJobs: RelatedJob[]; three: RelatedJob[] } }>(
        `query($id: ID!) { job(id: $id) {
          nearDistanceJobs { id isPublished occupation { id } prefecture { code } municipality { id } }
          three: nearDistanceJobs(limit: 3) { id }
        } }`,
        { id: String(source.id) },
      ),
    );
    const near = job.nearDistanceJobs;
    const candidates = published.filter(
      (j) =>
        j.id !== source.id &&
        j.isHiring &&
        j.occupationId === source.occupationId &&
        j.prefectureCode === source.prefectureCode,
    );
    expect(near).toHaveLength(Math.min(6, candidates.length));
    const sameMunicipality = candidates
      .filter((j) => j.municipalityCode === source.municipalityCode)
      .sort(byPublishedAt);
    const expected = [
      ...sameMunicipality,
      ...candidates
        .filter((j) => j.municipalityCode !== source.municipalityCode)
        .sort(byPublishedAt),
    ].slice(0, 6);
    expect(near.map((j) => Number(j.id))).toEqual(expected.map((j) => j.id));
    for (const j of near) {
      expect(j).toMatchObject({
        isPublished: true,
        occupation: { id: String(source.occupationId) },
      });
      expect(j.prefecture.code).toBe(source.prefectureCode);
    }
    expect(job.three).toHaveLength(3);
  });

  it('recommendJobs: jobs taking entries of the same occupation and prefecture, similar salary, most shared features first', async () => {
    // Ranked among the 200 jobs closest in salary (fewer exist here, so among all of them).
    const source = published.find((j) => j.occupationId === 1 && j.prefectureCode === 13)!;
    const { job } = dataOf(
      await api.gql<{ job: { recommendJobs: Array<{ id: string }> } }>(
        `query($id: ID!) { job(id: $id) { recommendJobs(limit: 8) { id } } }`,
        { id: String(source.id) },
      ),
    );
    const salary = monthlyOf(source);
    const shared = (j: SeededJob) =>
      j.featureIds.filter((f) => source.featureIds.includes(f)).length;
    const expected = published
      .filter(
        (j) =>
          j.id !== source.id &&
          j.isHiring &&
          j.occupationId === source.occupationId &&
          j.prefectureCode === source.prefectureCode &&
          monthlyOf(j) >= salary / 1.25 &&
          monthlyOf(j) <= salary * 1.25,
      )
      .sort(
        (a, b) => Math.abs(monthlyOf(a) - salary) - Math.abs(monthlyOf(b) - salary) || b.id - a.id,
      )
      .slice(0, 200)
      .sort(
        (a, b) =>
          shared(b) - shared(a) ||
          Math.abs(monthlyOf(a) - salary) - Math.abs(monthlyOf(b) - salary) ||
          b.id - a.id,
      )
      .slice(0, 8);
    expect(expected.length).toBeGreaterThan(0);
    expect(job.recommendJobs.map((j) => Number(j.id))).toEqual(expected.map((j) => j.id));
  });

  it('a job that stops taking entries leaves 近くの求人 and おすすめ, and goes last on its company page', async () => {
    const source = published.find(
      (j) =>
        j.isHiring &&
        published.filter(
          (o) =>
            o.companyId === j.companyId &&
            o.id !== j.id &&
            o.isHiring &&
            o.occupationId === j.occupationId &&
            o.prefectureCode === j.prefectureCode,
        ).length >= 2,
    )!;
    const related = async () =>
      dataOf(
        await api.gql<{
          job: { nearDistanceJobs: Array<{ id: string }>; recommendJobs: Array<{ id: string }> };
          companyJobs: { nodes: Array<{ id: string; isHiring: boolean }> };
        }>(
          `query($id: ID!, $company: ID!) {
            job(id: $id) { nearDistanceJobs(limit: 20) { id } recommendJobs(limit: 20) { id } }
            companyJobs(companyId: $company, per: 100) { nodes { id isHiring } }
          }`,
          { id: String(source.id), company: String(source.companyId) },
        ),
      );
    const before = await related();
    const closing = before.job.nearDistanceJobs[0]!.id;
    // The company's newest job other than the source, first on its page until it closes.
    const companyFirst = before.companyJobs.nodes.find((j) => j.id !== String(source.id))!.id;
    const closed = [Number(closing), Number(companyFirst)];
    await api.rows(sql`UPDATE jobs SET is_hiring = false WHERE id IN ${closed}`);
    try {
      const after = await related();
      expect(after.job.nearDistanceJobs.map((j) => j.id)).not.toContain(closing);
      expect(after.job.recommendJobs.map((j) => j.id)).not.toContain(closing);
      const flags = after.companyJobs.nodes.map((j) => j.isHiring);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      const position = after.companyJobs.nodes.findIndex((j) => j.id === companyFirst);
      expect(position).toBe(flags.filter(Boolean).length);
    } finally {
      await api.rows(sql`UPDATE jobs SET is_hiring = true WHERE id IN ${closed}`);
    }
  });

  it('jobsByIds keeps the order given, leaving out unknown and unpublished ids', async () => {
    const ids = [
      published[5]!.id,
      1_999_999_999,
      unpublishedId,
      published[2]!.id,
      published[5]!.id,
    ];
    const data = dataOf(
      await api.gql<{ jobsByIds: Array<{ id: string }>; bySalary: Array<{ id: string }> }>(
        `query($ids: [ID!]!) { jobsByIds(ids: $ids) { id } bySalary: jobsByIdsWithSalaryDesc(ids: $ids) { id } }`,
        { ids: ids.map(String) },
      ),
    );
    expect(data.jobsByIds.map((j) => Number(j.id))).toEqual([published[5]!.id, published[2]!.id]);
    const expected = [published[5]!, published[2]!].sort(
      (a, b) => monthlyOf(b) - monthlyOf(a) || b.id - a.id,
    );
    expect(data.bySalary.map((j) => Number(j.id))).toEqual(expected.map((j) => j.id));
  });

  it('company(id), companyJobs and companiesByJobIds', async () => {
    const target = published.find((j) => !j.isMemberOnly)!;
    const own = published.filter((j) => j.companyId === target.companyId && !j.isMemberOnly);
    const data = dataOf(
      await api.gql<{
        company: {
          id: string;
          name: string;
          publishedJobCount: number;
          companyDetail: Record<string, unknown>;
        };
        companyJobs: { totalCount: number; nodes: Array<{ id: string }>; per: number };
        none: null;
      }>(
        `query($id: ID!) {
          company(id: $id) { id name publishedJobCount companyDetail { businessDescription } }
          companyJobs(companyId: $id, per: 5) { totalCount per nodes { id } }
          none: company(id: "1999999999") { id }
        }`,
        { id: String(target.companyId) },
      ),
    );
    expect(data.company).toMatchObject({ id: String(target.companyId), name: target.companyName });
    expect(data.company.publishedJobCount).toBe(own.length);
    expect(data.companyJobs.totalCount).toBe(own.length);
    // Jobs that stopped taking entries (募集終了) come last.
    expect(data.companyJobs.nodes.map((n) => Number(n.id))).toEqual(
      own
        .sort((a, b) => Number(b.isHiring) - Number(a.isHiring) || byPublishedAt(a, b))
        .slice(0, 5)
        .map((j) => j.id),
    );
    expect(data.none).toBeNull();
    expect(
      errorOf(await api.gql(`{ companyJobs(companyId: "1999999999") { totalCount } }`)).extensions
        .code,
    ).toBe('NOT_FOUND');

    const open = published.filter((j) => !j.isMemberOnly);
    const memberOnly = allPublished.find((j) => j.isMemberOnly)!;
    const jobIds = [open[0]!, open[1]!, open[0]!, memberOnly].map((j) => String(j.id));
    const { companiesByJobIds } = dataOf(
      await api.gql<{ companiesByJobIds: Array<{ id: string }> }>(
        `query($ids: [ID!]!) { companiesByJobIds(jobIds: $ids) { id } }`,
        { ids: jobIds },
      ),
    );
    const expectedCompanies = [...new Set([open[0]!.companyId, open[1]!.companyId])];
    expect(companiesByJobIds.map((c) => Number(c.id))).toEqual(expectedCompanies);
  });
});

/** A visitor's figures: member-only jobs left out (a member's: member-only.integration.test.ts). */
describe('salary figures', () => {
  let api: ApiHarness;
  withApi((started) => (api = started));

  it('jobSalary: monthly-paid published jobs of an occupation, optionally in a prefecture with a feature', async () => {
    const [all] = await api.rows<{ n: number; lo: string; hi: string | null; max: number | null }>(
      sql`SELECT count(*)::int AS n, round(avg(lowest_salary)) AS lo, round(avg(highest_salary)) AS hi, max(highest_salary) AS max
          FROM jobs WHERE is_published AND NOT is_member_only AND salary_option = 'monthly' AND occupation_id = 1`,
    );
    const [narrow] = await api.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs j WHERE is_published AND NOT is_member_only
          AND salary_option = 'monthly' AND occupation_id = 1 AND prefecture_code = 13
          AND EXISTS (SELECT 1 FROM job_features f WHERE f.job_id = j.id AND f.feature_id = 51)`,
    );
    const data = dataOf(
      await api.gql<{ all: Record<string, unknown>; narrow: Record<string, unknown> }>(`{
        all: jobSalary(occupation: "driver") { jobCount averageLowestSalary averageHighestSalary maxHighestSalary occupation { id } prefecture { code } feature { id } }
        narrow: jobSalary(occupation: "driver", prefectureNameEn: "tokyo", featureId: "51") { jobCount prefecture { code } feature { id } }
      }`),
    );
    expect(data.all).toEqual({
      jobCount: Number(all!.n),
      averageLowestSalary: Number(all!.lo),
      averageHighestSalary: all!.hi === null ? null : Number(all!.hi),
      maxHighestSalary: all!.max === null ? null : Number(all!.max),
      occupation: { id: '1' },
      prefecture: null,
      feature: null,
    });
    expect(data.narrow).toEqual({
      jobCount: Number(narrow!.n),
      prefecture: { code: 13 },
      feature: { id: '51' },
    });
    expect(
      errorOf(await api.gql(`{ jobSalary(occupation: "pilot") { jobCount } }`)).extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('driverJobSalaries: one row per default driver feature', async () => {
    const rows = await api.rows<{ feature_id: number; n: number }>(
      sql`SELECT f.feature_id, count(*)::int AS n FROM job_features f JOIN jobs j ON j.id = f.job_id
          WHERE j.is_published AND NOT j.is_member_only AND j.salary_option = 'monthly'
            AND j.occupation_id = 1 AND j.prefecture_code = 27
          GROUP BY 1`,
    );
    const expected = new Map(rows.map((r) => [Number(r.feature_id), Number(r.n)]));
    const { driverJobSalaries } = dataOf(
      await api.gql<{
        driverJobSalaries: Array<{
          feature: { id: string };
          jobCount: number;
          averageLowestSalary: number | null;
        }>;
      }>(
        `{ driverJobSalaries(prefectureNameEn: "osaka") { feature { id } jobCount averageLowestSalary } }`,
      ),
    );
    expect(driverJobSalaries.map((s) => Number(s.feature.id))).toEqual([
      ...DEFAULT_DRIVER_JOB_FEATURE_IDS,
    ]);
    for (const s of driverJobSalaries) {
      const n = expected.get(Number(s.feature.id)) ?? 0;
      expect(s.jobCount).toBe(n);
      expect(s.averageLowestSalary === null).toBe(n === 0);
    }
  });
});
