// The api's own document limits and production validation, on a schema-only server (no
// database): what a client that gets past the BFF meets, as JSON or as multipart.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../src/graphql/limits';
import { graphqlPlugin } from '../../src/graphql/plugin';
import { graphqlUploadsPlugin } from '../../src/graphql/uploads';

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function server(production: boolean): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(graphqlUploadsPlugin);
  await app.register(graphqlPlugin, { graphiql: !production });
  await app.ready();
  return app;
}

async function json(server: FastifyInstance, query: string, variables?: Record<string, unknown>) {
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, ...(variables ? { variables } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

async function multipart(
  server: FastifyInstance,
  query: string,
  variables: Record<string, unknown>,
) {
  const boundary = 'limits-boundary';
  const part = (name: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
  const payload = `${part('operations', JSON.stringify({ query, variables }))}${part('map', '{}')}--${boundary}--\r\n`;
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const nested = (depth: number): string =>
  depth === 0 ? 'id' : `nearDistanceJobs { ${nested(depth - 1)} }`;
const DEEP = `{ job(id: "1") { ${nested(QUERY_LIMITS.maxDepth)} } }`;
const ALIASES = `{ ${Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: job(id: "${i}") { id }`).join(' ')} }`;
const COSTLY =
  'query ($per: Int) { searchJobs(per: $per) { nodes { nearDistanceJobs(limit: 20) { features { id } offices { id } } } } }';

describe('the api limits documents as the BFF does', () => {
  it.each([
    ['depth', DEEP, /^depth \d+ > 10/],
    ['aliases', ALIASES, /^aliases 21 > 20/],
  ])('refuses %s past the limit, as JSON and as multipart', async (_name, query, reason) => {
    const api = await server(false);
    for (const response of [await json(api, query), await multipart(api, query, {})]) {
      expect(response.status).toBe(400);
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
      expect(response.body.errors[0].extensions.reason).toMatch(reason);
    }
  });

  it('refuses cost past the limit with the variables given, as JSON and as multipart', async () => {
    const api = await server(false);
    for (const response of [
      await json(api, COSTLY, { per: 100 }),
      await multipart(api, COSTLY, { per: 100 }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect(response.body.errors[0].extensions.reason).toMatch(/^cost \d+ > 5000/);
    }
    // The same document with a small page is within the limit (and reaches the resolvers).
    const small = await json(api, COSTLY, { per: 1 });
    expect(small.body.errors?.[0]?.extensions.code).not.toBe('QUERY_TOO_COMPLEX');
  });
});

describe('field suggestions', () => {
  const TYPO = '{ serchJobs { totalCount } }';
  it('are given outside production', async () => {
    const response = await json(await server(false), TYPO);
    expect(response.body.errors[0].extensions.reason).toMatch(/Did you mean/);
  });

  it('are not given in production, for fields, arguments or enum values', async () => {
    const api = await server(true);
    for (const [query, variables] of [
      [TYPO, undefined],
      ['{ searchJobs(pre: 1) { totalCount } }', undefined],
      ['query ($s: JobSort) { searchJobs(sortType: $s) { totalCount } }', { s: 'published' }],
    ] as const) {
      const response = await json(api, query, variables);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(response.body)).not.toMatch(/Did you mean/);
    }
  });
});
