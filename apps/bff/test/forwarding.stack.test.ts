// Forwarding to an upstream whose answers the test chooses: request ids, error pass-through,
// one round-trip per operation, aliases, multipart uploads, upstream down and slow.
// (Sessions and the real api: session.test.ts and master-data-cache.test.ts.)
import { REQUEST_ID_HEADER } from '@jobsite/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeUpstream, gql, SITE_ORIGIN, testBff } from './support/bff';

type Handler = (body: Record<string, unknown>, headers: Record<string, unknown>) => unknown;
let upstream: FastifyInstance;
let upstreamUrl: string;
let handler: Handler;
const received: { headers: Record<string, unknown>; body: unknown; raw?: Buffer }[] = [];
const rawBodies = new WeakMap<object, Buffer>();

beforeAll(async () => {
  ({ upstream, url: upstreamUrl } = await fakeUpstream((server) => {
    server.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    // JSON bodies are kept as sent too.
    server.removeContentTypeParser('application/json');
    server.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request, body, done) => {
        rawBodies.set(request, body as Buffer);
        done(null, JSON.parse(String(body)));
      },
    );
    server.post('/graphql', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : rawBodies.get(request);
      received.push({ headers: request.headers, body: request.body, ...(raw ? { raw } : {}) });
      return handler(request.body as Record<string, unknown>, request.headers);
    });
  }));
});
afterAll(() => upstream.close());
afterEach(() => {
  received.length = 0;
});

const bffFor = (endpoint: string, env: Record<string, string> = {}) =>
  testBff({ GQL_ENDPOINT: endpoint, UPSTREAM_TIMEOUT_MS: '300', ...env });

