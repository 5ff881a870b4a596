import { SAVED_SEARCH_LIMITS } from '@jobsite/domain/constants';
import { findOccupationById, findPrefectureByCode, PREFECTURES } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSavedSearchMatches } from '../../src/modules/saved-searches/matching';
import { type Account, codeOf, dataOf, type MemberApi, startMemberApi } from './harness';

const SAVE = `mutation ($input: SaveSearchInput!) {
  saveSearch(input: $input) {
    savedSearch { id name sortType occupation { occupationNameEn } prefecture { prefectureEnName }
      municipality { id } feature { id } hiringTypes minimumMonthlySalary newMatchCount }
    alreadySaved savedSearchCount
  }
}`;
const LIST = `{ savedSearches { id name newMatchCount newJobs { id title } } user { newMatchCount } }`;
const RENAME = `mutation ($id: ID!, $name: String!) { renameSavedSearch(input: { id: $id, name: $name }) { savedSearch { id name } } }`;
const DELETE = `mutation ($id: ID!) { deleteSavedSearch(input: { id: $id }) { id newMatchCount } }`;
const READ = `mutation ($id: ID!) { readSavedSearchMatches(input: { id: $id }) { savedSearch { id newMatchCount } newMatchCount } }`;
const NOTICES = `{ notices(first: 20) { edges { node { text url readAt } } unreadCount } }`;
const ALERT_URL = '/member/saved-searches/';

const occupationSlugOf = (id: number) => findOccupationById(id)!.occupationNameEn;

interface UnpublishedJob {
  id: number;
  occupationId: number;
  prefectureCode: number;
  featureIds: number[];
}

