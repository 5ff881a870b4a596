import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';
import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from '../support/database';
import { type ApiHarness, dataOf, errorOf, type GqlResponse, withApi } from './harness';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('bad input answers a stable code and a Japanese message, never a 500', () => {
  let api: ApiHarness;
  withApi((started) => (api = started));

  /** The one error of a response to bad input: status, code, Japanese message. */
  function expectBadInput(response: GqlResponse<unknown>, fields?: string[]) {
    expect(response.status).toBeLessThan(500);
    const error = errorOf(response);
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(ERROR_MESSAGES.BAD_USER_INPUT);
    if (fields) {
      expect(Object.keys(error.extensions.fieldErrors ?? {}).sort()).toEqual([...fields].sort());
      for (const message of Object.values(error.extensions.fieldErrors ?? {})) {
        expect(message).toMatch(JAPANESE);
      }
    }
    return error;
  }

  function expectNotFound(response: GqlResponse<unknown>) {
    expect(response.status).toBe(200);
    const error = errorOf(response);
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.message).toBe(ERROR_MESSAGES.NOT_FOUND);
  }

  const SEARCH = `query($query: JobSearchInput, $occupation: String, $page: Int, $per: Int) {
    searchJobs(query: $query, occupation: $occupation, page: $page, per: $per) { totalCount }
  }`;

  it('page below 1 and per outside 1–100', async () => {
    for (const [variables, fields] of [
      [{ page: 0 }, ['page']],
      [{ page: -3 }, ['page']],
      [{ per: 0 }, ['per']],
      [{ per: 101 }, ['per']],
      [{ page: 0, per: 1000 }, ['page', 'per']],
    ] as const) {
      expectBadInput(await api.gql(SEARCH, variables), [...fields]);
    }
    expectBadInput(await api.gql(`{ companyJobs(companyId: "1", per: 500) { totalCount } }`), [
      'per',
    ]);
    expectBadInput(await api.gql(`{ jobSeekerComments(page: 0) { totalCount } }`), ['page']);
    expectBadInput(await api.gql(`{ magazineArticles(per: 0) { totalCount } }`), ['per']);
    expectBadInput(await api.gql(`{ newsItems(page: -1) { totalCount } }`), ['page']);
  });

  it('over-long keywords and slugs', async () => {
    const long = 'あ'.repeat(MAX_KEYWORD_LENGTH + 1);
    expectBadInput(await api.gql(SEARCH, { query: { keyword: long } }), ['query.keyword']);
    expectBadInput(
      await api.gql(`query($k: String) { searchJobTotalCount(query: { keyword: $k }) }`, {
        k: long,
      }),
      ['query.keyword'],
    );
    expectBadInput(
      await api.gql(`query($k: String) { magazineArticles(keyword: $k) { totalCount } }`, {
        k: long,
      }),
      ['keyword'],
    );
    expectBadInput(
      await api.gql(
        `query($k: String) { searchMunicipalities(prefectureNameEn: "tokyo", keyword: $k) { id } }`,
        {
          k: long,
        },
      ),
      ['keyword'],
    );
    expectBadInput(await api.gql(SEARCH, { occupation: 'x'.repeat(500) }), ['occupation']);
    // A keyword of exactly the limit is fine.
    dataOf(await api.gql(SEARCH, { query: { keyword: 'あ'.repeat(MAX_KEYWORD_LENGTH) } }));
  });

  it('unknown slugs answer NOT_FOUND', async () => {
    expectNotFound(await api.gql(SEARCH, { occupation: 'astronaut' }));
    expectNotFound(await api.gql(SEARCH, { query: { prefectureNameEn: 'atlantis' } }));
    expectNotFound(await api.gql(`{ searchJobTotalCount(occupation: "astronaut") }`));
    expectNotFound(await api.gql(`{ trendFeatures(occupation: "astronaut") { id } }`));
    expectNotFound(
      await api.gql(`{ driverJobSalaries(prefectureNameEn: "atlantis") { jobCount } }`),
    );
    expectNotFound(
      await api.gql(`{ jobSalary(occupation: "driver", featureId: "9999") { jobCount } }`),
    );
  });

  it('unknown or malformed choices in the search input', async () => {
    for (const [query, field] of [
      [{ featureIds: ['9999'] }, 'query.featureIds'],
      [{ featureIds: ['abc'] }, 'query.featureIds.0'],
      [{ featureIds: ['51', '51'] }, 'query.featureIds'],
      [{ prefectureIds: ['48'] }, 'query.prefectureIds.0'],
      [{ municipalityIds: ['abc'] }, 'query.municipalityIds.0'],
      [{ municipalityIds: ['99999'] }, 'query.municipalityIds'],
      [{ occupationCategoryIds: ['77'] }, 'query.occupationCategoryIds'],
      [{ minimumMonthlySalary: -1 }, 'query.minimumMonthlySalary'],
      [{ companyId: '-1' }, 'query.companyId'],
      [{ companyId: '99999999999' }, 'query.companyId'],
      [{ excludeJobIds: ['x'] }, 'query.excludeJobIds.0'],
    ] as const) {
      expectBadInput(await api.gql(SEARCH, { query }), [field]);
    }
  });

  it("malformed ids like 'abc', '-1', '1.5' and 99999999999999999999", async () => {
    for (const id of [
      'abc',
      '-1',
      '0',
      '1.5',
      '',
      ' ',
      '99999999999999999999',
      '2147483648',
      '1e3',
    ]) {
      expectBadInput(await api.gql(`query($id: ID!) { job(id: $id) { id } }`, { id }), ['id']);
      expectBadInput(await api.gql(`query($id: ID!) { company(id: $id) { id } }`, { id }), ['id']);
    }
    expectBadInput(await api.gql(`{ job(id: 99999999999999999999) { id } }`), ['id']);
    expectBadInput(await api.gql(`{ companyJobs(companyId: "abc") { totalCount } }`), [
      'companyId',
    ]);
    expectBadInput(await api.gql(`{ searchFeatureJobs(featureId: "abc") { totalCount } }`), [
      'featureId',
    ]);
    expectBadInput(await api.gql(`{ magazineArticle(id: "-1") { id } }`), ['id']);
    expectBadInput(await api.gql(`{ magazineArticles(categoryId: "abc") { totalCount } }`), [
      'categoryId',
    ]);
    expectBadInput(await api.gql(`{ trademark(id: "abc") { id } }`), ['id']);
    expectBadInput(await api.gql(`{ feature(id: "abc") { id } }`), ['id']);
    expectBadInput(await api.gql(`{ municipality(id: "abc") { id } }`), ['id']);
    expectBadInput(await api.gql(`{ occupations(occupationCategoryId: "abc") { id } }`), [
      'occupationCategoryId',
    ]);
    expectBadInput(await api.gql(`{ jobsByIds(ids: ["1", "abc"]) { id } }`), ['ids.1']);
    expectBadInput(await api.gql(`{ companiesByJobIds(jobIds: ["-1"]) { id } }`), ['jobIds.0']);
    const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expectBadInput(
      await api.gql(`query($ids: [ID!]!) { jobsByIds(ids: $ids) { id } }`, { ids: tooMany }),
      ['ids'],
    );
  });

  it('limits of nested lists', async () => {
    const [job] = dataOf(
      await api.gql<{ searchJobs: { nodes: Array<{ id: string }> } }>(
        `{ searchJobs(per: 1) { nodes { id } } }`,
      ),
    ).searchJobs.nodes;
    for (const limit of [0, -1, 21]) {
      const response = await api.gql(
        `query($id: ID!, $limit: Int) { job(id: $id) { id nearDistanceJobs(limit: $limit) { id } } }`,
        {
          id: job!.id,
          limit,
        },
      );
      expect(errorOf(response).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { limit: expect.any(String) },
      });
    }
    expectBadInput(await api.gql(`{ trendFeatures(limit: 0) { id } }`), ['limit']);
  });

  it('documents that do not validate: 400 with BAD_USER_INPUT and the reason', async () => {
    for (const [query, variables] of [
      ['{ searchJobs { nope } }', undefined],
      ['{ searchJobs( }', undefined],
      ['query($page: Int) { searchJobs(page: $page) { totalCount } }', { page: 'two' }],
      ['{ searchJobs(sortType: cheapest) { totalCount } }', undefined],
      ['query($id: ID!) { job(id: $id) { id } }', {}],
    ] as const) {
      const response = await api.gql(query, variables);
      expect(response.status, query).toBe(400);
      expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.extensions.reason).toEqual(expect.any(String));
      expect(response.errors?.[0]?.message).toMatch(JAPANESE);
    }
    const notJson = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers the good fields of a request beside a bad one, and keeps serving', async () => {
    const partial = await api.gql<{ ok: Array<{ id: string }>; bad: unknown }>(
      `{ ok: occupations { id } bad: job(id: "abc") { id } }`,
    );
    expect(partial.status).toBe(200);
    expect(partial.data?.ok).toHaveLength(20);
    expect(partial.data?.bad).toBeNull();
    expect(errorOf(partial).path).toEqual(['bad']);
    const after = dataOf(
      await api.gql<{ searchJobs: { totalCount: number } }>(`{ searchJobs { totalCount } }`),
    );
    expect(after.searchJobs.totalCount).toBeGreaterThan(0);
    const health = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(health.statusCode).toBe(200);
  });
});

describe('internal failures', () => {
  it('answer INTERNAL_SERVER_ERROR with a generic Japanese message, nothing of the cause', async () => {
    const database = await createTestDatabase({ seeded: true });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
    await app.ready();
    try {
      // The database goes away under the app: every query now fails inside a resolver.
      await database.close();
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'x-request-id': 'req-internal-1' },
        payload: { query: '{ searchJobs { totalCount } }' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['x-request-id']).toBe('req-internal-1');
      const body = response.json();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({
        message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(Object.keys(body.errors[0].extensions)).toEqual(['code']);
      expect(JSON.stringify(body)).not.toMatch(/select|from|closed|pglite|pool|stack/i);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
