// Protection at the edge: query depth, alias and cost limits, introspection and GraphiQL off
// in production, CSRF refusals (multipart included), body size limits, security headers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, gql, SITE_ORIGIN, testBff } from './support/bff';

let dev: FastifyInstance;
let production: FastifyInstance;
beforeAll(async () => {
  dev = await testBff({ NODE_ENV: 'development' });
  production = await testBff({
    NODE_ENV: 'production',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
});
afterAll(() => Promise.all([dev.close(), production.close()]));

const codeOf = (response: {
  json(): { errors: { extensions: { code: string; reason?: string } }[] };
}) => response.json().errors[0]?.extensions;

describe('query limits', () => {
  it('refuses an operation nested deeper than 10 fields', async () => {
    const deep =
      '{ job(id: "1") { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { nearDistanceJobs { id } } } } } } } } } } } }';
    const response = await gql(dev, deep);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      reason: expect.stringMatching(/^depth 12 > 10/),
    });
  });

  it('refuses more than 20 aliases, counting fragments where they are spread', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: id`).join(' ');
    const query = `fragment F on Job { ${aliases} } { one: job(id: "1") { ...F } two: job(id: "2") { ...F } }`;
    const response = await gql(dev, query);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      reason: expect.stringMatching(/^aliases 24 > 20/),
    });
  });

  it('refuses an operation whose cost, with its variables, is over 5000', async () => {
    const query =
      'query ($per: Int) { searchJobs(per: $per) { nodes { company { name } nearDistanceJobs { company { name } features { id } } } } }';
    const response = await gql(dev, query, { variables: { per: 100 } });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      reason: expect.stringMatching(/^cost \d+ > 5000/),
    });
    expect(response.json().errors[0].message).toMatch(/条件を減らして/);
  });

  it('lets a job list page of 100 through (cost under the limit)', async () => {
    const query =
      'query ($per: Int) { searchJobs(per: $per) { totalCount nodes { id title company { name } prefecture { name } features { id name } } } }';
    const response = await gql(dev, query, { variables: { per: 100 } });
    expect(response.json().errors?.[0]?.extensions.code).not.toBe('QUERY_TOO_COMPLEX');
    expect(response.statusCode).toBe(200);
  });
});

describe('introspection and GraphiQL', () => {
  const introspection = '{ __schema { queryType { name } } }';
  it("introspection is available in development (GraphiQL is the api's, not the BFF's)", async () => {
    expect((await gql(dev, introspection)).json().data.__schema.queryType.name).toBe('Query');
    expect((await dev.inject('/graphiql')).statusCode).toBe(404);
  });

  it('field, argument and enum suggestions ("Did you mean …?") are left out in production', async () => {
    const probes = [
      { query: '{ searchJob(per: 1) { totalCount } }' },
      { query: '{ searchJobs(pre: 1) { totalCount } }' },
      {
        query: 'query ($q: JobSearchInput) { searchJobs(query: $q) { totalCount } }',
        variables: { q: { keywrd: 'x' } },
      },
    ];
    for (const { query, variables } of probes) {
      const developing = await gql(dev, query, { variables });
      expect(developing.statusCode).toBe(400);
      expect(codeOf(developing)?.reason).toMatch(/Did you mean/);
      const deployed = await gql(production, query, { variables });
      expect(deployed.statusCode).toBe(400);
      expect(codeOf(deployed)?.code).toBe('BAD_USER_INPUT');
      expect(deployed.body).not.toMatch(/Did you mean|searchJobs"\?|"per"|"keyword"/);
    }
  });

  it('are off in production', async () => {
    const response = await gql(production, introspection);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBeNull();
    expect((await production.inject('/graphiql')).statusCode).toBe(404);
  });
});

describe('CSRF', () => {
  const query = { query: '{ __typename }' };
  it('refuses a cross-site origin, a cross-site fetch and a foreign referer', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
    ]) {
      const response = await dev.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: query,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(codeOf(response)?.code).toBe('CSRF_REJECTED');
    }
    const auth = await authPost(
      dev,
      'signin',
      { emailOrPhoneNumber: 'a@example.com', password: 'x' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(auth.statusCode).toBe(403);
    expect(auth.json().error.code).toBe('CSRF_REJECTED');
  });

  it('refuses bodies a form can send (urlencoded, text/plain) without the CSRF header', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await dev.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': contentType, origin: SITE_ORIGIN },
        payload: 'query={__typename}',
      });
      expect(response.statusCode, contentType).toBe(403);
    }
    const form = await dev.inject({
      method: 'POST',
      url: '/auth/signout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
  });

  it('accepts same-origin JSON, same-site fetches and server-side calls without Origin', async () => {
    for (const headers of [
      { origin: SITE_ORIGIN },
      { 'sec-fetch-site': 'same-origin', origin: SITE_ORIGIN },
      {},
    ]) {
      const response = await dev.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: query,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('HTTP limits and headers', () => {
  it('refuses a body over the limit with 413', async () => {
    const response = await gql(dev, `{ __typename } # ${'x'.repeat(110 * 1024)}`);
    expect(response.statusCode).toBe(413);
    const auth = await authPost(dev, 'signin', {
      emailOrPhoneNumber: 'a@example.com',
      password: 'x'.repeat(9000),
    });
    expect(auth.statusCode).toBe(413);
  });

  it('sends security headers on every response', async () => {
    const response = await dev.inject('/healthz');
    expect(response.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
  });
});
