// Attachment downloads through the BFF (GET /attachments/messages/:messageId) against a real
// api with a small seed: a member uploads a file into their room through /graphql and gets
// the same bytes back; another member, a visitor and a bad id get nothing.
import { randomBytes } from 'node:crypto';
import { CREATE_USER, signUpInput } from '@jobsite/api/test/sign-up';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApi } from './support/api-server';
import { authPost, cookieHeader, gql, SITE_ORIGIN, testBff, uniqueEmail } from './support/bff';

const PASSWORD = 'secret-pass1';

let api: Awaited<ReturnType<typeof startApi>>;
let bff: FastifyInstance;

beforeAll(async () => {
  // Its own api: the run's shared one has no jobs, and a room needs an entry to a job.
  api = await startApi({
    emulatorHost: inject('emulatorHost'),
    projectId: inject('projectId'),
    env: { SEED_ON_EMPTY: '1', SEED_JOBS: '20' },
  });
  bff = await testBff({ GQL_ENDPOINT: api.graphqlUrl });
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await api?.stop();
});

async function signUp(): Promise<string> {
  const response = await authPost(bff, 'signup', {
    emailOrPhoneNumber: uniqueEmail('attach'),
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = cookieHeader(response);
  // The member record beside the identity (the sign-up form's second half).
  const profile = await gql(bff, CREATE_USER, { cookie, variables: { input: signUpInput() } });
  expect(profile.json().data?.createUserWithRelations.user.id, profile.body).toBeTruthy();
  return cookie;
}

/** A published, hiring job of the seed, applied to by the member: the entry's room. */
async function openRoom(cookie: string): Promise<string> {
  const jobs = await gql(bff, '{ searchJobs(per: 20) { nodes { id isHiring isPublished } } }');
  const job = jobs
    .json()
    .data.searchJobs.nodes.find(
      (node: { isHiring: boolean; isPublished: boolean }) => node.isHiring && node.isPublished,
    );
  expect(job, jobs.body).toBeDefined();
  const entry = await gql(
    bff,
    'mutation E($input: CreateEntryInput!) { createEntry(input: $input) { entry { room { id } } } }',
    { cookie, variables: { input: { jobId: job.id } } },
  );
  const roomId = entry.json().data?.createEntry.entry.room?.id;
  expect(roomId, entry.body).toBeTruthy();
  return roomId;
}

/** Uploads `bytes` as a file message through /graphql (multipart, as the web sends it). */
async function upload(
  cookie: string,
  roomId: string,
  name: string,
  bytes: Buffer,
  type: string,
  overHttp = false,
) {
  const boundary = `----jobsite-${randomBytes(6).toString('hex')}`;
  const operations = JSON.stringify({
    query:
      'mutation Up($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id file { name contentType } } } }',
    variables: { input: { roomId, file: null } },
  });
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    origin: SITE_ORIGIN,
    'x-csrf-protection': '1',
    cookie,
  };
  if (overHttp) {
    // Over a socket in small chunks without a length, as a browser's upload reaches the BFF
    // through the web's proxy.
    const address = bff.server.listening
      ? `http://127.0.0.1:${(bff.server.address() as { port: number }).port}`
      : await bff.listen({ port: 0, host: '127.0.0.1' });
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= payload.length) return controller.close();
        controller.enqueue(payload.subarray(offset, offset + 8192));
        offset += 8192;
      },
    });
    const response = await fetch(`${address}/graphql`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(20_000),
    } as RequestInit);
    const text = await response.text();
    const message = JSON.parse(text).data?.createUserAttachmentMessage.message;
    expect(message, text).toBeTruthy();
    return message as { id: string; file: { name: string; contentType: string } };
  }
  const response = await bff.inject({ method: 'POST', url: '/graphql', headers, payload });
  const message = response.json().data?.createUserAttachmentMessage.message;
  expect(message, response.body).toBeTruthy();
  return message as { id: string; file: { name: string; contentType: string } };
}

