import http from 'node:http';
import {
  generateMalformedRequests,
  judgeMalformedAnswer,
  type MalformedCase,
  seededRandom,
} from '@jobsite/service-kit/testing';
import { expect, HTTP_ONLY, test } from './fixtures';

/**
 * The shared malformed-request suite sent to the public origin, as a probe from outside would:
 * GraphQL and /auth through the web's forwarding to the BFF, and junk in page URLs (NUL and
 * bidi characters in search words, redirect targets off the site, Server Action posts from
 * another origin). Every answer is a 4xx, an error with a code, or a page that stays on the
 * site; never a 5xx. The BFF and the api run the same generator in their own suites.
 */

const SEED = 20_261_127;

const OPERATIONS = [
  {
    query:
      'query Search($query: JobSearchInput, $occupation: String, $page: Int, $per: Int) { searchJobs(query: $query, occupation: $occupation, page: $page, per: $per) { totalCount nodes { id title } } }',
    variables: { query: { keyword: '運転' }, occupation: 'driver', page: 1, per: 10 },
    operationName: 'Search',
  },
  { query: 'query Job($id: ID!) { job(id: $id) { id title } }', variables: { id: '1' } },
  { query: '{ occupations { id name occupationNameEn } }' },
  {
    query: 'query AuthType($v: String!) { userAuthType(emailOrPhoneNumber: $v) }',
    variables: { v: 'someone@example.com' },
  },
];

const ENDPOINTS = [
  {
    method: 'POST' as const,
    url: '/auth/signin',
    body: { emailOrPhoneNumber: 'a@example.com', password: 'secret1' },
  },
  {
    method: 'POST' as const,
    url: '/auth/password-reset',
    body: { emailOrPhoneNumber: 'a@example.com' },
  },
];

const TEXT_ATTACKS = ['a\u0000b', 'a\u202eb', '\ud800', "%_\\'(*", 'x'.repeat(1000), '🚚'];
const REDIRECT_ATTACKS = [
  '%2F..%2F%2Fevil.example%2Fx',
  '%2F%2Fevil.example',
  '%5C%5Cevil.example',
  'https%3A%2F%2Fevil.example',
  '%2F%09%2Fevil.example',
  'javascript%3Aalert(1)',
];

/** Page URLs and form posts a probe tries on the site itself. */
function pageCases(origin: string): MalformedCase[] {
  const cases: MalformedCase[] = [];
  const add = (category: string, request: Omit<MalformedCase, 'name' | 'category'>) =>
    cases.push({ name: `${category}#${cases.length}`, category, ...request });
  for (const text of TEXT_ATTACKS) {
    // A lone surrogate has no UTF-8 form: send the bytes a careless client would (CESU-8).
    const keyword = text === '\ud800' ? '%ED%A0%80' : encodeURIComponent(text);
    for (const url of [`/driver?keyword=${keyword}`, `/magazine/search?keyword=${keyword}`]) {
      add('page-text', { method: 'GET', url, headers: {}, mayPass: true });
    }
  }
  for (const target of REDIRECT_ATTACKS) {
    for (const page of ['/member/login/', '/member/signup/']) {
      add('redirect', {
        method: 'GET',
        url: `${page}?redirect_path=${target}`,
        headers: {},
        mayPass: true,
      });
    }
  }
  for (const foreign of ['https://evil.example', 'null']) {
    add('server-action', {
      method: 'POST',
      url: '/contact',
      headers: { origin: foreign, 'next-action': 'f'.repeat(40), 'content-type': 'text/plain' },
      payload: '[]',
    });
  }
  add('server-action', {
    method: 'POST',
    url: '/contact',
    headers: {
      origin,
      'next-action': 'f'.repeat(40),
      'content-type': 'multipart/form-data; boundary=x',
    },
    payload: '--x\r\nContent-Disposition: form-data; name\r\n\r\nv\r\n',
  });
  return cases;
}