describe('POST /graphql forwarding', () => {
  it('sends the operation upstream with the request id and passes errors through unchanged', async () => {
    const upstreamErrors = [
      {
        message: 'not yours',
        locations: [{ line: 1, column: 13 }],
        path: ['searchJobs', 'nodes', 0, 'company'],
        extensions: { code: 'UNAUTHORIZED_ERROR', detail: { kept: true } },
      },
    ];
    handler = () => ({
      data: { searchJobs: { nodes: [{ company: null }] } },
      errors: upstreamErrors,
    });
    const bff = await bffFor(upstreamUrl);
    const query = 'query Q($per: Int) { searchJobs(per: $per) { nodes { company { name } } } }';
    const response = await gql(bff, query, {
      variables: { per: 2 },
      headers: { [REQUEST_ID_HEADER]: 'req-42' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { searchJobs: { nodes: [{ company: null }] } },
      errors: upstreamErrors,
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ query, variables: { per: 2 } });
    expect(received[0]?.headers[REQUEST_ID_HEADER]).toBe('req-42');
    expect(received[0]?.headers['token-type']).toBeUndefined();
    expect(response.headers[REQUEST_ID_HEADER]).toBe('req-42');
    expect((await bff.inject('/readyz')).statusCode).toBe(200);
    // The upstream's error codes are counted as the BFF answered them.
    expect((await bff.inject('/metrics')).body).toMatch(
      /graphql_errors_total\{code="UNAUTHORIZED_ERROR"[^}]*\} 1\n/,
    );
    await bff.close();
  });

  it('sends the JSON text as the client wrote it, or only the GraphQL parameters when it holds more', async () => {
    handler = () => ({ data: { isMember: true } });
    const bff = await bffFor(upstreamUrl);
    const asSent =
      '{ "operationName": "M", "variables": {"c": "x"},\n "query": "query M($c: String!) { isMember(conversionId: $c) }" }';
    const withMore = JSON.stringify({
      query: '{ isMember(conversionId: "c") }',
      tracking: { campaign: 'x' },
      variables: null,
    });
    for (const payload of [asSent, withMore]) {
      const response = await bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
        payload,
      });
      expect(response.json()).toEqual({ data: { isMember: true } });
    }
    expect(received.map((request) => request.raw?.toString())).toEqual([
      asSent,
      JSON.stringify({ query: '{ isMember(conversionId: "c") }' }),
    ]);
    await bff.close();
  });

  it('forwards an operation of several root fields in one round-trip and reads aliases back', async () => {
    handler = () => ({
      data: {
        first: { id: '1', t: 'Driver' },
        second: { id: '2', t: 'Mechanic' },
        isMember: false,
      },
    });
    const bff = await bffFor(upstreamUrl);
    const response = await gql(
      bff,
      '{ first: job(id: "1") { id t: title } second: job(id: "2") { id t: title } isMember(conversionId: "c") }',
    );
    expect(response.json()).toEqual({
      data: {
        first: { id: '1', t: 'Driver' },
        second: { id: '2', t: 'Mechanic' },
        isMember: false,
      },
    });
    expect(received).toHaveLength(1);
    await bff.close();
  });

  it('forwards a mutation once and GET queries too', async () => {
    handler = (body) =>
      String(body.query).includes('mutation')
        ? { data: { createContact: { clientMutationId: null } } }
        : { data: { isMember: true } };
    const bff = await bffFor(upstreamUrl);
    const mutation = await gql(
      bff,
      'mutation { createContact(input: { fullName: "山田太郎", email: "a@example.com", contactMethod: email, message: "x" }) { clientMutationId } }',
    );
    expect(mutation.statusCode, mutation.body).toBe(200);
    const get = await bff.inject({
      url: '/graphql?query=%7B%20isMember(conversionId%3A%20%22c%22)%20%7D',
    });
    expect(get.json()).toEqual({ data: { isMember: true } });
    expect(received).toHaveLength(2);
    await bff.close();
  });

  it('answers __typename and validation errors itself, without a round-trip', async () => {
    const bff = await bffFor(upstreamUrl);
    expect((await gql(bff, '{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
    const invalid = await gql(bff, '{ noSuchField }');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const badVariables = await gql(bff, 'query ($id: ID!) { job(id: $id) { id } }', {
      variables: {},
    });
    expect(badVariables.statusCode).toBe(400);
    expect(badVariables.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(received).toHaveLength(0);
    await bff.close();
  });

  it('forwards a multipart upload as the parts it parsed, and refuses one without the CSRF header', async () => {
    handler = () => ({ data: { createUserAttachmentMessage: { message: { id: 'm1' } } } });
    const bff = await bffFor(upstreamUrl);
    const boundary = '----jobsite-test';
    const operations = JSON.stringify({
      query:
        'mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }',
      variables: { input: { roomId: 'r1', file: null } },
    });
    const file = Buffer.from('%PDF-1.4 test file');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: SITE_ORIGIN,
    };
    const refused = await bff.inject({ method: 'POST', url: '/graphql', headers, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].extensions.code).toBe('CSRF_REJECTED');

    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'x-csrf-protection': '1' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.createUserAttachmentMessage.message.id).toBe('m1');
    expect(received).toHaveLength(1);
    // Written again from the parsed parts, under a boundary of the BFF's (test/multipart.stack.test.ts).
    const forwardedType = String(received[0]?.headers['content-type']);
    const forwardedBoundary = /boundary=(\S+)$/.exec(forwardedType)?.[1] ?? '';
    expect(forwardedBoundary).not.toBe(boundary);
    expect(received[0]?.raw?.toString('utf8')).toBe(
      payload.toString('utf8').replaceAll(boundary, forwardedBoundary),
    );
    await bff.close();
  });

  it('answers UPSTREAM_UNAVAILABLE and 503 readiness when the upstream is down, and keeps serving', async () => {
    const bff = await bffFor('http://127.0.0.1:9/graphql');
    const response = await gql(bff, '{ job(id: "1") { id } isMember(conversionId: "c") }');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        {
          message: expect.stringContaining('接続できません'),
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    });
    expect((await bff.inject('/readyz')).statusCode).toBe(503);
    expect((await bff.inject('/healthz')).statusCode).toBe(200);
    await bff.close();
  });

  it('answers UPSTREAM_TIMEOUT when the upstream does not answer in time, without hanging', async () => {
    handler = () =>
      new Promise((resolve) => setTimeout(() => resolve({ data: { isMember: true } }), 5000));
    const bff = await bffFor(upstreamUrl);
    const started = Date.now();
    const response = await gql(bff, '{ isMember(conversionId: "c") }');
    expect(response.statusCode).toBe(504);
    expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_TIMEOUT');
    // The timeout is 300 ms; the upstream would answer at 5 s. The margin is for a loaded host.
    expect(Date.now() - started).toBeLessThan(4000);
    await bff.close();
  });

  it('answers UPSTREAM_UNAVAILABLE when the upstream answers something that is not GraphQL', async () => {
    const { upstream: html, url } = await fakeUpstream((server) =>
      server.post('/graphql', async (_request, reply) =>
        reply.code(502).type('text/html').send('<h1>Bad gateway</h1>'),
      ),
    );
    const bff = await bffFor(url);
    const response = await gql(bff, '{ isMember(conversionId: "c") }');
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    await bff.close();
    await html.close();
  });

  it('lets an in-flight forwarded request finish when the BFF closes', async () => {
    // Signals, not timers: the upstream holds its answer until the BFF has begun closing, so
    // the request is in flight at the BFF when close starts however slow the machine is.
    let reached!: () => void;
    const upstreamReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    handler = async () => {
      reached();
      await released;
      return { data: { isMember: true } };
    };
    const bff = await bffFor(upstreamUrl, { UPSTREAM_TIMEOUT_MS: '10000' });
    let closing!: () => void;
    const closeStarted = new Promise<void>((resolve) => {
      closing = resolve;
    });
    bff.addHook('preClose', (done) => {
      closing();
      done();
    });
    await bff.listen({ port: 0, host: '127.0.0.1' });
    const { port } = bff.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ isMember(conversionId: "c") }' }),
    });
    await upstreamReached;
    const closed = bff.close();
    await closeStarted;
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { isMember: true } });
    expect(received).toHaveLength(1);
    // The fetch connection is kept alive; closeGracefully (service-kit) sweeps such idle ones.
    bff.server.closeIdleConnections();
    await closed;
  });
});
