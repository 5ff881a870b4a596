import { REQUEST_ID_HEADER } from '@jobsite/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

// An upstream that records what reaches it and answers like a GraphQL server.
let upstream: FastifyInstance;
const received: { headers: Record<string, unknown>; body: unknown }[] = [];

beforeAll(async () => {
  upstream = Fastify({ logger: false });
  upstream.post('/graphql', async (request) => {
    received.push({ headers: request.headers, body: request.body });
    return {
      data: null,
      errors: [{ message: 'denied', extensions: { code: 'UNAUTHORIZED_ERROR' } }],
    };
  });
  upstream.get('/readyz', async () => ({ status: 'ready' }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => upstream.close());

function bffFor(endpoint: string) {
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      GQL_ENDPOINT: endpoint,
      UPSTREAM_TIMEOUT_MS: '1000',
    }),
  );
}

describe('POST /graphql forwarding', () => {
  it('sends the operation upstream with the request id and passes errors through unchanged', async () => {
    const { port } = upstream.server.address() as { port: number };
    const bff = await bffFor(`http://127.0.0.1:${port}/graphql`);
    const body = { operationName: 'Q', query: 'query Q { user { id } }', variables: { a: 1 } };
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      payload: body,
      headers: { [REQUEST_ID_HEADER]: 'req-42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED_ERROR');
    expect(received.at(-1)?.body).toEqual(body);
    expect(received.at(-1)?.headers[REQUEST_ID_HEADER]).toBe('req-42');
    expect((await bff.inject('/readyz')).statusCode).toBe(200);
    await bff.close();
  });

  it('answers UPSTREAM_UNAVAILABLE and 503 readiness when the upstream is down, and keeps serving', async () => {
    const bff = await bffFor('http://127.0.0.1:9/graphql');
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await bff.inject('/readyz')).statusCode).toBe(503);
    expect((await bff.inject('/healthz')).statusCode).toBe(200);
    await bff.close();
  });
});
