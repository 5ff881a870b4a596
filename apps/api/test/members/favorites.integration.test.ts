import { KEEP_LIST } from '@jobsite/domain/constants';
import { describe, expect, it } from 'vitest';
import type { JobFixtures } from './fixtures';
import { codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const ADD = `mutation ($id: ID!) { addFavorite(input: { jobId: $id }) { job { id isFavorited } favoriteJobCount } }`;
const REMOVE = `mutation ($id: ID!) { removeFavorite(input: { jobId: $id }) { jobId favoriteJobCount } }`;
const ADD_MANY = `mutation ($ids: [ID!]!) { addFavorites(input: { jobIds: $ids }) { jobs { id } favoriteJobCount } }`;
const LIST = `query ($page: Int, $per: Int) { favoriteJobs(page: $page, per: $per) { nodes { id isFavorited } totalCount page per totalPages } }`;

describe('favourites (saved jobs of members)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite));

  it('saves, lists, marks and removes jobs, idempotently', async () => {
    const member = await api.member();
    const [a, b] = jobs.open.map(String);
    expect(dataOf(await api.gql(ADD, { id: a }, member.idToken)).addFavorite).toEqual({
      job: { id: a, isFavorited: true },
      favoriteJobCount: 1,
    });
    expect(dataOf(await api.gql(ADD, { id: a }, member.idToken)).addFavorite.favoriteJobCount).toBe(
      1,
    );
    dataOf(await api.gql(ADD, { id: b }, member.idToken));
    const list = dataOf(await api.gql(LIST, { page: 1, per: 1 }, member.idToken)).favoriteJobs;
    expect(list).toEqual({
      nodes: [{ id: b, isFavorited: true }],
      totalCount: 2,
      page: 1,
      per: 1,
      totalPages: 2,
    });
    const job = `query ($id: ID!) { job(id: $id) { isFavorited } }`;
    expect(dataOf(await api.gql(job, { id: a }, member.idToken)).job.isFavorited).toBe(true);
    expect(dataOf(await api.gql(job, { id: a })).job.isFavorited).toBe(false);
    const other = await api.member();
    expect(dataOf(await api.gql(job, { id: a }, other.idToken)).job.isFavorited).toBe(false);
    expect(dataOf(await api.gql(REMOVE, { id: a }, member.idToken)).removeFavorite).toEqual({
      jobId: a,
      favoriteJobCount: 1,
    });
    expect(
      dataOf(await api.gql(REMOVE, { id: a }, member.idToken)).removeFavorite.favoriteJobCount,
    ).toBe(1);
  });

  it('refuses unknown and unpublished jobs, and a 21st job', async () => {
    const member = await api.member();
    expect(codeOf(await api.gql(ADD, { id: '99999999' }, member.idToken))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(ADD, { id: String(jobs.unpublished) }, member.idToken))).toBe(
      'NOT_FOUND',
    );
    const twenty = jobs.open.slice(0, KEEP_LIST.maxItems).map(String);
    expect(
      dataOf(await api.gql(ADD_MANY, { ids: twenty }, member.idToken)).addFavorites
        .favoriteJobCount,
    ).toBe(20);
    const full = await api.gql(ADD, { id: String(jobs.open[30]) }, member.idToken);
    expect(full.errors?.[0]).toMatchObject({
      message: '保存できるのは20件までです。いくつか削除してから再度お試しください。',
      extensions: { code: 'FAVORITE_LIST_FULL' },
    });
    expect(dataOf(await api.gql(LIST, {}, member.idToken)).favoriteJobs.totalCount).toBe(20);
    // Saving one already saved is still fine when full.
    expect(
      dataOf(await api.gql(ADD, { id: twenty[0] }, member.idToken)).addFavorite.favoriteJobCount,
    ).toBe(20);
  });

  it('merges the keepList cookie without duplicates, up to the limit', async () => {
    const member = await api.member();
    const [a, b, c, d] = jobs.open.slice(40).map(String);
    dataOf(await api.gql(ADD, { id: a }, member.idToken));
    const merged = dataOf(
      await api.gql(
        ADD_MANY,
        { ids: [b, a, '99999999', String(jobs.unpublished), c] },
        member.idToken,
      ),
    ).addFavorites;
    expect(merged).toEqual({ jobs: [{ id: b }, { id: a }, { id: c }], favoriteJobCount: 3 });
    expect(codeOf(await api.gql(ADD_MANY, { ids: [d, d] }, member.idToken))).toBe('BAD_USER_INPUT');
    const many = jobs.open.slice(60, 90).map(String);
    const capped = dataOf(await api.gql(ADD_MANY, { ids: many }, member.idToken)).addFavorites;
    expect(capped.favoriteJobCount).toBe(20);
    expect(capped.jobs.map((j: { id: string }) => j.id)).toEqual(many.slice(0, 17));
  });

  it('never goes past the limit when requests race', async () => {
    const member = await api.member();
    const ids = jobs.open.slice(100, 130).map(String);
    await Promise.all(ids.map((id) => api.gql(ADD, { id }, member.idToken)));
    expect(dataOf(await api.gql(LIST, {}, member.idToken)).favoriteJobs.totalCount).toBe(20);
  });

  it('moves the saved list at sign-up (favoriteJobIds)', async () => {
    const ids = jobs.open.slice(200, 203).map(String);
    const member = await api.member({ favoriteJobIds: ids });
    const list = dataOf(await api.gql(LIST, {}, member.idToken)).favoriteJobs;
    expect(list.totalCount).toBe(3);
    expect(list.nodes.map((n: { id: string }) => n.id)).toEqual(ids);
  });

  it('answers UNAUTHORIZED_ERROR to visitors', async () => {
    expect(codeOf(await api.gql(ADD, { id: String(jobs.open[0]) }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(LIST))).toBe('UNAUTHORIZED_ERROR');
  });
});
