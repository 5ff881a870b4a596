// A generated set of malformed requests sent to the api directly (as a client that got past
// the BFF would): each must be answered with a 4xx or a GraphQL error code, never a 5xx, and
// the api must still be ready and answering afterwards.
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import {
  generateMalformedRequests,
  judgeMalformedAnswer,
  type MalformedCase,
  type SeedOperation,
  seededRandom,
} from '@jobsite/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../members/fixtures';
import {
  type Account,
  CREATE_USER,
  type MemberApi,
  signUpInput,
  startMemberApi,
} from '../members/harness';

const SEED = 20_240_902;
/** Fastify's default body limit, which the api keeps for JSON. */
const BODY_LIMIT = 1024 * 1024;

const OPERATIONS: SeedOperation[] = [
  {
    query:
      'query Search($query: JobSearchInput, $occupation: String, $page: Int, $per: Int) { searchJobs(query: $query, occupation: $occupation, page: $page, per: $per) { totalCount nodes { id } } }',
    variables: {
      query: { keyword: '運転', prefectureIds: ['13'] },
      occupation: 'driver',
      page: 1,
      per: 10,
    },
    operationName: 'Search',
  },
  { query: 'query Job($id: ID!) { job(id: $id) { id title } }', variables: { id: '1' } },
  {
    query: 'query Muni($p: String!) { searchMunicipalities(prefectureNameEn: $p) { id } }',
    variables: { p: 'tokyo' },
  },
  { query: '{ occupations { id name } }' },
  { query: '{ prefectures { id name } }' },
  {
    query: 'query Jobs($ids: [ID!]!) { jobsByIds(ids: $ids) { id } }',
    variables: { ids: ['1', '2'] },
  },
  {
    query:
      'mutation Fav($input: AddFavoriteInput!) { addFavorite(input: $input) { favoriteJobCount } }',
    variables: { input: { jobId: '1' } },
  },
  { query: 'query Room($id: ID!) { room(id: $id) { id } }', variables: { id: '1' } },
  {
    query:
      'mutation Basic($input: UpdateUserBasicInformationInput!) { updateUserBasicInformation(input: $input) { user { id } } }',
    variables: {
      input: {
        name: '山田 太郎',
        birthYear: 1990,
        gender: 'male',
        zipCode: '1000001',
        prefectureId: '13',
      },
    },
  },
  {
    query: 'query AuthType($v: String!) { userAuthType(emailOrPhoneNumber: $v) }',
    variables: { v: 'someone@example.com' },
  },
];

/** Records of members, named by id: others' ids must answer NOT_FOUND-like codes, not data. */
const BY_ID = [
  'query ($id: ID!) { room(id: $id) { id } }',
  'query ($id: ID!) { scout(id: $id) { id } }',
  'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { url } }',
  'mutation ($id: ID!) { removeCareerSheet(input: { id: $id }) { careerSheetId } }',
  'mutation ($id: ID!) { removeResume(input: { id: $id }) { resumeId } }',
  'mutation ($id: ID!) { readCompanyMessage(input: { roomId: $id }) { room { id } } }',
];

