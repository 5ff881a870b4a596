import { FEATURES, OCCUPATIONS } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobFacets } from '../../src/modules/jobs/facets';
import { countJobs } from '../../src/modules/jobs/repository';
import type { JobFilter } from '../../src/modules/jobs/search';
import { type ApiHarness, dataOf, errorOf, withApi } from './harness';
import { countOf, type FacetPage, type Facets, SEARCH_FACETS } from './search-documents';
import { loadPublishedJobs, lowestAnnualOf, type SeededJob } from './seeded-jobs';

/**
 * Conditions that combine and counts that never lie (docs/decisions/0028): every condition of
 * JobSearchInput checked against the seeded jobs filtered in JavaScript, and every facet count
 * followed to the search it leads to.
 */

/**
 * The api's clock: a whole minute, three months after the seed's reference time, so only the
 * jobs this test dates are new.
 */
const NOW = new Date('2026-01-01T00:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

type Variables = { occupation?: string; query?: Record<string, unknown> };

describe('search conditions and facets', () => {
  let api: ApiHarness;
  /** Every published job (closed and member-only ones included). */
  let all: SeededJob[];
  /** What a visitor's search lists by default: public jobs that take entries. */
  let open: SeededJob[];
  /** Jobs moved to known publication dates around NOW − 7 days. */
  const recent = { inside: [] as number[], outside: [] as number[] };

  withApi(
    async (started) => {
      api = started;
      // Explicit dates relative to the fixed clock: three inside the 7 days, two just outside.
      const candidates = (await loadPublishedJobs(api)).filter(
        (j) => !j.isMemberOnly && j.isHiring,
      );
      const offsets = [
        1 * DAY_MS,
        6 * DAY_MS,
        7 * DAY_MS - 60_000,
        7 * DAY_MS + 60_000,
        30 * DAY_MS,
      ];
      for (const [i, offset] of offsets.entries()) {
        const job = candidates[i * 97]!;
        const at = new Date(NOW.getTime() - offset);
        await api.rows(
          sql`UPDATE jobs SET published_at = ${at.toISOString()} WHERE id = ${job.id}`,
        );
        (offset <= 7 * DAY_MS ? recent.inside : recent.outside).push(job.id);
      }
      all = await loadPublishedJobs(api);
      open = all.filter((j) => !j.isMemberOnly && j.isHiring);
    },
    { now: () => NOW },
  );

  const search = async (variables: Variables) =>
    dataOf(await api.gql<{ searchJobs: FacetPage }>(SEARCH_FACETS, { ...variables, per: 100 }))
      .searchJobs;
  const total = (variables: Variables) => countOf(api, variables);

  /** The search's total, the count query's, and the expected jobs agree. */
  async function expectTotal(variables: Variables, expected: SeededJob[]) {
    const page = await search(variables);
    expect(page.totalCount).toBe(expected.length);
    expect(await total(variables)).toBe(expected.length);
    const ids = new Set(expected.map((j) => j.id));
    expect(page.nodes.every((n) => ids.has(Number(n.id)))).toBe(true);
    return page;
  }

  it('keeps only jobs having every feature asked (AND)', async () => {
    const features = [51, 11, 43];
    const expected = open.filter((j) => features.every((f) => j.featureIds.includes(f)));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(open.filter((j) => j.featureIds.includes(51)).length);
    await expectTotal({ query: { featureIds: features.map(String) } }, expected);
  });

  it('reads a monthly floor as the lowest pay: 月給30万円以上 leaves out 23.5万〜30万', async () => {
    const straddling = open.filter(
      (j) =>
        j.salaryOption === 'monthly' &&
        j.lowestSalary < 300_000 &&
        (j.highestSalary ?? 0) >= 300_000,
    );
    expect(straddling.length).toBeGreaterThan(0);
    const page = await expectTotal(
      { query: { minimumMonthlySalary: 300_000 } },
      open.filter((j) => lowestAnnualOf(j) >= 300_000 * 12),
    );
    const listed = new Set(page.nodes.map((n) => Number(n.id)));
    expect(straddling.some((j) => listed.has(j.id))).toBe(false);
  });

  it('takes an annual floor, and the higher of both floors', async () => {
    await expectTotal(
      { query: { minimumAnnualSalary: 4_500_000 } },
      open.filter((j) => lowestAnnualOf(j) >= 4_500_000),
    );
    const annualPaid = open.filter((j) => j.salaryOption === 'annual');
    expect(annualPaid.length).toBeGreaterThan(0);
    await expectTotal(
      { query: { minimumAnnualSalary: 3_000_000, minimumMonthlySalary: 280_000 } },
      open.filter((j) => lowestAnnualOf(j) >= 280_000 * 12),
    );
  });

  it('leaves closed jobs out unless asked for them', async () => {
    const closed = all.filter((j) => !j.isMemberOnly && !j.isHiring);
    expect(closed.length).toBeGreaterThan(0);
    await expectTotal({}, open);
    await expectTotal(
      { query: { includeClosed: true } },
      all.filter((j) => !j.isMemberOnly),
    );
    const job = closed[0]!;
    const place = { query: { prefectureIds: [String(job.prefectureCode)] } };
    const without = await expectTotal(
      place,
      open.filter((j) => j.prefectureCode === job.prefectureCode),
    );
    expect(without.nodes.map((n) => Number(n.id))).not.toContain(job.id);
    await expectTotal(
      { query: { ...place.query, includeClosed: false } },
      open.filter((j) => j.prefectureCode === job.prefectureCode),
    );
  });

  it('finds jobs published within the last days of the api clock (新着)', async () => {
    const since = NOW.getTime() - 7 * DAY_MS;
    const expected = open.filter((j) => j.publishedAt >= since);
    expect(expected.map((j) => j.id).sort()).toEqual([...recent.inside].sort());
    const page = await expectTotal({ query: { publishedWithinDays: 7 } }, expected);
    // Newest first: 1 day, 6 days, 7 days less a minute; 7 days and a minute is out.
    expect(page.nodes.map((n) => Number(n.id))).toEqual(recent.inside);
    const month = await expectTotal(
      { query: { publishedWithinDays: 31 } },
      open.filter((j) => j.publishedAt >= NOW.getTime() - 31 * DAY_MS),
    );
    expect(month.totalCount).toBe(recent.inside.length + recent.outside.length);
  });

  it('filters by shift: 日勤, 夜勤, 夜勤なし', async () => {
    for (const [shift, keep] of [
      ['day', (j: SeededJob) => j.shifts.includes('day')],
      ['night', (j: SeededJob) => j.shifts.includes('night')],
      ['no_night', (j: SeededJob) => !j.shifts.includes('night')],
    ] as const) {
      const expected = open.filter((j) => j.occupationId === 1 && keep(j));
      expect(expected.length, shift).toBeGreaterThan(0);
      await expectTotal({ occupation: 'driver', query: { shift } }, expected);
    }
  });

  /** The search a facet value leads to. */
  function follow(variables: Variables, kind: keyof Facets, id: string): Variables {
    const query = { ...(variables.query ?? {}) };
    switch (kind) {
      case 'features':
        query.featureIds = [...new Set([...((query.featureIds as string[]) ?? []), id])];
        return { ...variables, query };
      case 'prefectures':
        delete query.prefectureNameEn;
        delete query.municipalityIds;
        query.prefectureIds = [id];
        return { ...variables, query };
      case 'municipalities':
        query.municipalityIds = [id];
        return { ...variables, query };
      case 'hiringTypes':
        query.hiringTypes = [id];
        return { ...variables, query };
      case 'shifts':
        query.shift = id;
        return { ...variables, query };
      case 'occupations':
        return {
          query,
          occupation: OCCUPATIONS.find((o) => String(o.id) === id)!.occupationNameEn,
        };
    }
  }

  const SAMPLES: Variables[] = [
    { occupation: 'driver', query: { prefectureNameEn: 'osaka' } },
    { occupation: 'driver', query: { prefectureNameEn: 'osaka', featureIds: ['51', '11'] } },
    { occupation: 'forklift', query: { prefectureNameEn: 'osaka' } },
    { occupation: 'electrical_construction', query: { prefectureNameEn: 'osaka' } },
    {
      query: {
        keyword: 'ドライバー',
        shift: 'no_night',
        minimumMonthlySalary: 250_000,
        featureIds: ['15'],
      },
    },
    {
      query: {
        occupationCategoryIds: ['2'],
        hiringTypes: ['regular', 'contract'],
        publishedWithinDays: 60,
        prefectureIds: ['13', '14'],
        municipalityIds: ['13101', '13104'],
      },
    },
    { query: { keyword: '未経験', includeClosed: true, featureIds: ['37'] } },
    // A keyword search counts prefectures and occupations in the scan of its facets (0065).
    {
      occupation: 'driver',
      query: { keyword: 'ドライバー', prefectureNameEn: 'osaka', featureIds: ['11'], shift: 'day' },
    },
    {
      query: {
        keyword: 'ドライバー',
        occupationCategoryIds: ['1'],
        prefectureIds: ['13', '27'],
        municipalityIds: ['13101', '27127'],
        hiringTypes: ['regular', 'part_time'],
      },
    },
    // Place words: the prefectures facet leads to searches in which they are text again.
    { query: { keyword: '大阪 ドライバー', featureIds: ['11'] } },
  ];

  it.each(SAMPLES.map((v, i) => [i, v] as const))(
    'every facet count of sample %i is the total of the search it leads to',
    async (_i, variables) => {
      const page = await search(variables);
      const { facets } = page;
      let followed = 0;
      for (const kind of Object.keys(facets) as Array<keyof Facets>) {
        // Long lists: a sample of values (the first, last and some between).
        const values = facets[kind];
        const sample = values.length <= 12 ? values : values.filter((_v, n) => n % 4 === 0);
        for (const { id, count } of sample) {
          expect(await total(follow(variables, kind, id)), `${kind} ${id}`).toBe(count);
          followed++;
        }
      }
      expect(followed).toBeGreaterThan(0);
      // Chosen features count the total; listed features are those with jobs or chosen.
      const chosen = (variables.query?.featureIds as string[] | undefined) ?? [];
      for (const id of chosen) {
        expect(facets.features.find((f) => f.id === id)?.count).toBe(page.totalCount);
      }
      // A feature left out of the list gives nothing.
      const missing = FEATURES.find((f) => !facets.features.some((x) => x.id === String(f.id)));
      if (missing) expect(await total(follow(variables, 'features', String(missing.id)))).toBe(0);
      // One hiring type per job: without a hiring-type condition the counts sum to the total.
      if (!variables.query?.hiringTypes) {
        expect(facets.hiringTypes.reduce((sum, f) => sum + f.count, 0)).toBe(page.totalCount);
      }
    },
  );

  it('counts several values of one list as the sum of their counts', async () => {
    const base = { occupation: 'driver', query: { prefectureNameEn: 'osaka' } };
    const { municipalities } = (await search(base)).facets;
    const [a, b] = municipalities;
    expect(a && b).toBeTruthy();
    expect(
      await total({ ...base, query: { ...base.query, municipalityIds: [a!.id, b!.id] } }),
    ).toBe(a!.count + b!.count);
  });

  it('facets of a member count member-only jobs the way their total does', async () => {
    const db = api.database.db;
    const member: JobFilter = { occupationIds: [1], prefectureCodes: [27], excludeClosed: true };
    const features = await jobFacets(db, member).counts('features');
    for (const { id, count } of features.slice(0, 8)) {
      expect(count).toBe(await countJobs(db, { ...member, featureIds: [Number(id)] }));
    }
    const municipalities = await jobFacets(db, member).counts('municipalities');
    for (const { id, count } of municipalities.slice(0, 8)) {
      expect(count).toBe(await countJobs(db, { ...member, municipalityCodes: [id] }));
    }
  });

  it('gives master counts equal to the totals of the lists they lead to', async () => {
    const MASTERS = `{
      occupations { occupationNameEn publishedJobCount }
      prefectures { id prefectureEnName publishedJobCount }
      features(occupation: "electrical_construction") { id publishedJobCount }
      searchMunicipalities(prefectureNameEn: "osaka") { id publishedJobCount }
    }`;
    const masters = dataOf(
      await api.gql<{
        occupations: Array<{ occupationNameEn: string; publishedJobCount: number }>;
        prefectures: Array<{ id: string; prefectureEnName: string; publishedJobCount: number }>;
        features: Array<{ id: string; publishedJobCount: number }>;
        searchMunicipalities: Array<{ id: string; publishedJobCount: number }>;
      }>(MASTERS),
    );
    for (const o of masters.occupations) {
      expect(o.publishedJobCount, o.occupationNameEn).toBe(
        (await search({ occupation: o.occupationNameEn })).totalCount,
      );
    }
    for (const p of masters.prefectures.slice(0, 10)) {
      expect(p.publishedJobCount, p.prefectureEnName).toBe(
        await total({ query: { prefectureNameEn: p.prefectureEnName } }),
      );
    }
    // The home page's 電気工事士 and its features, and a prefecture's municipalities.
    const electrical = await search({ occupation: 'electrical_construction' });
    for (const f of masters.features) {
      expect(f.publishedJobCount, `feature ${f.id}`).toBe(
        electrical.facets.features.find((x) => x.id === f.id)?.count ?? 0,
      );
    }
    const osaka = await search({ query: { prefectureNameEn: 'osaka' } });
    for (const m of masters.searchMunicipalities.filter((m) => m.publishedJobCount > 0)) {
      expect(m.publishedJobCount, m.id).toBe(
        osaka.facets.municipalities.find((x) => x.id === m.id)?.count,
      );
    }
  });

  it('answers bad values with BAD_USER_INPUT naming the field, never a 500', async () => {
    for (const [query, field] of [
      [{ minimumMonthlySalary: -1 }, 'query.minimumMonthlySalary'],
      [{ minimumMonthlySalary: 2_000_000_000 }, 'query.minimumMonthlySalary'],
      [{ minimumAnnualSalary: 500_000_000 }, 'query.minimumAnnualSalary'],
      [{ publishedWithinDays: 0 }, 'query.publishedWithinDays'],
      [{ publishedWithinDays: 366 }, 'query.publishedWithinDays'],
      [{ featureIds: ['99999'] }, 'query.featureIds'],
      [{ municipalityIds: ['99999'] }, 'query.municipalityIds'],
    ] as const) {
      const response = await api.gql(SEARCH_FACETS, { query });
      const error = errorOf(response);
      expect(error.extensions.code, JSON.stringify(query)).toBe('BAD_USER_INPUT');
      expect(Object.keys(error.extensions.fieldErrors ?? {}), JSON.stringify(query)).toEqual([
        field,
      ]);
    }
    for (const query of [
      { shift: 'evening' },
      { publishedWithinDays: 1.5 },
      { includeClosed: 'yes' },
    ]) {
      const response = await api.gql(SEARCH_FACETS, { query });
      expect(response.status).toBeLessThan(500);
      expect(errorOf(response).extensions.code).toBe('BAD_USER_INPUT');
    }
    // Contradictory conditions: an empty result with its facets, not an error.
    const none = await search({
      query: { prefectureNameEn: 'tokyo', municipalityIds: ['27127'], featureIds: ['51', '211'] },
    });
    expect(none.totalCount).toBe(0);
    expect(none.facets.municipalities).toEqual([{ id: '27127', count: 0 }]);
  });
});
