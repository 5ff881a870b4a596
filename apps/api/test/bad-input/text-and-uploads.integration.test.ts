// Explicit bad input beside the generated suite: text that cannot be stored or shown
// (NUL, lone surrogates, bidi overrides) in variables and literals, ambiguous multipart
// bodies, uploads over the limit or cut off, and files that are not what they say.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobFixtures, multipartBody, storedFiles } from '../members/fixtures';
import { type Account, dataOf, type MemberApi, startMemberApi } from '../members/harness';

const APPLY = `mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { room { id } } } }`;
const UPLOAD = `mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) {
  message { id file { name url } } } }`;
const PDF = Buffer.from('%PDF-1.4\n% テスト\n');

/** A multipart body made of the given parts (headers, body), as a client could send it. */
function rawMultipart(parts: Array<[string, string | Buffer]>) {
  const boundary = 'jobsite-test-boundary';
  const payload = Buffer.concat([
    ...parts.flatMap(([headers, body]) => [
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('text, multipart and upload bad input', () => {
  let api: MemberApi;
  let member: Account;
  let roomId: string;
  let port: number;
  beforeAll(async () => {
    api = await startMemberApi();
    const jobs = await jobFixtures(api);
    member = await api.member();
    roomId = dataOf(await api.gql(APPLY, { id: String(jobs.open[0]) }, member.idToken)).createEntry
      .entry.room.id;
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => api?.close());

  const storedMessages = async () =>
    (
      await api.database.rows<{ n: number }>(
        sql`select count(*)::int as n from messages where content_type = 'FILE'`,
      )
    )[0]!.n;

  const inject = async (body: { payload: Buffer; headers: Record<string, string> }) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...body.headers, 'token-type': 'end-user', authorization: member.idToken },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  describe('text that cannot be stored or shown', () => {
    const BAD = {
      nul: 'a\u0000b',
      loneHighSurrogate: 'a\ud800b',
      loneLowSurrogate: 'a\udc00b',
      bidiOverride: 'invoice\u202efdp.exe',
      bidiIsolate: 'a\u2066b\u2069',
      bell: 'a\u0007b',
      del: 'a\u007fb',
    };

    it.each(Object.entries(BAD))(
      'refuses %s in any variable with BAD_USER_INPUT',
      async (_name, text) => {
        const cases: Array<[string, Record<string, unknown>, string | undefined, string]> = [
          [
            'query ($q: JobSearchInput) { searchJobs(query: $q) { totalCount } }',
            { q: { keyword: text } },
            undefined,
            'q.keyword',
          ],
          ['query ($v: String!) { isMember(conversionId: $v) }', { v: text }, undefined, 'v'],
          [
            'mutation ($input: CreateContactInput!) { createContact(input: $input) { __typename } }',
            {
              input: {
                fullName: text,
                email: 'a@example.com',
                contactMethod: 'email',
                message: 'こんにちは',
              },
            },
            undefined,
            'input.fullName',
          ],
          [
            'mutation ($input: CreateUserMessageInput!) { createUserMessage(input: $input) { message { id } } }',
            { input: { roomId, content: text } },
            member.idToken,
            'input.content',
          ],
        ];
        for (const [query, variables, token, field] of cases) {
          const response = await api.gql(query, variables, token);
          expect(response.status, query).toBeLessThan(500);
          expect(response.errors?.[0]?.extensions.code, query).toBe('BAD_USER_INPUT');
          expect(Object.keys(response.errors?.[0]?.extensions.fieldErrors ?? {})).toEqual([field]);
        }
      },
    );

    it('refuses them written into the document too', async () => {
      for (const escaped of ['a\\u0000b', 'a\\u202Eb', 'a\\u007Fb']) {
        const response = await api.gql(
          `{ searchJobs(query: { keyword: "${escaped}" }) { totalCount } }`,
        );
        expect(response.status).toBe(400);
        expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      }
    });

    it('keeps tabs and line breaks of multi-line text (a CRLF break as one LF, decision 0040)', async () => {
      const content = '面接の日程について\r\n\t第一希望: 月曜\n';
      const sent = dataOf(
        await api.gql(
          'mutation ($input: CreateUserMessageInput!) { createUserMessage(input: $input) { message { content } } }',
          { input: { roomId, content } },
          member.idToken,
        ),
      );
      expect(sent.createUserMessage.message.content).toBe('面接の日程について\n\t第一希望: 月曜\n');
    });

    it('never logs the parameters of a failed query', async () => {
      const { serializeError } = await import('../../src/log-errors');
      const { DrizzleQueryError } = await import('drizzle-orm');
      const cause = Object.assign(
        new Error('invalid input syntax for type integer: "secret@example.com"'),
        {
          code: '22P02',
          severity: 'ERROR',
          table: 'end_users',
          detail: 'Key (email)=(secret@example.com) already exists.',
        },
      );
      const error = new DrizzleQueryError(
        'select * from end_users where email = $1',
        ['secret@example.com'],
        cause,
      );
      const logged = JSON.stringify(serializeError(error));
      expect(logged).not.toContain('secret@example.com');
      expect(logged).toContain('select * from end_users where email = $1');
      expect(logged).toContain('22P02');
      expect(logged).toContain('end_users');
    });
  });

  describe('ambiguous multipart bodies', () => {
    const operations = JSON.stringify({
      query: UPLOAD,
      variables: { input: { roomId, file: null } },
    });
    const map = JSON.stringify({ 0: ['variables.input.file'] });
    const file =
      'Content-Disposition: form-data; name="0"; filename="a.pdf"\r\nContent-Type: application/pdf';

    it.each([
      [
        'operations twice',
        [
          ['name="operations"', null],
          ['name="operations"', null],
          ['name="map"', map],
          ['file', PDF],
        ],
      ],
      [
        'map twice',
        [
          ['name="operations"', null],
          ['name="map"', map],
          ['name="map"', map],
          ['file', PDF],
        ],
      ],
      [
        'operations after the file',
        [
          ['name="operations"', null],
          ['name="map"', map],
          ['file', PDF],
          ['name="operations"', null],
        ],
      ],
      [
        'operations as a file',
        [
          ['name="operations"; filename="o.json"', null],
          ['name="map"', map],
          ['file', PDF],
        ],
      ],
      [
        'map as a file',
        [
          ['name="operations"', null],
          ['name="map"; filename="m.json"', map],
          ['file', PDF],
        ],
      ],
      ['no parts at all', []],
      [
        'a malformed part header',
        [
          ['name="operations"', null],
          ['malformed', map],
        ],
      ],
    ] as const)('refuses %s with a 4xx and keeps nothing', async (_name, spec) => {
      const before = await storedMessages();
      const parts = spec.map(([what, body]): [string, string | Buffer] => {
        if (what === 'file') return [file, body as Buffer];
        if (what === 'malformed')
          return ['Content-Disposition form-data name=map\u0000', body as string];
        return [`Content-Disposition: form-data; ${what}`, body ?? operations];
      });
      const response = await inject(rawMultipart(parts));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(await storedMessages()).toBe(before);
      expect(storedFiles(api.dataDir)).toEqual(
        storedFiles(api.dataDir).filter((n) => !n.endsWith('.part')),
      );
    });
  });

  describe('uploads', () => {
    type Body = { payload: Buffer; headers: Record<string, string> };
    /** The member's POST of `body` to the api's port; chunked: without a content-length. */
    const upload = (body: Body, chunked = false) =>
      request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/graphql',
        headers: {
          ...body.headers,
          'token-type': 'end-user',
          authorization: member.idToken,
          ...(chunked ? {} : { 'content-length': body.payload.length }),
        },
      });

    /** Sends a body over a real socket in 64 KB writes, as a browser or the BFF does. */
    const post = (body: Body, chunked = false) =>
      new Promise<{ status: number; json: { errors?: Array<{ extensions: { code: string } }> } }>(
        (resolve, reject) => {
          const req = upload(body, chunked);
          req.on('response', (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
            );
          });
          req.on('error', reject);
          let offset = 0;
          const write = () => {
            while (offset < body.payload.length) {
              const chunk = body.payload.subarray(offset, offset + 65_536);
              offset += chunk.length;
              if (!req.write(chunk)) {
                req.once('drain', write);
                return;
              }
            }
            req.end();
          };
          write();
        },
      );

    it('refuses a file one byte over the limit at once and leaves no file', async () => {
      const before = await storedMessages();
      const content = Buffer.concat([
        PDF,
        Buffer.alloc(MESSAGE_LIMITS.maxAttachmentBytes + 1 - PDF.length, 1),
      ]);
      for (const chunked of [false, true]) {
        const response = await post(
          multipartBody(
            UPLOAD,
            { input: { roomId } },
            { name: 'big.pdf', type: 'application/pdf', content },
          ),
          chunked,
        );
        expect(response.json.errors?.[0]?.extensions.code).toBe('ATTACHMENT_TOO_LARGE');
        expect(storedFiles(api.dataDir)).toEqual([]);
      }
      expect(await storedMessages()).toBe(before);
    }, 20_000);

    it('refuses a body announced larger than any upload before reading it', async () => {
      const content = Buffer.alloc(MESSAGE_LIMITS.maxAttachmentBytes + 512 * 1024, 1);
      const response = await post(
        multipartBody(
          UPLOAD,
          { input: { roomId } },
          { name: 'big.pdf', type: 'application/pdf', content },
        ),
      ).catch(() => ({ status: 413, json: {} }));
      expect(response.status).toBe(413);
      expect(storedFiles(api.dataDir)).toEqual([]);
    }, 20_000);

    it('removes the partial file of an upload cut off mid-file', async () => {
      const body = multipartBody(
        UPLOAD,
        { input: { roomId } },
        {
          name: 'cut.pdf',
          type: 'application/pdf',
          content: Buffer.concat([PDF, Buffer.alloc(2_000_000, 1)]),
        },
      );
      const req = upload(body);
      req.on('error', () => {});
      req.write(body.payload.subarray(0, 1_000_000));
      await vi.waitFor(
        () => expect(storedFiles(api.dataDir).some((n) => n.endsWith('.part'))).toBe(true),
        { timeout: 10_000 },
      );
      req.destroy();
      await vi.waitFor(() => expect(storedFiles(api.dataDir)).toEqual([]), { timeout: 10_000 });
    }, 30_000);

    it('refuses a file whose bytes are not its declared type, or whose name does not fit it', async () => {
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
        Buffer.alloc(200, 0),
      ]);
      exe.write('PE\0\0', 0x80, 'latin1');
      exe.writeUInt32LE(0x80, 0x3c);
      const before = await storedMessages();
      for (const file of [
        { name: 'resume.pdf', type: 'application/pdf', content: exe },
        { name: 'notes.txt', type: 'text/plain', content: exe },
        { name: 'photo.png', type: 'image/png', content: PDF },
        { name: 'resume.exe', type: 'application/pdf', content: PDF },
        { name: 'resume', type: 'application/pdf', content: PDF },
      ]) {
        const response = await inject(multipartBody(UPLOAD, { input: { roomId } }, file));
        expect(response.body.errors?.[0]?.extensions.code, file.name).toBe(
          'ATTACHMENT_TYPE_NOT_ALLOWED',
        );
      }
      expect(await storedMessages()).toBe(before);
      expect(storedFiles(api.dataDir)).toEqual([]);
    });

    it('strips bidi overrides and isolates from file names', async () => {
      const response = await inject(
        multipartBody(
          UPLOAD,
          { input: { roomId } },
          { name: '履歴書\u202e\u2066.pdf', type: 'application/pdf', content: PDF },
        ),
      );
      const message = response.body.data.createUserAttachmentMessage.message;
      expect(message.file.name).toBe('履歴書.pdf');
      // Only the site's own download path: never the api's internal address.
      expect(message.file.url).toBe(`/attachments/messages/${message.id}`);
      expect(storedFiles(api.dataDir)).toHaveLength(1);
    });
  });
});