describe('saved searches (search alerts)', () => {
  let api: MemberApi;
  /** An operator command that must succeed, its result. */
  const ops = async (command: string, body: Record<string, unknown>) => {
    const answer = (await api.ops(command, body)).body as {
      ok: boolean;
      result: Record<string, unknown>;
    };
    if (!answer.ok) throw new Error(`ops ${command}: ${JSON.stringify(answer)}`);
    return answer.result;
  };
  let unpublished: UnpublishedJob[];
  beforeAll(async () => {
    api = await startMemberApi();
    const rows = await api.database.rows<{
      id: number;
      occupation_id: number;
      prefecture_code: number;
      feature_ids: number[] | string;
    }>(sql`
      SELECT j.id, j.occupation_id, j.prefecture_code,
        array(SELECT jf.feature_id FROM job_features AS jf WHERE jf.job_id = j.id ORDER BY 1) AS feature_ids
      FROM jobs AS j WHERE NOT j.is_published ORDER BY j.id`);
    unpublished = rows.map((r) => ({
      id: Number(r.id),
      occupationId: Number(r.occupation_id),
      prefectureCode: Number(r.prefecture_code),
      featureIds: (typeof r.feature_ids === 'string'
        ? r.feature_ids.replace(/[{}]/g, '').split(',').filter(Boolean)
        : r.feature_ids
      ).map(Number),
    }));
    // Jobs of occupations the other tests' searches do not name, so only this file's own
    // searches can match them.
    const named = new Set(['driver', 'forklift', 'construction', 'painting']);
    unpublished = unpublished.filter((j) => !named.has(occupationSlugOf(j.occupationId)));
    expect(unpublished.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => api?.close());

  const gql = async (account: Account, query: string, variables?: Record<string, unknown>) =>
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked by assertions, not types.
    dataOf(await api.gql<any>(query, variables, account.idToken));
  const slugOf = (code: number) => findPrefectureByCode(code)!.prefectureEnName;

  it('saves a list’s conditions with a name made from them, once per conditions', async () => {
    const member = await api.member();
    const input = {
      occupation: 'driver',
      prefectureNameEn: 'tokyo',
      municipalityId: '13101',
      featureId: '51',
      hiringTypes: ['part_time', 'regular'],
      minimumMonthlySalary: 250000,
      sortType: 'highest_salary',
    };
    const first = (await gql(member, SAVE, { input })).saveSearch;
    expect(first).toMatchObject({
      alreadySaved: false,
      savedSearchCount: 1,
      savedSearch: {
        sortType: 'highest_salary',
        occupation: { occupationNameEn: 'driver' },
        prefecture: { prefectureEnName: 'tokyo' },
        municipality: { id: '13101' },
        feature: { id: '51' },
        hiringTypes: ['regular', 'part_time'],
        minimumMonthlySalary: 250000,
        newMatchCount: 0,
      },
    });
    expect(first.savedSearch.name).toBe(
      'ドライバー／東京都／千代田区／大型／正社員／アルバイト・パート／月給25万円以上',
    );
    expect(first.savedSearch.name.length).toBeLessThanOrEqual(SAVED_SEARCH_LIMITS.maxNameLength);
    // The same conditions (hiring types in another order, another sort): the same search.
    const again = (
      await gql(member, SAVE, {
        input: { ...input, hiringTypes: ['regular', 'part_time'], sortType: 'location' },
      })
    ).saveSearch;
    expect(again).toMatchObject({
      alreadySaved: true,
      savedSearchCount: 1,
      savedSearch: { id: first.savedSearch.id, sortType: 'location' },
    });
    const named = (await gql(member, SAVE, { input: { occupation: 'forklift', name: ' 倉庫 ' } }))
      .saveSearch;
    expect(named).toMatchObject({ alreadySaved: false, savedSearchCount: 2 });
    expect(named.savedSearch).toMatchObject({ name: '倉庫', sortType: 'published_at' });
    const list = (await gql(member, LIST)).savedSearches;
    expect(list.map((s: { id: string }) => s.id)).toEqual([
      named.savedSearch.id,
      first.savedSearch.id,
    ]);
  });

  it('refuses bad conditions with field messages, and a search past the limit', async () => {
    const member = await api.member();
    const bad = async (input: Record<string, unknown>) => {
      const response = await api.gql(SAVE, { input }, member.idToken);
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      return response.errors![0]!.extensions.fieldErrors;
    };
    expect(await bad({ occupation: 'astronaut' })).toEqual({
      occupation: '職種を選択してください',
    });
    expect(await bad({ occupation: 'driver', prefectureNameEn: 'atlantis' })).toEqual({
      prefectureNameEn: '都道府県を選択してください',
    });
    expect(
      await bad({ occupation: 'driver', prefectureNameEn: 'tokyo', municipalityId: '13999' }),
    ).toEqual({ municipalityId: '市区町村を選択してください' });
    expect(await bad({ occupation: 'driver', name: 'あ'.repeat(41) })).toEqual({
      name: '40文字以内で入力してください',
    });

    for (let i = 0; i < SAVED_SEARCH_LIMITS.maxItems; i++) {
      const prefecture = PREFECTURES[i]!.prefectureEnName;
      await gql(member, SAVE, {
        input: { occupation: 'construction', prefectureNameEn: prefecture },
      });
    }
    const full = await api.gql(
      SAVE,
      { input: { occupation: 'construction', prefectureNameEn: 'okinawa' } },
      member.idToken,
    );
    expect(full.errors?.[0]).toMatchObject({
      message: '保存できる検索条件は20件までです。不要な検索条件を削除してから再度お試しください。',
      extensions: { code: 'SAVED_SEARCH_LIMIT_REACHED' },
    });
    // Saving one already saved still answers it; nothing was lost or doubled.
    const existing = (
      await gql(member, SAVE, {
        input: { occupation: 'construction', prefectureNameEn: 'hokkaido' },
      })
    ).saveSearch;
    expect(existing).toMatchObject({ alreadySaved: true, savedSearchCount: 20 });
    expect((await gql(member, LIST)).savedSearches).toHaveLength(20);
  });

  it('renames and deletes only the member’s own searches', async () => {
    const owner = await api.member();
    const other = await api.member();
    const { id } = (await gql(owner, SAVE, { input: { occupation: 'painting' } })).saveSearch
      .savedSearch;
    expect((await gql(owner, RENAME, { id, name: ' 塗装の求人 ' })).renameSavedSearch).toEqual({
      savedSearch: { id, name: '塗装の求人' },
    });
    expect(codeOf(await api.gql(RENAME, { id, name: '乗っ取り' }, other.idToken))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await api.gql(RENAME, { id, name: '  ' }, owner.idToken))).toBe('BAD_USER_INPUT');
    expect(codeOf(await api.gql(DELETE, { id }, other.idToken))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(READ, { id }, other.idToken))).toBe('NOT_FOUND');
    expect((await gql(owner, DELETE, { id })).deleteSavedSearch).toEqual({ id, newMatchCount: 0 });
    expect(codeOf(await api.gql(DELETE, { id }, owner.idToken))).toBe('NOT_FOUND');
    expect((await gql(owner, LIST)).savedSearches).toEqual([]);
    expect(codeOf(await api.gql(DELETE, { id: 'abc' }, owner.idToken))).toBe('BAD_USER_INPUT');
  });

  it('is for members only', async () => {
    expect(codeOf(await api.gql(LIST))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(SAVE, { input: { occupation: 'driver' } }))).toBe(
      'UNAUTHORIZED_ERROR',
    );
  });

  it('publishing a matching job sends a notice to matching members only, once', async () => {
    const job = unpublished[0]!;
    const occupation = occupationSlugOf(job.occupationId);
    const prefecture = slugOf(job.prefectureCode);
    const otherPrefecture = PREFECTURES.find((p) => p.code !== job.prefectureCode)!;
    const [a, b, c, d] = [
      await api.member(),
      await api.member(),
      await api.member(),
      await api.member(),
    ];
    const matching = { occupation, prefectureNameEn: prefecture };
    const searchA = (await gql(a, SAVE, { input: matching })).saveSearch.savedSearch;
    // b saved the same conditions (matched together with a's), with a name of its own.
    const searchB = (await gql(b, SAVE, { input: { ...matching, name: '近所の求人' } })).saveSearch
      .savedSearch;
    // c: another prefecture; d: a feature the job lacks.
    await gql(c, SAVE, {
      input: { occupation, prefectureNameEn: otherPrefecture.prefectureEnName },
    });
    const missing = [51, 52, 53, 54, 11, 15, 66].find((id) => !job.featureIds.includes(id))!;
    await gql(d, SAVE, { input: { ...matching, featureId: String(missing) } });

    const published = await ops('publish', { job: job.id });
    expect(published).toMatchObject({ id: job.id, isPublished: true, savedSearchAlerts: 2 });

    // Search alerts only (sign-up sends a welcome notice too).
    const noticesOf = async (member: Account) => {
      const { notices } = await gql(member, NOTICES);
      return {
        edges: notices.edges.filter((e: { node: { url: string } }) => e.node.url === ALERT_URL),
      };
    };
    expect((await noticesOf(a)).edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        text: `保存した検索条件「${searchA.name}」に合う新着求人が1件あります。`,
        url: '/member/saved-searches/',
        readAt: null,
      },
    ]);
    expect((await noticesOf(b)).edges[0].node.text).toBe(
      '保存した検索条件「近所の求人」に合う新着求人が1件あります。',
    );
    expect((await noticesOf(c)).edges).toEqual([]);
    expect((await noticesOf(d)).edges).toEqual([]);

    const listA = await gql(a, LIST);
    expect(listA.user.newMatchCount).toBe(1);
    expect(listA.savedSearches).toEqual([
      expect.objectContaining({
        id: searchA.id,
        newMatchCount: 1,
        newJobs: [expect.objectContaining({ id: String(job.id) })],
      }),
    ]);
    expect((await gql(c, LIST)).user.newMatchCount).toBe(0);

    // Published again, or taken down and put back: no second notice, no second match.
    expect(await ops('publish', { job: job.id })).toMatchObject({ savedSearchAlerts: 0 });
    await ops('unpublish', { job: job.id });
    expect((await gql(a, LIST)).user.newMatchCount).toBe(0);
    expect(await ops('publish', { job: job.id })).toMatchObject({ savedSearchAlerts: 0 });
    expect((await noticesOf(a)).edges).toHaveLength(1);
    expect((await noticesOf(b)).edges).toHaveLength(1);
    expect((await gql(a, LIST)).user.newMatchCount).toBe(1);

    // Seen: the count drops for a only.
    expect((await gql(a, READ, { id: searchA.id })).readSavedSearchMatches).toEqual({
      savedSearch: { id: searchA.id, newMatchCount: 0 },
      newMatchCount: 0,
    });
    expect((await gql(a, LIST)).savedSearches[0].newJobs).toEqual([]);
    expect((await gql(b, LIST)).savedSearches).toEqual([
      expect.objectContaining({ id: searchB.id, newMatchCount: 1 }),
    ]);
    // Deleting the search takes its matches with it.
    expect((await gql(b, DELETE, { id: searchB.id })).deleteSavedSearch.newMatchCount).toBe(0);
  });

  it('conditions beyond the path (words, more features, annual pay) are kept, and alert as the list shows', async () => {
    const job = unpublished[2]!;
    const [row] = await api.database.rows<{ title: string }>(
      sql`SELECT title FROM jobs WHERE id = ${job.id}`,
    );
    const occupation = occupationSlugOf(job.occupationId);
    const prefecture = slugOf(job.prefectureCode);
    const [first, second] = job.featureIds;
    expect(second).toBeDefined();
    const missing = [51, 52, 53, 54, 11, 15, 66].find((id) => !job.featureIds.includes(id))!;
    const words = row!.title.slice(0, 4);
    const [fits, lacks] = [await api.member(), await api.member()];
    const input = {
      occupation,
      prefectureNameEn: prefecture,
      featureId: String(first),
      moreFeatureIds: [String(second)],
      keyword: ` ${words}  `,
      minimumAnnualSalary: 0,
    };
    const FIELDS = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { savedSearch {
      id name keyword feature { id } moreFeatures { id } moreMunicipalities { id } shift
      minimumAnnualSalary } } }`;
    const saved = (await gql(fits, FIELDS, { input })).saveSearch.savedSearch;
    expect(saved).toMatchObject({
      keyword: words,
      feature: { id: String(first) },
      moreFeatures: [{ id: String(second) }],
      moreMunicipalities: [],
      shift: null,
      minimumAnnualSalary: 0,
    });
    expect(saved.name.startsWith(`「${words}」／`)).toBe(true);
    await gql(lacks, SAVE, { input: { ...input, moreFeatureIds: [String(missing)] } });

    await ops('publish', { job: job.id });
    expect((await gql(fits, LIST)).user.newMatchCount).toBe(1);
    expect((await gql(lacks, LIST)).user.newMatchCount).toBe(0);
    // The saved list itself shows the job: one path for a search and its alert.
    const listed = dataOf(
      await api.gql<{ searchJobs: { nodes: Array<{ id: string }> } }>(
        `query ($query: JobSearchInput!, $occupation: String!) {
          searchJobs(query: $query, occupation: $occupation, per: 100) { nodes { id } } }`,
        {
          occupation,
          query: {
            prefectureNameEn: prefecture,
            featureIds: [String(first), String(second)],
            keyword: words,
            minimumAnnualSalary: 0,
          },
        },
        fits.idToken,
      ),
    );
    expect(listed.searchJobs.nodes.map((n) => n.id)).toContain(String(job.id));
  });

  it('refuses more municipalities outside the prefecture, and unknown features', async () => {
    const member = await api.member();
    const answer = await api.gql(
      SAVE,
      {
        input: { occupation: 'driver', prefectureNameEn: 'tokyo', moreMunicipalityIds: ['27100'] },
      },
      member.idToken,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    const unknown = await api.gql(
      SAVE,
      { input: { occupation: 'driver', moreFeatureIds: ['99999'] } },
      member.idToken,
    );
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
  });

  it('a search saved after a job was published does not count it as new', async () => {
    const job = unpublished[1]!;
    await ops('publish', { job: job.id });
    const member = await api.member();
    await gql(member, SAVE, {
      input: {
        occupation: occupationSlugOf(job.occupationId),
        prefectureNameEn: slugOf(job.prefectureCode),
      },
    });
    expect((await gql(member, LIST)).user.newMatchCount).toBe(0);
  });

  it('a batch of newly published jobs (the seed) sends one notice per search with the count', async () => {
    const member = await api.member();
    const input = { occupation: 'driver', prefectureNameEn: 'tokyo' };
    const { id } = (await gql(member, SAVE, { input })).saveSearch.savedSearch;
    const [expected] = await api.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM jobs WHERE is_published AND is_hiring AND occupation_id = 1 AND prefecture_code = 13`);
    expect(expected!.n).toBeGreaterThan(1);
    const result = await recordSavedSearchMatches(api.database.db, { all: true });
    expect(result.savedSearches).toBeGreaterThanOrEqual(1);
    const alerts = async () =>
      (await gql(member, NOTICES)).notices.edges.filter(
        (e: { node: { url: string } }) => e.node.url === ALERT_URL,
      );
    const notices = await alerts();
    expect(notices).toHaveLength(1);
    expect(notices[0].node.text).toBe(
      `保存した検索条件「ドライバー／東京都」に合う新着求人が${expected!.n}件あります。`,
    );
    const list = await gql(member, LIST);
    expect(list.user.newMatchCount).toBe(expected!.n);
    expect(list.savedSearches[0]).toMatchObject({ id, newMatchCount: expected!.n });
    expect(list.savedSearches[0].newJobs).toHaveLength(5);
    // Running it again finds nothing new.
    await recordSavedSearchMatches(api.database.db, { all: true });
    expect(await alerts()).toHaveLength(1);
  });
});
