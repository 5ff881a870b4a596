import { distanceKm } from '@jobsite/domain/geo';
import { OCCUPATIONS } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../src/data/municipalities';
import { jobs } from '../../src/db/schema';
import { refreshJobSearchText } from '../../src/db/search-text';
import { jobFilterOf } from '../../src/modules/jobs/filters';
import { NEAREST_RINGS_KM, nearestRing } from '../../src/modules/jobs/nearest';
import { jobOrderBy, jobWhere } from '../../src/modules/jobs/search';
import { type ApiHarness, dataOf, errorOf, withApi } from './harness';
import { COUNT, countOf, type Facet, SEARCH_FACETS } from './search-documents';
import { loadPublishedJobs, type SeededJob } from './seeded-jobs';

/**
 * Distance search, the orders by distance and おすすめ, place words in the keyword and the
 * suggestions (docs/decisions/0029, 0030), checked against the seeded jobs read with plain SQL
 * and distances computed here.
 */

const NOW = new Date('2026-01-01T00:00:00.000Z');

interface Page {
  totalCount: number;
  nodes: Array<{ id: string }>;
  facets?: Record<string, Facet[]>;
}

const SEARCH = `query Search($query: JobSearchInput, $occupation: String, $per: Int, $page: Int, $sortType: JobSort) {
  searchJobs(query: $query, occupation: $occupation, per: $per, page: $page, sortType: $sortType) {
    totalCount nodes { id }
  }
}`;
const SUGGEST = `query Suggest($prefix: String!, $place: Boolean, $limit: Int) {
  searchSuggestions(prefix: $prefix, place: $place, limit: $limit) { kind id label jobCount }
}`;

interface Positioned extends SeededJob {
  latitude: number | null;
  longitude: number | null;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('distance search, orders, place words and suggestions', () => {
  let api: ApiHarness;
  /** Open public jobs (a visitor's search) with their positions. */
  let open: Positioned[];

  const search = async (variables: Record<string, unknown>) =>
    dataOf(await api.gql<{ searchJobs: Page }>(SEARCH, variables)).searchJobs;
  const count = (variables: Record<string, unknown>) => countOf(api, variables);
  /** Every id of a search, page after page (100 a page). */
  const allIds = async (variables: Record<string, unknown>) => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const result = await search({ ...variables, per: 100, page });
      ids.push(...result.nodes.map((n) => Number(n.id)));
      if (ids.length >= result.totalCount || result.nodes.length === 0) return ids;
    }
  };

  withApi(
    async (started) => {
      api = started;
      const positions = new Map(
        (
          await api.rows<{ id: number; latitude: number | null; longitude: number | null }>(
            sql`SELECT id, latitude, longitude FROM jobs WHERE is_published`,
          )
        ).map((r) => [Number(r.id), r]),
      );
      open = (await loadPublishedJobs(api))
        .filter((j) => !j.isMemberOnly && j.isHiring)
        .map((j) => {
          const p = positions.get(j.id);
          return {
            ...j,
            latitude: p?.latitude === null || p === undefined ? null : Number(p.latitude),
            longitude: p?.longitude === null || p === undefined ? null : Number(p.longitude),
          };
        });
    },
    { now: () => NOW },
  );

  const within = (origin: { latitude: number; longitude: number }, km: number) =>
    open
      .filter((j) => j.latitude !== null && j.longitude !== null)
      .map((j) => ({
        job: j,
        km: distanceKm(origin, j as { latitude: number; longitude: number }),
      }))
      .filter((x) => x.km <= km);

