// The response cache in the BFF's front door (docs/decisions/0022), over real HTTP (app.inject
// would bypass the front door), against the real api and Redis: a repeated anonymous
// master-data query is answered before Fastify routes it, with the bytes and headers of a
// normal answer; sessions, tokens and cross-site posts never are; variables and operation
// names make different keys; invalidation and TTLs empty it; errors are never in it; its
// answers are counted in the metrics and logged under their request id.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { invalidateMasterData } from '../src/cache/invalidate';
import { authPost, cookieHeader, SITE_ORIGIN, testBff, uniqueEmail } from './support/bff';

const PREFECTURE =
  'query Prefecture($code: Int) { prefecture(code: $code) { id name prefectureEnName } }';
const UNKNOWN_PREFECTURE = '{ searchMunicipalities(prefectureNameEn: "atlantis") { id name } }';
const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123';

interface Listening {
  app: FastifyInstance;
  /** Requests to /graphql that reached Fastify (the front door answered the others). */
  routed: () => number;
  post: (
    body: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; headers: Headers; bytes: Buffer }>;
}

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

async function listening(
  env: Record<string, string> = {},
  options: Parameters<typeof testBff>[1] = {},
): Promise<Listening> {
  const app = await testBff({ ADMIN_TOKEN, ...env }, options);
  open.push(app);
  let routed = 0;
  app.addHook('onRequest', async (request) => {
    if (request.url === '/graphql') routed += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    routed: () => routed,
    async post(body, headers = {}) {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: response.headers,
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
}

const prefecture = (code: number) => ({ query: PREFECTURE, variables: { code } });

/** Headers every answer of the BFF carries, whoever wrote it. */
const SHARED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
] as const;

describe('response cache (front door)', () => {
  it('answers a repeated anonymous query before Fastify, with the same bytes and headers', async () => {
    const lines: string[] = [];
    const bff = await listening(
      { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const first = await bff.post(prefecture(13));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const direct = await fetch(inject('apiGraphqlUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(prefecture(13)),
    });
    expect(first.bytes.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    expect(JSON.parse(first.bytes.toString()).data.prefecture.name).toBe('東京都');
    expect(bff.routed()).toBe(1);

    const id = `web-${randomUUID()}`;
    const hits = bff.app.masterDataCache.stats.hits;
    const second = await bff.post(prefecture(13), { 'x-request-id': id });
    expect(bff.routed()).toBe(1); // never reached Fastify
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('x-request-id')).toBe(id);
    expect(second.headers.get('content-length')).toBe(String(first.bytes.length));
    for (const name of SHARED_HEADERS) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(bff.app.masterDataCache.stats.hits).toBe(hits + 1);

    // A malformed caller id is replaced, as Fastify replaces it.
    const replaced = await bff.post(prefecture(13), { 'x-request-id': 'bad id' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(bff.routed()).toBe(1);

    const logged = lines
      .map((line) => JSON.parse(line) as { requestId?: string; msg?: string; cache?: string })
      .filter((line) => line.requestId === id);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged[1]?.cache).toBe('HIT');
  });

  it('never answers a request carrying a session, a token, or a cross-site post', async () => {
    const bff = await listening();
    const first = await bff.post(prefecture(13));
    expect((await bff.post(prefecture(13))).headers.get('x-cache')).toBe('HIT');
    expect(bff.routed()).toBe(1);

    const signUp = await authPost(bff.app, 'signup', {
      emailOrPhoneNumber: uniqueEmail(),
      password: 'secret-123',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const cookie = cookieHeader(signUp);
    expect(cookie).toMatch(/(^|; )sid=/);
    const member = await bff.post(prefecture(13), { cookie });
    expect(bff.routed()).toBe(2); // through Fastify, the session's own path
    expect(member.headers.get('x-cache')).toBe('HIT'); // master data, the same for everyone
    expect(member.bytes.equals(first.bytes)).toBe(true);

    await bff.post(prefecture(13), { authorization: 'Bearer some-token' });
    expect(bff.routed()).toBe(3);

    // Refused by Fastify's CSRF hook (which answers before the test's counting hook runs).
    const crossSite = await bff.post(prefecture(13), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.bytes.toString()).errors[0].extensions.code).toBe('CSRF_REJECTED');
    const crossSiteFetch = await bff.post(prefecture(13), { 'sec-fetch-site': 'cross-site' });
    expect(crossSiteFetch.status).toBe(403);

    // A same-site browser post is answered early like a server-side one.
    const sameSite = await bff.post(prefecture(13), {
      origin: SITE_ORIGIN,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.bytes.equals(first.bytes)).toBe(true);
    expect(bff.routed()).toBe(3);
  });

  it('keys by variables and operation name; another spelling of one request shares its entry', async () => {
    const bff = await listening();
    const tokyo = await bff.post(prefecture(13));
    await bff.post(prefecture(13));
    expect(bff.routed()).toBe(1);
    // Same length, other variables: read by the front door, not found, handed to Fastify whole.
    const osaka = await bff.post(prefecture(27));
    expect(bff.routed()).toBe(2);
    expect(osaka.headers.get('x-cache')).toBe('MISS');
    expect(JSON.parse(osaka.bytes.toString()).data.prefecture.name).toBe('大阪府');
    expect((await bff.post(prefecture(27))).bytes.equals(osaka.bytes)).toBe(true);
    expect((await bff.post(prefecture(13))).bytes.equals(tokyo.bytes)).toBe(true);
    expect(bff.routed()).toBe(2);

    const twoOperations =
      'query A { prefecture(code: 13) { id name } } query B { prefecture(code: 27) { id name } }';
    const a = await bff.post({ query: twoOperations, operationName: 'A' });
    const b = await bff.post({ query: twoOperations, operationName: 'B' });
    expect(JSON.parse(a.bytes.toString()).data.prefecture.name).toBe('東京都');
    expect(JSON.parse(b.bytes.toString()).data.prefecture.name).toBe('大阪府');
    expect(b.headers.get('x-cache')).toBe('MISS');
    expect((await bff.post({ query: twoOperations, operationName: 'B' })).bytes).toEqual(b.bytes);
    expect(bff.routed()).toBe(4);

    // Whitespace, commas and key order do not change the request: the same entry (no new
    // load), answered early from then on.
    const loads = bff.app.masterDataCache.stats.loads;
    const respelled = `{"variables":{"code":13},"query":${JSON.stringify(
      `query Prefecture( $code : Int ) {\n  prefecture(code: $code) { id, name, prefectureEnName }\n}`,
    )}}`;
    const other = await bff.post(respelled);
    expect(other.headers.get('x-cache')).toBe('HIT');
    expect(other.bytes.equals(tokyo.bytes)).toBe(true);
    expect(bff.app.masterDataCache.stats.loads).toBe(loads);
    expect(bff.routed()).toBe(5);
    await bff.post(respelled);
    expect(bff.routed()).toBe(5);
  });

  it('is emptied by invalidation (command and admin endpoint) and ages with the TTL', async () => {
    const prefix = `test:${randomUUID()}:`;
    const bff = await listening({ REDIS_KEY_PREFIX: prefix });
    await bff.post(prefecture(13));
    await bff.post(prefecture(13));
    expect(bff.routed()).toBe(1);

    await invalidateMasterData({ redisUrl: inject('redisUrl'), prefix, fields: ['prefecture'] });
    // Pub/sub reaches this process's memory level; until then the old copy may still answer.
    const deadline = Date.now() + 2000;
    let after = await bff.post(prefecture(13));
    while (after.headers.get('x-cache') !== 'MISS' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await bff.post(prefecture(13));
    }
    expect(after.headers.get('x-cache')).toBe('MISS');
    const routed = bff.routed();
    await bff.post(prefecture(13));
    expect(bff.routed()).toBe(routed);

    const admin = await bff.app.inject({
      method: 'POST',
      url: '/admin/cache/invalidate',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: {},
    });
    expect(admin.statusCode).toBe(200);
    expect((await bff.post(prefecture(13))).headers.get('x-cache')).toBe('MISS');
    expect(bff.routed()).toBe(routed + 1);

    const short = await listening({ MASTER_CACHE_TTL_SECONDS: '1' });
    await short.post(prefecture(27));
    await short.post(prefecture(27));
    expect(short.routed()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stale = await short.post(prefecture(27));
    expect(stale.headers.get('x-cache')).toBe('STALE'); // through Fastify, which refreshes it
    expect(short.routed()).toBe(2);
  });

  it('never holds an error', async () => {
    const bff = await listening();
    const first = await bff.post({ query: UNKNOWN_PREFECTURE });
    const second = await bff.post({ query: UNKNOWN_PREFECTURE });
    expect(JSON.parse(first.bytes.toString()).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(bff.routed()).toBe(2);
    expect(bff.app.masterDataCache.stats.loads).toBe(2);
  });

  it('counts its answers in the request and cache-hit metrics', async () => {
    const bff = await listening();
    for (let i = 0; i < 4; i += 1) await bff.post(prefecture(13));
    expect(bff.routed()).toBe(1);
    const text = (await bff.app.inject('/metrics')).body;
    const sample = (name: string, ...pairs: string[]) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${name}{`) && pairs.every((p) => line.includes(p)))
          ?.split(' ')
          .pop(),
      );
    const cached = ['route="/graphql"', 'operation="cached"'];
    expect(sample('http_requests_total', ...cached, 'status="200"')).toBe(4);
    expect(sample('http_request_duration_seconds_count', ...cached, 'status_class="2xx"')).toBe(4);
    expect(sample('bff_master_data_cache_requests_total', 'result="hit"')).toBe(3);
    expect(sample('bff_master_data_cache_requests_total', 'result="miss"')).toBe(1);
  });
});