const download = (messageId: string, cookie?: string) =>
  bff.inject({
    method: 'GET',
    url: `/attachments/messages/${messageId}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /attachments/messages/:messageId', () => {
  let owner: string;
  let messageId: string;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);

  beforeAll(async () => {
    owner = await signUp();
    const roomId = await openRoom(owner);
    const message = await upload(owner, roomId, '職務経歴書.pdf', bytes, 'application/pdf');
    expect(message.file).toEqual({ name: '職務経歴書.pdf', contentType: 'application/pdf' });
    messageId = message.id;
  });

  it('takes an upload sent over a socket in chunks without a length, as the web forwards it', async () => {
    const member = await signUp();
    const roomId = await openRoom(member);
    const message = await upload(member, roomId, '職務経歴書.pdf', bytes, 'application/pdf', true);
    expect(message.file).toEqual({ name: '職務経歴書.pdf', contentType: 'application/pdf' });
    // A real PNG with more bytes after it, as a phone's picture may carry.
    const png = Buffer.concat([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
      randomBytes(32 * 1024),
    ]);
    const picture = await upload(member, roomId, '免許証.png', png, 'image/png', true);
    expect(picture.file).toEqual({ name: '免許証.png', contentType: 'image/png' });
  });

  it('gives the owner the same bytes as a download that is never cached or sniffed', async () => {
    const response = await download(messageId, owner);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('職務経歴書.pdf')}`,
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses another member: 404, as if the message did not exist, and not one byte', async () => {
    const other = await signUp();
    const response = await download(messageId, other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    });
    expect(response.rawPayload.includes(bytes.subarray(0, 64))).toBe(false);
  });

  it('refuses a visitor and a session that is gone with UNAUTHORIZED_ERROR', async () => {
    const visitor = await download(messageId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHORIZED_ERROR');

    const signedOut = await signUp();
    const out = await authPost(bff, 'signout', {}, { cookie: signedOut });
    expect(out.statusCode).toBe(200);
    const stale = await download(messageId, signedOut);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('UNAUTHORIZED_ERROR');
  });

  it('answers 404 for a message without a file and for ids that are not ids', async () => {
    const member = await signUp();
    const roomId = await openRoom(member);
    const text = await gql(
      bff,
      'mutation M($input: CreateUserMessageInput!) { createUserMessage(input: $input) { message { id } } }',
      { cookie: member, variables: { input: { roomId, content: 'よろしくお願いします' } } },
    );
    const textId = text.json().data.createUserMessage.message.id;
    expect((await download(textId, member)).statusCode).toBe(404);
    for (const id of ['0', 'abc', '1%27%20or%201=1', '99999999999999999999']) {
      const response = await download(id, member);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /attachments/documents/:kind/:id', () => {
  const documentOf = (path: string, cookie?: string) =>
    bff.inject({
      method: 'GET',
      url: `/attachments/documents/${path}`,
      headers: cookie ? { cookie } : {},
    });
  let owner: string;
  let resumeId: string;
  let sheetId: string;

  beforeAll(async () => {
    owner = await signUp();
    const made = await gql(
      bff,
      'mutation { createResume(input: { name: "運送業向け" }) { resume { id } } createCareerSheet(input: { name: "経歴" }) { careerSheet { id } } }',
      { cookie: owner },
    );
    resumeId = made.json().data?.createResume.resume.id;
    sheetId = made.json().data?.createCareerSheet.careerSheet.id;
    expect(resumeId && sheetId, made.body).toBeTruthy();
  });

  it('gives the owner the PDF the api draws, as an uncached download', async () => {
    for (const [path, name] of [
      [`resume/${resumeId}`, '履歴書_運送業向け.pdf'],
      [`career-sheet/${sheetId}`, '職務経歴書_経歴.pdf'],
    ] as const) {
      const response = await documentOf(path, owner);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("answers 404 for another member's documents, unknown kinds and ids that are not ids", async () => {
    const other = await signUp();
    for (const path of [
      `resume/${resumeId}`,
      `career-sheet/${sheetId}`,
      `profile/${resumeId}`,
      'resume/0',
      'resume/abc',
    ]) {
      const response = await documentOf(path, other);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await documentOf(`resume/${resumeId}`)).json().error.code).toBe('UNAUTHORIZED_ERROR');
  });

  it("answers 429 RATE_LIMITED past the member's PDF limit, with a Japanese message", async () => {
    const busy = await signUp();
    let answer = await documentOf('resume/999999', busy);
    for (let i = 0; i < 60 && answer.statusCode === 404; i++) {
      answer = await documentOf('resume/999999', busy);
    }
    expect(answer.statusCode).toBe(429);
    expect(answer.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/しばらく/),
    });
  });
});

describe('uploads the api never sees as sent', () => {
  it('answers a malformed part header with 400 BAD_USER_INPUT, never a 5xx', async () => {
    const member = await signUp();
    const roomId = await openRoom(member);
    const boundary = `----jobsite-${randomBytes(6).toString('hex')}`;
    const operations = JSON.stringify({
      query:
        'mutation Up($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }',
      variables: { input: { roomId, file: null } },
    });
    for (const disposition of [
      'form-data; name="0"; filename="a.pdf',
      'form-data; name="0"; filename="a.pdf"; filename="b.pdf"',
      'form-data; name="0"; filename*=UTF-8\'\'%E0%A4%A',
      'form-data ; name = "0" ; filename = "a.pdf"',
    ]) {
      const response = await bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          origin: SITE_ORIGIN,
          'x-csrf-protection': '1',
          cookie: member,
        },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
      });
      expect(response.statusCode, `${disposition}: ${response.body}`).toBe(400);
      expect(response.json().errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'MULTIPART_PART_HEADER',
      });
    }
  });

  it('stores a file name without its bidi override and control characters', async () => {
    const member = await signUp();
    const roomId = await openRoom(member);
    const message = await upload(
      member,
      roomId,
      '請求書\u202Eelif\u0001.pdf',
      Buffer.from('%PDF-1.4\n'),
      'application/pdf',
    );
    expect(message.file.name).toBe('請求書elif.pdf');
  });
});
