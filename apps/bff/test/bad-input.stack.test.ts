// A generated set of malformed requests against the BFF with its real Redis, Auth emulator and
// api: each must be answered with a 4xx or a GraphQL error code, never a 5xx, and the BFF must
// still be ready and serving afterwards.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import {
  generateMalformedRequests,
  judgeMalformedAnswer,
  type MalformedCase,
  type SeedOperation,
  seededRandom,
} from '@jobsite/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_BODY_LIMIT } from '../src/graphql/multipart';
import { authPost, cookieHeader, gql, SITE_ORIGIN, testBff, uniqueEmail } from './support/bff';

const SEED = 20_240_901;
const BODY_LIMIT = 100 * 1024;

/** Operations the web sends, with variables that pass validation. */
const OPERATIONS: SeedOperation[] = [
  {
    query:
      'query Search($query: JobSearchInput, $occupation: String, $page: Int, $per: Int) { searchJobs(query: $query, occupation: $occupation, page: $page, per: $per) { totalCount nodes { id title } } }',
    variables: {
      query: { keyword: '運転', prefectureIds: ['13'] },
      occupation: 'driver',
      page: 1,
      per: 10,
    },
    operationName: 'Search',
  },
  {
    query: 'query Job($id: ID!) { job(id: $id) { id title company { name } } }',
    variables: { id: '1' },
  },
  {
    query: 'query Muni($p: String!) { searchMunicipalities(prefectureNameEn: $p) { id name } }',
    variables: { p: 'tokyo' },
  },
  { query: '{ occupations { id name occupationNameEn } }' },
  { query: '{ prefectures { id name } }' },
  {
    query: 'query Jobs($ids: [ID!]!) { jobsByIds(ids: $ids) { id } }',
    variables: { ids: ['1', '2'] },
  },
  {
    query:
      'query Company($id: ID!, $page: Int) { companyJobs(companyId: $id, page: $page) { totalCount } }',
    variables: { id: '1', page: 1 },
  },
  {
    query:
      'mutation Fav($input: AddFavoriteInput!) { addFavorite(input: $input) { favoriteJobCount } }',
    variables: { input: { jobId: '1' } },
  },
  {
    query: 'query Room($id: ID!) { room(id: $id) { id } }',
    variables: { id: '1' },
  },
  {
    query: 'query AuthType($v: String!) { userAuthType(emailOrPhoneNumber: $v) }',
    variables: { v: 'someone@example.com' },
  },
];

/** State-changing /auth endpoints and bodies they accept. */
const ENDPOINTS = [
  {
    method: 'POST',
    url: '/auth/signup',
    body: { emailOrPhoneNumber: 'a@example.com', password: 'secret1' },
  },
  {
    method: 'POST',
    url: '/auth/signin',
    body: { emailOrPhoneNumber: 'a@example.com', password: 'secret1' },
  },
  { method: 'POST', url: '/auth/password-reset', body: { emailOrPhoneNumber: 'a@example.com' } },
  {
    method: 'POST',
    url: '/auth/password-reset/confirm',
    body: { oobCode: 'x', password: 'secret12' },
  },
  { method: 'POST', url: '/auth/email', body: { email: 'b@example.com', password: 'secret1' } },
  {
    method: 'POST',
    url: '/auth/phone-number',
    body: { phoneNumber: '09012345678', password: 'secret1' },
  },
  { method: 'POST', url: '/auth/token', body: { refreshToken: 'x' } },
  { method: 'POST', url: '/auth/refresh', body: {} },
] as const;

/** Endpoints that read no body: junk bodies are ignored there, forgeries still refused. */
const BODYLESS = [
  { method: 'POST', url: '/auth/signout', body: {} },
  { method: 'DELETE', url: '/auth/token', body: {} },
] as const;

/** Member operations naming records by id: as a visitor, and as a member with others' ids. */
const MEMBER_BY_ID = [
  'query ($id: ID!) { room(id: $id) { id } }',
  'query ($id: ID!) { scout(id: $id) { id } }',
  'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { url } }',
  'mutation ($id: ID!) { removeCareerSheet(input: { id: $id }) { careerSheetId } }',
  'mutation ($id: ID!) { removeResume(input: { id: $id }) { resumeId } }',
  'mutation ($id: ID!) { readCompanyMessage(input: { roomId: $id }) { room { id } } }',
];

