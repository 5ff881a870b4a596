import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextBuilder } from '../../src/graphql/context';
import { graphqlPlugin } from '../../src/graphql/plugin';
import { resolvers } from '../../src/graphql/resolvers';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { loadPublishedJobs } from './seeded-jobs';

/**
 * The member's view of member-only jobs, with the context builder given the caller's uid
 * directly (the token check is tested in member-only.integration.test.ts).
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
    return response.json() as {
      data: Record<string, unknown> | null;
      errors?: Array<{ extensions: { code: string } }>;
    };
  };

  it('shows the whole job to a member, nothing of it to a visitor', async () => {
    const published = await loadPublishedJobs({ rows: (query) => database.rows(query) });
    const target = published.find((j) => j.isMemberOnly)!;
    const query = `query($id: ID!) { job(id: $id) { company { id } addressLine companyImages { url } } }`;
    const member = await ask(query, { id: String(target.id) }, 'member-uid-1');
    expect(member.data?.job).toMatchObject({ company: { id: String(target.companyId) } });
    const visitor = await ask(query, { id: String(target.id) });
    expect(visitor.data?.job ?? null).toBeNull();
    expect(visitor.errors?.map((e) => e.extensions.code)).toEqual(['MEMBER_ONLY_JOB']);

    const companyQuery = `query($id: ID) { searchJobTotalCount(query: { companyId: $id }) }`;
    const own = published.filter((j) => j.companyId === target.companyId);
    expect(
      (await ask(companyQuery, { id: String(target.companyId) }, 'member-uid-1')).data
        ?.searchJobTotalCount,
    ).toBe(own.length);
    expect(
      (await ask(companyQuery, { id: String(target.companyId) })).data?.searchJobTotalCount,
    ).toBe(own.filter((j) => !j.isMemberOnly).length);
  });
});
