import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextBuilder } from '../../src/graphql/context';
import { graphqlPlugin } from '../../src/graphql/plugin';
import { resolvers } from '../../src/graphql/resolvers';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { loadPublishedJobs } from './seeded-jobs';

/**
 * The member's view of member-only jobs. Verifying ID tokens is the member half of the api
 * (issue 4); here the context builder is given the caller's uid directly, as the token check
 * will.
 */
describe('member-only jobs seen by a signed-in member', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    app = Fastify({ logger: false });
    await app.register(graphqlPlugin, {
      graphiql: false,
      resolvers,
      context: createContextBuilder({
        db: database.db,
        authenticate: (request) =>
          (request.headers['x-test-uid'] as string | undefined) ?? undefined,
      }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const ask = async (query: string, variables: Record<string, unknown>, uid?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: uid ? { 'x-test-uid': uid } : {},
      payload: { query, variables },
    });
    return response.json().data;
  };

  it('shows the company and address to a member, hides them from a visitor', async () => {
    const published = await loadPublishedJobs({ rows: (query) => database.rows(query) });
    const target = published.find((j) => j.isMemberOnly)!;
    const query = `query($id: ID!) { job(id: $id) { company { id } addressLine companyImages { url } } }`;
    const member = await ask(query, { id: String(target.id) }, 'member-uid-1');
    expect(member.job.company).toEqual({ id: String(target.companyId) });
    const visitor = await ask(query, { id: String(target.id) });
    expect(visitor.job).toEqual({ company: null, addressLine: null, companyImages: [] });

    const companyQuery = `query($id: ID) { searchJobTotalCount(query: { companyId: $id }) }`;
    const own = published.filter((j) => j.companyId === target.companyId);
    expect(
      (await ask(companyQuery, { id: String(target.companyId) }, 'member-uid-1'))
        .searchJobTotalCount,
    ).toBe(own.length);
    expect((await ask(companyQuery, { id: String(target.companyId) })).searchJobTotalCount).toBe(
      own.filter((j) => !j.isMemberOnly).length,
    );
  });
});