/** Cases only the api has: forged tokens, others' ids, uploads, operator and download routes. */
function apiCases(member: Account): MalformedCase[] {
  const random = seededRandom(SEED + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const cases: MalformedCase[] = [];
  const add = (category: string, request: Omit<MalformedCase, 'name' | 'category'>) =>
    cases.push({ name: `${category}#${cases.length}`, category, ...request });
  const json = { 'content-type': 'application/json' };
  const [header, payload] = member.idToken.split('.');
  // The Auth emulator signs nothing, so firebase-admin takes any well-formed unsigned token
  // there: forged signatures are refused only against real Firebase (a deployment never sets
  // FIREBASE_AUTH_EMULATOR_HOST). These are refused even here.
  const forgedTokens = [
    'x',
    'Bearer x',
    `${header}.${payload}`,
    `${header}..`,
    `eyJhbGciOiJub25lIn0.${'e30'}.`,
    `Bearer ${member.idToken}`.repeat(3),
    'a'.repeat(8000),
  ];
  for (let i = 0; i < 40; i += 1) {
    add('forged-token', {
      method: 'POST',
      url: '/graphql',
      headers: {
        ...json,
        'token-type': pick(['end-user', 'admin', '']),
        authorization: pick(forgedTokens),
      },
      payload: JSON.stringify({ query: '{ endUserViewer { id } }' }),
    });
  }
  for (let i = 0; i < 60; i += 1) {
    const id = pick([
      String(Math.floor(random() * 1000) + 1),
      '0',
      '-1',
      '99999999999999999999',
      'abc',
      "1' OR '1'='1",
    ]);
    const signedIn = random() < 0.7;
    add('other-ids', {
      method: 'POST',
      url: '/graphql',
      headers: {
        ...json,
        ...(signedIn ? { 'token-type': 'end-user', authorization: member.idToken } : {}),
      },
      payload: JSON.stringify({ query: pick(BY_ID), variables: { id } }),
    });
  }
  const upload =
    'mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }';
  const auth = { 'token-type': 'end-user', authorization: member.idToken };
  for (const [name, size, type] of [
    ['big.pdf', MESSAGE_LIMITS.maxAttachmentBytes + 1, 'application/pdf'],
    ['big.pdf', MESSAGE_LIMITS.maxAttachmentBytes * 2, 'application/pdf'],
    ['run.exe', 10, 'application/x-msdownload'],
    ['', 10, 'application/pdf'],
    ['../../etc/passwd', 10, 'application/pdf'],
  ] as const) {
    const body = multipartBody(
      upload,
      { input: { roomId: '1' } },
      { name, type, content: Buffer.alloc(size, 0x41) },
    );
    add('upload', {
      method: 'POST',
      url: '/graphql',
      headers: { ...body.headers, ...auth },
      payload: body.payload,
    });
  }
  for (const broken of ['--x\r\n\r\n', '', 'operations={}']) {
    add('upload', {
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...auth },
      payload: broken,
    });
  }
  for (let i = 0; i < 20; i += 1) {
    add('ops', {
      method: 'POST',
      url: `/ops/${pick(['send-scout', 'company-message', 'nope', '..%2f..%2fetc', 'x'.repeat(300)])}`,
      headers: { ...json, authorization: pick(['', 'Bearer x', `Bearer ${'a'.repeat(64)}`]) },
      payload: pick(['{}', '{', '[]', JSON.stringify({ uid: member.uid })]),
    });
  }
  for (const path of [
    'x',
    '../../../etc/passwd',
    `${'a'.repeat(64)}?name=a&type=text/plain&expires=9999999999&signature=x`,
    'abc?name=a&type=text/plain&expires=NaN&signature=',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ]) {
    add('download', { method: 'GET', url: `/attachments/${path}`, headers: {} });
  }
  return cases;
}

const problemOf = (response: LightMyRequestResponse, mayPass = false) =>
  judgeMalformedAnswer(response.statusCode, response.body, mayPass);

describe('generated bad input against the api', () => {
  let api: MemberApi;
  let member: Account;

  beforeAll(async () => {
    api = await startMemberApi({ NODE_ENV: 'production', OPS_TOKEN: 'o'.repeat(40) });
    member = await api.account();
    const created = await api.gql(CREATE_USER, { input: signUpInput() }, member.idToken);
    expect(created.errors).toBeUndefined();
  });
  afterAll(() => api?.close());

  it('answers every one of 1,000+ malformed requests with a 4xx or an error code, never a 5xx', async () => {
    const cases = [
      ...generateMalformedRequests({
        seed: SEED,
        operations: OPERATIONS,
        bodyLimitBytes: BODY_LIMIT,
        perCategory: 150,
      }),
      ...apiCases(member),
    ];
    const failures: string[] = [];
    const queue = [...cases];
    const worker = async () => {
      for (let one = queue.shift(); one; one = queue.shift()) {
        const current = one;
        let timer: NodeJS.Timeout | undefined;
        const response = await Promise.race([
          api.app.inject({
            method: current.method,
            url: current.url,
            headers: current.headers,
            ...(current.payload !== undefined ? { payload: current.payload } : {}),
          }),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), 20_000);
          }),
        ]);
        clearTimeout(timer);
        const problem = response ? problemOf(response, current.mayPass) : 'no answer within 20 s';
        if (problem)
          failures.push(
            `${current.name} ${current.method} ${current.url.slice(0, 80)}: ${problem}`,
          );
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const serverErrors = failures.filter((failure) => /: status 5\d\d/.test(failure)).length;
    console.info(
      `malformed requests to the api: ${cases.length} tried, ${serverErrors} answered 5xx, ` +
        `${failures.length - serverErrors} other failures (passed, slow or unanswered)`,
    );
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(1000);
  }, 400_000);

  it('is still ready and answering afterwards, and the member is intact', async () => {
    expect((await api.app.inject('/readyz')).statusCode).toBe(200);
    const search = await api.gql('{ searchJobs(per: 1) { totalCount } }');
    expect(search.errors).toBeUndefined();
    expect(
      (search.data as { searchJobs: { totalCount: number } }).searchJobs.totalCount,
    ).toBeGreaterThan(0);
    const metrics = (await api.app.inject('/metrics')).body;
    expect(metrics).not.toMatch(/http_requests_total\{[^}]*status="5\d\d"/);
    expect(metrics).toMatch(/graphql_errors_total\{code="QUERY_TOO_COMPLEX"/);
    expect(metrics).toMatch(
      /http_requests_total\{method="POST",route="\/graphql",status="200",operation="mutation"/,
    );
    expect(metrics).toMatch(/api_db_pool_max\{service="api"\} 1/);
    const viewer = await api.gql('{ endUserViewer { id name } }', undefined, member.idToken);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data).toMatchObject({ endUserViewer: { name: '山田 太郎' } });
  });
});
