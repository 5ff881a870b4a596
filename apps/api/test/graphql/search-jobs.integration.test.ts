import { findOccupationBySlug, OCCUPATIONS } from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { listJobs } from '../../src/modules/jobs/repository';
import { type ApiHarness, dataOf, errorOf, JOB_CARD, withApi } from './harness';
import {
  byLocation,
  byPublishedAt,
  bySalary,
  keywordMatch,
  loadPublishedJobs,
  lowestAnnualOf,
  type SeededJob,
} from './seeded-jobs';

interface JobCard {
  id: string;
  isPublished: boolean;
  isMemberOnly: boolean;
  addressLine: string | null;
  zipCode: string | null;
  company: { id: string; name: string } | null;
  features: Array<{ id: string }>;
  prefecture: { id: string };
  municipality: { id: string } | null;
  occupation: { id: string; occupationNameEn: string };
}

interface JobPage {
  nodes: JobCard[];
  totalCount: number;
  page: number;
  per: number;
  totalPages: number;
}

const SEARCH = `query Search($query: JobSearchInput, $occupation: String, $page: Int, $per: Int, $sortType: JobSort) {
  searchJobs(query: $query, occupation: $occupation, page: $page, per: $per, sortType: $sortType) {
    totalCount page per totalPages nodes { ${JOB_CARD} }
  }
}`;

const COUNT = `query Count($query: JobSearchInput, $occupation: String) {
  searchJobTotalCount(query: $query, occupation: $occupation)
}`;