test('malformed requests through the public origin: no 5xx, nothing that should fail passes', {
  tag: HTTP_ONLY,
}, async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? '').origin;
  // Header values no HTTP client can put on the wire (NUL) stay with the BFF's and the api's
  // suites, which inject them.
  const sendable = (one: MalformedCase) =>
    Object.values(one.headers).every((value) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value));
  const cases = [
    ...generateMalformedRequests({
      seed: SEED,
      operations: OPERATIONS,
      endpoints: ENDPOINTS,
      baseHeaders: { origin },
      bodyLimitBytes: 100 * 1024,
      perCategory: 20,
    }),
    ...pageCases(origin),
  ].filter(sendable);
  const random = seededRandom(SEED);
  const serverErrors: string[] = [];
  const wrongPasses: string[] = [];
  const queue = [...cases];
  const worker = async () => {
    for (let one = queue.shift(); one; one = queue.shift()) {
      // The e2e web trusts X-Forwarded-For from loopback (it plays the proxy in front), so each
      // request counts as its own client and per-address limits do not answer for the checks.
      const ip = `198.18.${Math.floor(random() * 250) + 1}.${Math.floor(random() * 250) + 1}`;
      const response = await request.fetch(one.url, {
        method: one.method,
        headers: { 'x-forwarded-for': ip, ...one.headers },
        ...(one.payload !== undefined ? { data: one.payload } : {}),
        maxRedirects: 0,
        failOnStatusCode: false,
        timeout: 30_000,
      });
      const status = response.status();
      const text = await response.text();
      const location = response.headers().location;
      if (status >= 500) {
        serverErrors.push(`${one.name} ${one.method} ${one.url}: ${status} ${text.slice(0, 160)}`);
      } else if (location && new URL(location, origin).origin !== origin) {
        wrongPasses.push(`${one.name} ${one.url}: redirected to ${location}`);
      } else if (one.category === 'redirect' || one.category === 'page-text') {
        // Pages answer (or redirect on the site); what they must not do is fail or leave it.
      } else {
        const problem = judgeMalformedAnswer(status, text, one.mayPass);
        if (problem) wrongPasses.push(`${one.name} ${one.method} ${one.url}: ${problem}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.info(
    `malformed requests through the web origin: ${cases.length} tried, ` +
      `${serverErrors.length} answered 5xx, ${wrongPasses.length} passed that should have failed`,
  );
  expect(cases.length).toBeGreaterThan(300);
  expect(serverErrors).toEqual([]);
  expect(wrongPasses).toEqual([]);
});

/**
 * Starts a POST of `body` in chunks without a Content-Length, as a streaming client would,
 * and resolves with the answer. The web decides on the headers alone, so the first chunk is
 * sent and the rest only if the server is still reading (it answers 411 and closes instead).
 */
function postChunked(
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, origin), { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
        request.destroy();
      });
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer from ${path}`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the body is still going out: the answer is read anyway.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.write(body.subarray(0, 16 * 1024));
    if (body.length <= 16 * 1024) request.end();
  });
}

test('bodies of unknown length (chunked) are refused with 411, never a 500', {
  tag: HTTP_ONLY,
}, async ({ baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const big = (bytes: number) => Buffer.alloc(bytes, 'a');
  const json = { origin, 'content-type': 'application/json' };
  const multipart = { origin, 'content-type': 'multipart/form-data; boundary=x' };
  const cases = [
    { path: '/graphql', headers: json, body: big(200 * 1024) },
    { path: '/graphql', headers: json, body: Buffer.from('{"query":"{ __typename }"}') },
    { path: '/graphql', headers: multipart, body: big(11 * 1024 * 1024) },
    { path: '/auth/signin', headers: json, body: big(16 * 1024) },
    {
      path: '/contact',
      headers: { ...multipart, 'next-action': 'f'.repeat(40) },
      body: big(2 * 1024 * 1024),
    },
    {
      path: '/contact',
      headers: { origin, 'next-action': 'f'.repeat(40), 'content-type': 'text/plain' },
      body: big(2 * 1024 * 1024),
    },
  ];
  for (const one of cases) {
    const answer = await postChunked(origin, one.path, one.headers, one.body);
    expect(answer.status, `${one.path} ${one.headers['content-type']}`).toBe(411);
    expect(answer.text).toContain('長さ');
  }
});