  describe('near', () => {
    const shinjuku = MUNICIPALITIES.find((m) => m.name === '新宿区')!;
    const origins = [
      { near: { municipalityId: shinjuku.code, radiusKm: 10 }, origin: shinjuku, km: 10 },
      {
        near: { latitude: 34.7025, longitude: 135.4959, radiusKm: 30 },
        origin: { latitude: 34.7025, longitude: 135.4959 },
        km: 30,
      },
    ];

    it('keeps exactly the jobs within the radius, nearest first', async () => {
      for (const { near, origin, km } of origins) {
        const expected = within(origin, km);
        expect(expected.length).toBeGreaterThan(5);
        const ids = await allIds({ query: { near }, sortType: 'distance' });
        expect(new Set(ids)).toEqual(new Set(expected.map((x) => x.job.id)));
        expect(ids).toHaveLength(expected.length);
        const distances = ids.map((id) =>
          distanceKm(origin, open.find((j) => j.id === id) as Positioned & typeof origin),
        );
        for (let i = 1; i < distances.length; i++) {
          expect(distances[i]!).toBeGreaterThanOrEqual(distances[i - 1]! - 1e-9);
        }
        // 勤務地順 with a point is the same order.
        expect(await allIds({ query: { near }, sortType: 'location' })).toEqual(ids);
        expect(await count({ query: { near } })).toBe(expected.length);
      }
    });

    it('combines with other conditions and a keyword', async () => {
      const { near, origin, km } = origins[0]!;
      const expected = within(origin, km)
        .map((x) => x.job)
        .filter((j) => j.occupationId === 1 && j.featureIds.includes(11));
      const ids = await allIds({
        occupation: 'driver',
        query: { near, featureIds: ['11'] },
        sortType: 'recommended',
      });
      expect(new Set(ids)).toEqual(new Set(expected.map((j) => j.id)));
    });

    it('facets with a point equal the totals of the searches they lead to', async () => {
      const { near } = origins[1]!;
      const query = { near, keyword: 'ドライバー', featureIds: ['43'] };
      const page = dataOf(await api.gql<{ searchJobs: Page }>(SEARCH_FACETS, { query })).searchJobs;
      expect(await count({ query })).toBe(page.totalCount);
      const facets = page.facets!;
      const follow: Array<[Facet, Record<string, unknown>]> = [
        ...facets
          .features!.slice(0, 4)
          .map((f) => [f, { ...query, featureIds: [...new Set(['43', f.id])] }] as [Facet, object]),
        ...facets.prefectures!.map(
          (f) => [f, { ...query, prefectureIds: [Number(f.id)] }] as [Facet, object],
        ),
        ...facets.hiringTypes!.map(
          (f) => [f, { ...query, hiringTypes: [f.id] }] as [Facet, object],
        ),
        ...facets.shifts!.map((f) => [f, { ...query, shift: f.id }] as [Facet, object]),
      ] as Array<[Facet, Record<string, unknown>]>;
      expect(follow.length).toBeGreaterThan(4);
      for (const [facet, next] of follow) {
        expect(await count({ query: next })).toBe(facet.count);
      }
      for (const facet of facets.occupations!.slice(0, 3)) {
        const occupation = OCCUPATIONS.find((o) => String(o.id) === facet.id)!.occupationNameEn;
        expect(await count({ query, occupation })).toBe(facet.count);
      }
    });

    it('pages nearest first through the smallest ring that holds them, the same as the whole radius', async () => {
      // The densest place of the seed: a job's own position with the most jobs within 2 km.
      const dense = open
        .filter((j) => j.latitude !== null && j.longitude !== null)
        .map((j) => {
          const origin = { latitude: j.latitude!, longitude: j.longitude! };
          return { origin, held: within(origin, NEAREST_RINGS_KM[0]!).length };
        })
        .sort((a, b) => b.held - a.held)[0]!;
      expect(dense.held).toBeGreaterThan(3);
      // The first page lies in the smallest ring, the later ones reach past it.
      const per = Math.ceil(dense.held / 2);
      for (const query of [
        { near: { ...dense.origin, radiusKm: 50 } },
        { near: { ...dense.origin, radiusKm: 50 }, keyword: '夜勤なし' },
      ]) {
        const filter = jobFilterOf(query, null, true, NOW);
        if (!query.keyword) {
          const where = jobWhere(filter);
          expect(await nearestRing(api.database.db, where, filter.near!, per)).toBe(
            NEAREST_RINGS_KM[0],
          );
          expect(await nearestRing(api.database.db, where, filter.near!, per * 3)).not.toBe(
            NEAREST_RINGS_KM[0],
          );
        }
        const rows = await api.database.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(jobWhere(filter))
          .orderBy(...jobOrderBy('distance', false, { filter, now: NOW }))
          .limit(per * 4);
        const pages: number[] = [];
        for (const page of [1, 2, 3, 4]) {
          const result = await search({ query, sortType: 'distance', per, page });
          pages.push(...result.nodes.map((n) => Number(n.id)));
        }
        expect(pages).toEqual(rows.map((r) => r.id));
      }
    });

    it('leaves jobs without a position out', async () => {
      const [job] = open.filter((j) => j.municipalityCode === shinjuku.code);
      await api.rows(sql`UPDATE jobs SET latitude = NULL, longitude = NULL WHERE id = ${job!.id}`);
      try {
        const ids = await allIds({
          query: {
            near: { municipalityId: shinjuku.code, radiusKm: 5 },
            keyword: job!.companyName,
          },
        });
        expect(ids).not.toContain(job!.id);
      } finally {
        await api.rows(
          sql`UPDATE jobs SET latitude = ${job!.latitude}, longitude = ${job!.longitude} WHERE id = ${job!.id}`,
        );
      }
    });
  });