describe('searchJobs and searchJobTotalCount', () => {
  let api: ApiHarness;
  /**
   * Published jobs a visitor's search lists: these tests ask without a token, so member-only
   * jobs are left out of every list (member-only.integration.test.ts tests them, and
   * members), and so are closed ones (search-conditions.integration.test.ts).
   */
  let published: SeededJob[];

  withApi(async (started) => {
    api = started;
    published = (await loadPublishedJobs(api)).filter((j) => !j.isMemberOnly && j.isHiring);
  });

  const search = async (variables: Record<string, unknown>) =>
    dataOf(await api.gql<{ searchJobs: JobPage }>(SEARCH, variables)).searchJobs;
  const count = async (variables: Record<string, unknown>) =>
    dataOf(await api.gql<{ searchJobTotalCount: number }>(COUNT, variables)).searchJobTotalCount;

  /** Asserts a search answers the expected jobs: total, pages and the first page in order. */
  async function expectSearch(
    variables: Record<string, unknown>,
    expected: SeededJob[],
    order: (a: SeededJob, b: SeededJob) => number = byPublishedAt,
  ) {
    const per = (variables.per as number | undefined) ?? 25;
    const page = (variables.page as number | undefined) ?? 1;
    const result = await search(variables);
    const sorted = [...expected].sort(order);
    expect(result.totalCount).toBe(expected.length);
    expect(result.totalPages).toBe(Math.ceil(expected.length / per));
    expect(result.page).toBe(page);
    expect(result.per).toBe(per);
    expect(result.nodes.map((n) => Number(n.id))).toEqual(
      sorted.slice((page - 1) * per, page * per).map((j) => j.id),
    );
    const { query, occupation } = variables;
    expect(await count({ query, occupation })).toBe(expected.length);
    return result;
  }

  it('lists every published job, newest first, 25 a page by default', async () => {
    expect(published.length).toBeGreaterThan(1000);
    const result = await expectSearch({}, published);
    expect(result.nodes).toHaveLength(25);
    expect(result.nodes.every((n) => n.isPublished)).toBe(true);
  });

  it('never lists an unpublished job', async () => {
    const ids = new Set(published.map((j) => j.id));
    const all: number[] = [];
    const first = await search({ per: 100 });
    for (let page = 1; page <= first.totalPages; page++) {
      const result = page === 1 ? first : await search({ per: 100, page });
      all.push(...result.nodes.map((n) => Number(n.id)));
    }
    expect(all).toHaveLength(published.length);
    expect(all.every((id) => ids.has(id))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('filters by occupation slug, prefecture slug and ids, and municipality', async () => {
    const driver = findOccupationBySlug('driver')!;
    await expectSearch(
      { occupation: 'driver' },
      published.filter((j) => j.occupationId === driver.id),
    );
    await expectSearch(
      { occupation: 'driver', query: { prefectureNameEn: 'tokyo' } },
      published.filter((j) => j.occupationId === driver.id && j.prefectureCode === 13),
    );
    await expectSearch(
      { query: { prefectureIds: ['13', '14', '27'] } },
      published.filter((j) => [13, 14, 27].includes(j.prefectureCode)),
    );
    // Both prefecture filters: only what both allow.
    await expectSearch({ query: { prefectureNameEn: 'tokyo', prefectureIds: ['14'] } }, []);
    const municipality = published.find((j) => j.municipalityCode)!.municipalityCode!;
    await expectSearch(
      { query: { municipalityIds: [municipality] } },
      published.filter((j) => j.municipalityCode === municipality),
    );
  });

  it('filters by occupation categories', async () => {
    const inCategory = new Set<number>(
      OCCUPATIONS.filter((o) => o.occupationCategoryId === 4).map((o) => o.id),
    );
    await expectSearch(
      { query: { occupationCategoryIds: ['4'] } },
      published.filter((j) => inCategory.has(j.occupationId)),
    );
  });

  it('keeps jobs having every one of the features asked', async () => {
    const [a, b] = [51, 43];
    const result = await expectSearch(
      { query: { featureIds: [String(a), String(b)] }, per: 50 },
      published.filter((j) => j.featureIds.includes(a) && j.featureIds.includes(b)),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    for (const node of result.nodes) {
      const ids = node.features.map((f) => Number(f.id));
      expect(ids).toEqual(expect.arrayContaining([a, b]));
    }
  });

  it('filters by salary floor (the lowest pay, monthly equivalent) and hiring type', async () => {
    await expectSearch(
      { query: { minimumMonthlySalary: 350000 } },
      published.filter((j) => lowestAnnualOf(j) >= 350000 * 12),
    );
    await expectSearch(
      { query: { hiringTypes: ['part_time', 'contract'] } },
      published.filter((j) => j.hiringType === 'part_time' || j.hiringType === 'contract'),
    );
  });

  it('finds Japanese keywords, every term required, full-width and half-width alike', async () => {
    // Words that name no feature (a feature word is a condition: see the next test).
    for (const keyword of [
      'ドライバー',
      '大型トラック',
      'ルート',
      '東京都 ドライバー',
      'ﾄﾞﾗｲﾊﾞｰ',
      // one and two characters (the grams index), full-width and half-width
      '便',
      '土日',
      'ＯＫ ﾄﾗ',
      '大型トラック ドライバー',
    ]) {
      const expected = published.filter((j) => keywordMatch(j, keyword));
      expect(expected.length, keyword).toBeGreaterThan(0);
      await expectSearch({ query: { keyword } }, expected);
    }
    await expectSearch({ query: { keyword: '存在しない言葉ですよ' } }, []);
    await expectSearch({ query: { keyword: '%' } }, []);
  });

  it('reads feature words as features, the other words as text', async () => {
    const has = (j: (typeof published)[number], ...ids: number[]) =>
      ids.every((id) => j.featureIds.includes(id));
    await expectSearch(
      { query: { keyword: '寮' } },
      published.filter((j) => has(j, 37)),
    );
    await expectSearch(
      { query: { keyword: '大型 未経験' } },
      published.filter((j) => has(j, 51, 11)),
    );
    const text = published.filter((j) => keywordMatch(j, 'ドライバー'));
    await expectSearch(
      { query: { keyword: 'ドライバー 土日休み' } },
      text.filter((j) => has(j, 15)),
    );
  });

  it.each(['ドライバー', '土日'])(
    'sorts keyword matches of %s the same whichever plan reads them',
    async (keyword) => {
      const expected = published.filter((j) => keywordMatch(j, keyword));
      await expectSearch(
        { query: { keyword }, sortType: 'highest_salary', page: 2, per: 20 },
        expected,
        bySalary,
      );
      await expectSearch(
        { query: { keyword }, sortType: 'location', page: 3, per: 15 },
        expected,
        byLocation,
      );
      const filter = { keyword, visibility: 'public' as const, excludeClosed: true };
      for (const sort of ['published_at', 'highest_salary', 'location'] as const) {
        const planned = await listJobs(api.database.db, filter, sort, 2, 30);
        const order = {
          published_at: byPublishedAt,
          highest_salary: bySalary,
          location: byLocation,
        };
        expect(
          planned.map((j) => j.id),
          sort,
        ).toEqual(
          [...expected]
            .sort(order[sort])
            .slice(30, 60)
            .map((j) => j.id),
        );
        for (const keywordPlan of ['matchesFirst', 'sortIndex'] as const) {
          const rows = await listJobs(api.database.db, filter, sort, 2, 30, { keywordPlan });
          expect(
            rows.map((j) => j.id),
            `${sort} ${keywordPlan}`,
          ).toEqual(planned.map((j) => j.id));
        }
      }
    },
  );

  it('combines filters with AND', async () => {
    const driver = findOccupationBySlug('driver')!;
    await expectSearch(
      {
        occupation: 'driver',
        query: {
          prefectureIds: ['13', '14', '11', '12'],
          featureIds: ['43'],
          minimumMonthlySalary: 250000,
        },
      },
      published.filter(
        (j) =>
          j.occupationId === driver.id &&
          [11, 12, 13, 14].includes(j.prefectureCode) &&
          j.featureIds.includes(43) &&
          lowestAnnualOf(j) >= 250000 * 12,
      ),
    );
  });

  it('leaves out excluded jobs', async () => {
    const exclude = published.slice(0, 3).map((j) => j.id);
    await expectSearch(
      { query: { excludeJobIds: exclude.map(String) } },
      published.filter((j) => !exclude.includes(j.id)),
    );
  });

  it('sorts by salary (monthly equivalent), by location (JIS order) and by publication', async () => {
    await expectSearch({ sortType: 'highest_salary', per: 40 }, published, bySalary);
    await expectSearch(
      { sortType: 'highest_salary', page: 3, per: 40, occupation: 'driver' },
      published.filter((j) => j.occupationId === 1),
      bySalary,
    );
    await expectSearch({ sortType: 'location', page: 2, per: 30 }, published, byLocation);
    await expectSearch({ sortType: 'published_at', page: 4, per: 10 }, published, byPublishedAt);
  });

  it('pages: totals, sizes, and an empty page past the last', async () => {
    const total = published.filter((j) => j.prefectureCode === 13).length;
    const last = Math.ceil(total / 7);
    const lastPage = await search({ query: { prefectureIds: ['13'] }, per: 7, page: last });
    expect(lastPage.totalPages).toBe(last);
    expect(lastPage.nodes).toHaveLength(total - (last - 1) * 7);
    const past = await search({ query: { prefectureIds: ['13'] }, per: 7, page: last + 1 });
    expect(past.nodes).toEqual([]);
    expect(past.totalCount).toBe(total);
    const none = await search({ query: { keyword: '存在しない言葉ですよ' } });
    expect(none).toMatchObject({ totalCount: 0, totalPages: 0, nodes: [] });
  });

  describe('searchFeatureJobs', () => {
    const FEATURE_JOBS = `query($featureId: ID!, $occupation: String, $prefectureNameEn: String, $page: Int, $per: Int, $sortType: JobSort) {
      searchFeatureJobs(featureId: $featureId, occupation: $occupation, prefectureNameEn: $prefectureNameEn, page: $page, per: $per, sortType: $sortType) {
        totalCount totalPages nodes { id features { id } }
      }
    }`;

    it('lists published jobs having the feature, within an occupation and a prefecture', async () => {
      const expected = published
        .filter((j) => j.featureIds.includes(51) && j.occupationId === 1 && j.prefectureCode === 13)
        .sort(bySalary);
      const result = dataOf(
        await api.gql<{ searchFeatureJobs: { totalCount: number; nodes: Array<{ id: string }> } }>(
          FEATURE_JOBS,
          {
            featureId: '51',
            occupation: 'driver',
            prefectureNameEn: 'tokyo',
            sortType: 'highest_salary',
            per: 10,
          },
        ),
      ).searchFeatureJobs;
      expect(result.totalCount).toBe(expected.length);
      expect(result.nodes.map((n) => Number(n.id))).toEqual(expected.slice(0, 10).map((j) => j.id));
      const all = published.filter((j) => j.featureIds.includes(152));
      const nationwide = dataOf(
        await api.gql<{ searchFeatureJobs: { totalCount: number } }>(FEATURE_JOBS, {
          featureId: '152',
        }),
      ).searchFeatureJobs;
      expect(nationwide.totalCount).toBe(all.length);
    });

    it('answers NOT_FOUND for an unknown feature, occupation or prefecture', async () => {
      for (const variables of [
        { featureId: '9999' },
        { featureId: '51', occupation: 'astronaut' },
        { featureId: '51', prefectureNameEn: 'atlantis' },
      ]) {
        const response = await api.gql(FEATURE_JOBS, variables);
        expect(response.status).toBe(200);
        expect(errorOf(response).extensions.code).toBe('NOT_FOUND');
      }
    });
  });
});