/** Cases only the BFF has: CSRF forgeries, multipart uploads, other members' ids. */
function bffCases(cookie: string): MalformedCase[] {
  const random = seededRandom(SEED + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const cases: MalformedCase[] = [];
  const add = (category: string, request: Omit<MalformedCase, 'name' | 'category'>) =>
    cases.push({ name: `${category}#${cases.length}`, category, ...request });

  const forgeries: Record<string, string>[] = [
    { origin: 'https://evil.example', 'content-type': 'application/json' },
    { origin: 'null', 'content-type': 'application/json' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    { referer: 'https://evil.example/form', 'content-type': 'application/json' },
    { origin: SITE_ORIGIN, 'content-type': 'text/plain' },
    { origin: SITE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    { origin: SITE_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
    { 'content-type': 'text/plain' },
    { origin: `${SITE_ORIGIN}.evil.example`, 'content-type': 'application/json' },
    { origin: SITE_ORIGIN.replace('http:', 'https:'), 'content-type': 'application/json' },
  ];
  for (let i = 0; i < 80; i += 1) {
    const headers = { ...pick(forgeries), cookie };
    const operation = pick(OPERATIONS);
    if (random() < 0.5) {
      add('csrf', { method: 'POST', url: '/graphql', headers, payload: JSON.stringify(operation) });
    } else {
      const endpoint = pick([...ENDPOINTS, ...BODYLESS]);
      add('csrf', {
        method: endpoint.method,
        url: endpoint.url,
        headers,
        payload: JSON.stringify(endpoint.body),
      });
    }
  }

  // Multipart uploads: broken forms, files past the limit.
  const boundary = '----jobsite-bad-input';
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: application/pdf\r\n' : ''}\r\n${value}\r\n`;
  const upload =
    'mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }';
  const operations = JSON.stringify({
    query: upload,
    variables: { input: { roomId: '1', file: null } },
  });
  const map = JSON.stringify({ 0: ['variables.input.file'] });
  const bodies = [
    `${part('operations', operations)}${part('map', map)}${part('0', 'pdf', 'a.pdf')}--${boundary}--\r\n`,
    `${part('map', map)}${part('operations', operations)}--${boundary}--\r\n`,
    `${part('operations', '{')}${part('map', map)}--${boundary}--\r\n`,
    `${part('operations', operations)}${part('map', '[1,2')}--${boundary}--\r\n`,
    `${part('operations', operations)}${part('map', JSON.stringify({ 0: ['variables.nope.x.y'] }))}${part('0', 'x', 'a.pdf')}--${boundary}--\r\n`,
    `${part('operations', operations)}${part('map', JSON.stringify({ 0: ['__proto__.polluted'] }))}${part('0', 'x', 'a.pdf')}--${boundary}--\r\n`,
    `${part('operations', operations)}`,
    `--${boundary}\r\n\r\n\r\n`,
    'not multipart at all',
    '',
  ];
  const multipartHeaders = {
    origin: SITE_ORIGIN,
    cookie,
    'x-csrf-protection': '1',
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  for (const body of bodies) {
    add('multipart', { method: 'POST', url: '/graphql', headers: multipartHeaders, payload: body });
  }
  const big = Buffer.alloc(MULTIPART_BODY_LIMIT + 1024, 0x41);
  for (const filename of ['big.pdf', 'big.exe']) {
    add('multipart', {
      method: 'POST',
      url: '/graphql',
      headers: multipartHeaders,
      payload: Buffer.concat([
        Buffer.from(`${part('operations', operations)}${part('map', map)}`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        big,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  }

  // Other members' ids, as a visitor and as a member.
  for (let i = 0; i < 60; i += 1) {
    const query = pick(MEMBER_BY_ID);
    const id = pick([
      String(Math.floor(random() * 1000) + 1),
      '0',
      '-1',
      '99999999999999999999',
      'abc',
      randomUUID(),
    ]);
    add('other-ids', {
      method: 'POST',
      url: '/graphql',
      headers: {
        origin: SITE_ORIGIN,
        'content-type': 'application/json',
        ...(random() < 0.7 ? { cookie } : {}),
      },
      payload: JSON.stringify({ query, variables: { id } }),
    });
  }
  return cases;
}

/** Why an answer is not acceptable, or null: 4xx, or a 2xx whose errors all carry a code. */
const problemOf = (response: LightMyRequestResponse, mayPass = false) =>
  judgeMalformedAnswer(response.statusCode, response.body, mayPass);

describe('generated bad input against the BFF', () => {
  let bff: FastifyInstance;
  let cookie = '';

  beforeAll(async () => {
    // Production: introspection and GraphiQL off, as deployed (on the run's emulator).
    bff = await testBff({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    });
    const signedUp = await authPost(bff, 'signup', {
      emailOrPhoneNumber: uniqueEmail('bad-input'),
      password: 'secret-123',
    });
    expect(signedUp.statusCode).toBe(201);
    cookie = cookieHeader(signedUp);
  });
  afterAll(() => bff?.close());

  it('answers every one of 1,000+ malformed requests with a 4xx or an error code, never a 5xx', async () => {
    const generated = generateMalformedRequests({
      seed: SEED,
      operations: OPERATIONS,
      endpoints: ENDPOINTS.map((e) => ({ ...e, body: { ...e.body } })),
      baseHeaders: { origin: SITE_ORIGIN },
      bodyLimitBytes: BODY_LIMIT,
      perCategory: 100,
      upload: {
        operation: {
          query:
            'mutation Up($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }',
          variables: { input: { roomId: '1', file: null } },
        },
        filePath: 'input.file',
        fileLimitBytes: MESSAGE_LIMITS.maxAttachmentBytes,
        headers: { cookie, 'x-csrf-protection': '1' },
      },
    });
    const cases = [...generated, ...bffCases(cookie)];
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    // Deterministic: the same seed gives the same requests.
    const lengths = () =>
      generateMalformedRequests({
        seed: SEED,
        operations: OPERATIONS,
        bodyLimitBytes: BODY_LIMIT,
        perCategory: 100,
      }).map((c) => c.payload?.toString().length);
    expect(lengths()).toEqual(lengths());

    const random = seededRandom(SEED + 2);
    const failures: string[] = [];
    const byCategory = new Map<string, number>();
    const queue = [...cases];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const one = next;
        // A client address per request, so per-IP rate limits do not answer for the checks.
        const ip = `198.51.${Math.floor(random() * 250) + 1}.${Math.floor(random() * 250) + 1}`;
        const started = Date.now();
        if (process.env.BAD_INPUT_TRACE)
          appendFileSync(process.env.BAD_INPUT_TRACE, `${one.name}\n`);
        let timer: NodeJS.Timeout | undefined;
        const response = await Promise.race([
          bff.inject({
            method: one.method,
            url: one.url,
            headers: { 'x-forwarded-for': ip, ...one.headers },
            ...(one.payload !== undefined ? { payload: one.payload } : {}),
          }),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), 15_000);
          }),
        ]);
        clearTimeout(timer);
        byCategory.set(one.category, (byCategory.get(one.category) ?? 0) + 1);
        const problem = response ? problemOf(response, one.mayPass) : 'no answer within 15 s';
        if (problem) failures.push(`${one.name} ${one.method} ${one.url}: ${problem}`);
        else if (Date.now() - started > 5000) {
          failures.push(`${one.name}: answered after ${Date.now() - started} ms`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    const serverErrors = failures.filter((failure) => /: status 5\d\d/.test(failure)).length;
    console.info(
      `malformed requests to the BFF: ${cases.length} tried, ${serverErrors} answered 5xx, ` +
        `${failures.length - serverErrors} other failures (passed, slow or unanswered)`,
    );
    expect(failures).toEqual([]);
    expect(Object.fromEntries(byCategory)).toMatchObject({
      csrf: expect.any(Number),
      multipart: expect.any(Number),
      'other-ids': expect.any(Number),
      deep: expect.any(Number),
      'alias-flood': expect.any(Number),
      'multipart-ambiguous': expect.any(Number),
      'control-characters': expect.any(Number),
      'oversize-upload': expect.any(Number),
      'spoofed-forwarding': expect.any(Number),
    });
  }, 300_000);

  it('is still ready and serving afterwards', async () => {
    expect((await bff.inject('/readyz')).statusCode).toBe(200);
    const response = await gql(bff, '{ searchJobs(per: 1) { totalCount } }');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { searchJobs: { totalCount: expect.any(Number) } } });
    const session = await bff.inject({ url: '/auth/session', headers: { cookie } });
    expect(session.json().user).not.toBeNull();
    const metrics = await bff.inject('/metrics');
    expect(metrics.body).not.toMatch(/http_requests_total\{[^}]*status="5\d\d"/);
    // What the run did is visible to Prometheus.
    const value = (pattern: RegExp) => Number(pattern.exec(metrics.body)?.[1] ?? 0);
    expect(value(/requests_refused_total\{reason="csrf"[^}]*\} (\d+)/)).toBeGreaterThanOrEqual(80);
    expect(
      value(/requests_refused_total\{reason="query_too_complex"[^}]*\} (\d+)/),
    ).toBeGreaterThan(0);
    expect(value(/requests_refused_total\{reason="body_too_large"[^}]*\} (\d+)/)).toBeGreaterThan(
      0,
    );
    expect(value(/graphql_errors_total\{code="BAD_USER_INPUT"[^}]*\} (\d+)/)).toBeGreaterThan(100);
    expect(value(/bff_upstream_requests_total\{outcome="ok"[^}]*\} (\d+)/)).toBeGreaterThan(0);
    expect(metrics.body).toMatch(/bff_master_data_cache_requests_total\{result="miss"/);
  });
});