  describe('bad input', () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['radius -1', { query: { near: { municipalityId: '13104', radiusKm: -1 } } }],
      ['radius 10000', { query: { near: { municipalityId: '13104', radiusKm: 10000 } } }],
      [
        'both origins',
        {
          query: { near: { municipalityId: '13104', latitude: 35, longitude: 139, radiusKm: 10 } },
        },
      ],
      ['no origin', { query: { near: { radiusKm: 10 } } }],
      ['latitude alone', { query: { near: { latitude: 35, radiusKm: 10 } } }],
      ['unknown municipality', { query: { near: { municipalityId: '99999', radiusKm: 10 } } }],
      ['distance without near', { sortType: 'distance' }],
      ['1,000-character keyword', { query: { keyword: 'あ'.repeat(1000) } }],
      ['NUL in the keyword', { query: { keyword: 'ドライバー\u0000' } }],
      ['right-to-left override in the keyword', { query: { keyword: '\u202eドライバー' } }],
    ];
    it.each(cases)('%s → BAD_USER_INPUT in Japanese', async (_name, variables) => {
      // SEARCH_FACETS takes no sort: the sort case is checked with SEARCH only.
      for (const query of variables.sortType ? [SEARCH] : [SEARCH, SEARCH_FACETS]) {
        const response = await api.gql(query, variables);
        expect(response.status).toBe(200);
        const error = errorOf(response);
        expect(error.extensions.code).toBe('BAD_USER_INPUT');
        const messages = Object.values(error.extensions.fieldErrors ?? {});
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).toMatch(JAPANESE);
      }
      if (variables.sortType === undefined) {
        const response = await api.gql(COUNT, { query: variables.query });
        expect(errorOf(response).extensions.code).toBe('BAD_USER_INPUT');
      }
    });

    it('says which field of near is wrong', async () => {
      const error = errorOf(
        await api.gql(SEARCH, { query: { near: { municipalityId: '99999', radiusKm: 10 } } }),
      );
      expect(Object.keys(error.extensions.fieldErrors ?? {})).toEqual([
        'query.near.municipalityId',
      ]);
      const sort = errorOf(await api.gql(SEARCH, { sortType: 'distance' }));
      expect(Object.keys(sort.extensions.fieldErrors ?? {})).toEqual(['sortType']);
    });
  });

  describe('おすすめ順', () => {
    it('is deterministic and pages never overlap', async () => {
      for (const query of [{ keyword: 'ドライバー 未経験' }, {}, { prefectureIds: [13] }]) {
        const first = await search({ query, sortType: 'recommended', per: 40 });
        const again = await search({ query, sortType: 'recommended', per: 40 });
        expect(again.nodes).toEqual(first.nodes);
        const page1 = await search({ query, sortType: 'recommended', per: 20, page: 1 });
        const page2 = await search({ query, sortType: 'recommended', per: 20, page: 2 });
        expect([...page1.nodes, ...page2.nodes]).toEqual(first.nodes);
        expect(first.totalCount).toBe(await count({ query }));
      }
    });

    it('without a keyword, ranks only the jobs that can reach the page, with the same result', async () => {
      // Every job of the list scored (no window), against the pages the api answers.
      const lists: Array<[string | null, { prefectureIds?: number[] }]> = [
        ['driver', {}],
        [null, { prefectureIds: [13] }],
        [null, {}],
      ];
      for (const [occupation, query] of lists) {
        const filter = jobFilterOf(query, occupation, true, NOW);
        const rows = await api.database.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(jobWhere(filter))
          .orderBy(...jobOrderBy('recommended', false, { filter, now: NOW }))
          .limit(75);
        const pages: number[] = [];
        for (const page of [1, 2, 3]) {
          const result = await search({
            occupation,
            query,
            sortType: 'recommended',
            per: 25,
            page,
          });
          pages.push(...result.nodes.map((n) => Number(n.id)));
        }
        expect(pages).toEqual(rows.map((r) => r.id));
      }
    });

    it('puts a title match above a description-only match', async () => {
      const [a, b] = open.filter((j) => j.occupationId === 1).slice(0, 2) as [
        Positioned,
        Positioned,
      ];
      const at = new Date(NOW.getTime() - 40 * 24 * 3600 * 1000).toISOString();
      await api.rows(sql`UPDATE jobs SET title = 'ペンギン便の配送ドライバー', published_at = ${at}, edited_at = ${at}
        WHERE id = ${a.id}`);
      // B is fresher, so only the place of the word can put A first.
      await api.rows(sql`UPDATE jobs SET published_at = ${NOW.toISOString()}, edited_at = ${NOW.toISOString()}
        WHERE id = ${b.id}`);
      await api.rows(sql`UPDATE job_details SET job_description_option =
        coalesce(job_description_option, '') || ' ペンギン便の荷物も運びます' WHERE job_id = ${b.id}`);
      await refreshJobSearchText(api.database.db, [a.id, b.id]);
      const result = await search({ query: { keyword: 'ぺんぎん便' }, sortType: 'recommended' });
      expect(result.nodes.map((n) => Number(n.id))).toEqual([a.id, b.id]);
      // 新着順 puts the fresher one first: the order above is the text's doing.
      const newest = await search({ query: { keyword: 'ぺんぎん便' } });
      expect(newest.nodes.map((n) => Number(n.id))).toEqual([b.id, a.id]);
    });
  });

  describe('place words in the keyword', () => {
    it('「大阪 4t」 is the 4t search in Osaka', async () => {
      const words = await allIds({ query: { keyword: '大阪 4t' } });
      expect(words.length).toBeGreaterThan(0);
      const byId = new Map(open.map((j) => [j.id, j]));
      for (const id of words) expect(byId.get(id)!.prefectureCode).toBe(27);
      const asCondition = { keyword: '4t', prefectureIds: [27] };
      expect(await count({ query: asCondition })).toBe(words.length);
      expect(await count({ query: { keyword: 'おおさか ４ｔ' } })).toBe(words.length);
      expect(await count({ query: { keyword: '大阪府 4トン' } })).toBe(words.length);
    });

    it('「札幌 ドライバー」 searches every ward of Sapporo', async () => {
      const wards = MUNICIPALITIES.filter((m) => m.name.startsWith('札幌市')).map((m) => m.code);
      const ids = await allIds({ query: { keyword: '札幌 ドライバー' } });
      const byId = new Map(open.map((j) => [j.id, j]));
      for (const id of ids) expect(wards).toContain(byId.get(id)!.municipalityCode);
      expect(await count({ query: { keyword: 'ドライバー', municipalityIds: wards } })).toBe(
        ids.length,
      );
      expect(await count({ query: { keyword: '札幌市 ドライバー' } })).toBe(ids.length);
    });

    it('stays text when the search has a place condition, and facets follow that rule', async () => {
      const query = { keyword: '大阪 4t' };
      const page = dataOf(await api.gql<{ searchJobs: Page }>(SEARCH_FACETS, { query })).searchJobs;
      for (const facet of page.facets!.prefectures!.slice(0, 5)) {
        expect(await count({ query: { ...query, prefectureIds: [Number(facet.id)] } })).toBe(
          facet.count,
        );
      }
      for (const facet of page.facets!.municipalities!.slice(0, 5)) {
        expect(await count({ query: { ...query, municipalityIds: [facet.id] } })).toBe(facet.count);
      }
      for (const facet of page.facets!.features!.slice(0, 3)) {
        expect(await count({ query: { ...query, featureIds: [facet.id] } })).toBe(facet.count);
      }
    });
  });

  describe('shift words in the keyword', () => {
    it('「大阪 4t 夜勤なし」 is the 4t search in Osaka without night shifts, facets included', async () => {
      const query = { keyword: '大阪 4t 夜勤なし' };
      const total = await count({ query });
      expect(total).toBeGreaterThan(0);
      const asConditions = { keyword: '4t', prefectureIds: [27], shift: 'no_night' };
      expect(await count({ query: asConditions })).toBe(total);
      expect(await count({ query: { keyword: '夜勤無し 4トン おおさか' } })).toBe(total);
      // Its own shift wins: the word is text again, and no ad says 夜勤なし.
      expect(await count({ query: { ...query, shift: 'day' } })).toBe(0);
      const page = dataOf(await api.gql<{ searchJobs: Page }>(SEARCH_FACETS, { query })).searchJobs;
      expect(page.totalCount).toBe(total);
      for (const facet of page.facets!.shifts!) {
        expect(await count({ query: { ...query, shift: facet.id } })).toBe(facet.count);
      }
      for (const facet of page.facets!.prefectures!.slice(0, 3)) {
        expect(await count({ query: { ...query, prefectureIds: [Number(facet.id)] } })).toBe(
          facet.count,
        );
      }
    });
  });

  describe('feature words in the keyword', () => {
    const WITH_CONDITIONS = `query Search($query: JobSearchInput) {
      searchJobs(query: $query, per: 5) {
        totalCount
        facets { features { id count } prefectures { id count } shifts { id count } }
        keywordConditions { kind id words }
      }
    }`;
    const withConditions = async (query: Record<string, unknown>) =>
      dataOf(
        await api.gql<{
          searchJobs: Page & {
            keywordConditions: Array<{ kind: string; id: string; words: string[] }>;
          };
        }>(WITH_CONDITIONS, { query }),
      ).searchJobs;

    it('「フォークリフト 未経験 寮」 is フォークリフト with the features 未経験OK and 寮・社宅あり', async () => {
      const page = await withConditions({ keyword: 'フォークリフト 未経験 寮' });
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.keywordConditions).toEqual([
        { kind: 'feature', id: '11', words: ['未経験'] },
        { kind: 'feature', id: '37', words: ['寮'] },
      ]);
      expect(await count({ query: { keyword: 'フォークリフト', featureIds: ['11', '37'] } })).toBe(
        page.totalCount,
      );
      // Chosen features and feature words add up (all must hold).
      expect(await count({ query: { keyword: 'フォークリフト 寮', featureIds: ['11'] } })).toBe(
        page.totalCount,
      );
      const chosen = page.facets!.features!.filter((f) => f.id === '11' || f.id === '37');
      expect(chosen.map((f) => f.count)).toEqual([page.totalCount, page.totalCount]);
      for (const facet of page.facets!.features!.slice(0, 4)) {
        expect(
          await count({ query: { keyword: 'フォークリフト 未経験 寮', featureIds: [facet.id] } }),
        ).toBe(facet.count);
      }
    });

    it('「手積みなし」 alone is the feature 手積み・手降ろしなし, which no text says', async () => {
      const features = new Map(
        (
          await api.rows<{ job_id: number }>(
            sql`SELECT job_id FROM job_features WHERE feature_id = 70`,
          )
        ).map((r) => [Number(r.job_id), true]),
      );
      const expected = open.filter((j) => features.has(j.id)).length;
      expect(expected).toBeGreaterThan(0);
      const page = await withConditions({ keyword: '手積みなし' });
      expect(page.totalCount).toBe(expected);
      expect(page.keywordConditions).toEqual([
        { kind: 'feature', id: '70', words: ['手積ミナシ'] },
      ]);
    });

    it('lists shift, feature and place words together; none for a plain keyword', async () => {
      const page = await withConditions({ keyword: '大阪 4t 夜勤なし 土日休み' });
      expect(page.keywordConditions).toEqual([
        { kind: 'shift', id: 'no_night', words: ['夜勤ナシ'] },
        { kind: 'feature', id: '52', words: ['4t'] },
        { kind: 'feature', id: '15', words: ['土日休ミ'] },
        { kind: 'prefecture', id: '27', words: ['大阪'] },
      ]);
      expect(
        await count({
          query: { prefectureIds: [27], shift: 'no_night', featureIds: ['52', '15'] },
        }),
      ).toBe(page.totalCount);
      for (const facet of page.facets!.prefectures!.slice(0, 3)) {
        expect(
          await count({
            query: { keyword: '大阪 4t 夜勤なし 土日休み', prefectureIds: [Number(facet.id)] },
          }),
        ).toBe(facet.count);
      }
      expect((await withConditions({ keyword: 'ドライバー' })).keywordConditions).toEqual([]);
    });
  });

  describe('searchSuggestions', () => {
    const suggest = async (variables: Record<string, unknown>) =>
      dataOf(
        await api.gql<{
          searchSuggestions: Array<{ kind: string; id: string; label: string; jobCount: number }>;
        }>(SUGGEST, variables),
      ).searchSuggestions;

    it('matches kana and width variants alike', async () => {
      const forms = ['おおさか', 'オオサカ', 'ｵｵｻｶ', '大阪'];
      const answers = await Promise.all(forms.map((prefix) => suggest({ prefix })));
      expect(answers[0]![0]).toMatchObject({ kind: 'prefecture', id: 'osaka', label: '大阪府' });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[3]![0]).toEqual(answers[0]![0]);
      const prefectureCount = dataOf(
        await api.gql<{ prefecture: { publishedJobCount: number } }>(
          `{ prefecture(prefectureNameEn: "osaka") { publishedJobCount } }`,
        ),
      ).prefecture.publishedJobCount;
      expect(answers[0]![0]!.jobCount).toBe(prefectureCount);
      const driver = await suggest({ prefix: 'どらい' });
      expect(driver[0]).toMatchObject({ kind: 'occupation', id: 'driver', label: 'ドライバー' });
      expect(await suggest({ prefix: 'ﾄﾞﾗｲ' })).toEqual(driver);
      const seta = await suggest({ prefix: 'せたがや', place: true });
      expect(seta[0]).toMatchObject({ kind: 'municipality', id: '13112', label: '世田谷区' });
      expect(seta[0]!.jobCount).toBe(await count({ query: { municipalityIds: ['13112'] } }));
    });

    it('says the prefecture of an ambiguous municipality; place: true gives places only', async () => {
      const fuchu = await suggest({ prefix: '府中', place: true, limit: 20 });
      const labels = fuchu.map((s) => s.label);
      expect(labels).toContain('府中市（東京都）');
      expect(labels).toContain('府中市（広島県）');
      for (const prefix of ['と', 'だ', '大', 'フォ']) {
        for (const s of await suggest({ prefix, place: true, limit: 20 })) {
          expect(['prefecture', 'municipality']).toContain(s.kind);
        }
      }
      const mixed = await suggest({ prefix: '大', limit: 20 });
      expect(new Set(mixed.map((s) => s.kind)).size).toBeGreaterThan(1);
    });

    it('keeps to the limit; a blank prefix gives nothing', async () => {
      expect(await suggest({ prefix: 'さ', limit: 3 })).toHaveLength(3);
      expect(await suggest({ prefix: 'さ' })).toHaveLength(8);
      expect(await suggest({ prefix: 'さ', limit: 20 })).toHaveLength(20);
      expect(await suggest({ prefix: '' })).toEqual([]);
      expect(await suggest({ prefix: ' \u3000 ' })).toEqual([]);
    });

    it.each([
      ['limit 0', { prefix: 'さ', limit: 0 }, 'limit'],
      ['limit 21', { prefix: 'さ', limit: 21 }, 'limit'],
      ['a 101-character prefix', { prefix: 'さ'.repeat(101) }, 'prefix'],
      ['NUL', { prefix: 'さ\u0000' }, 'prefix'],
      ['right-to-left override', { prefix: '\u202eさ' }, 'prefix'],
    ])('%s → BAD_USER_INPUT', async (_name, variables, field) => {
      const response = await api.gql(SUGGEST, variables);
      expect(response.status).toBe(200);
      const error = errorOf(response);
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      const keys = Object.keys(error.extensions.fieldErrors ?? {});
      expect(keys.some((key) => key.includes(field))).toBe(true);
      for (const message of Object.values(error.extensions.fieldErrors ?? {})) {
        expect(message).toMatch(JAPANESE);
      }
    });
  });
});
