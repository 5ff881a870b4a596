// Multipart uploads: the BFF forwards a body written again from the parts it parsed, refuses
// ambiguous forms (two parsers could read different operations from them), and refuses a body
// past its limit at once (413), without reading the rest and without forwarding anything.
import http from 'node:http';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_BODY_LIMIT } from '../src/graphql/multipart';
import { fakeUpstream, SITE_ORIGIN, testBff } from './support/bff';

let upstream: FastifyInstance;
let upstreamUrl: string;
const received: { contentType: string; body: Buffer }[] = [];

beforeAll(async () => {
  ({ upstream, url: upstreamUrl } = await fakeUpstream((server) => {
    server.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    server.post('/graphql', async (request) => {
      received.push({
        contentType: String(request.headers['content-type']),
        body: request.body as Buffer,
      });
      return { data: { createUserAttachmentMessage: { message: { id: 'm1' } } } };
    });
  }));
});
afterAll(() => upstream.close());
afterEach(() => {
  received.length = 0;
});

const BOUNDARY = '----jobsite-multipart-test';
const QUERY =
  'mutation Up($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }';
const OPERATIONS = JSON.stringify({
  query: QUERY,
  variables: { input: { roomId: 'r1', file: null } },
});
/** Another operation a smuggler would like the api to run instead. */
const SMUGGLED = JSON.stringify({
  query: 'mutation { withdrawUser(input: { reason: "x" }) { userId } }',
});
const MAP = JSON.stringify({ 0: ['variables.input.file'] });

const field = (name: string, value: string, disposition = `form-data; name="${name}"`) =>
  `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
const filePart = (
  name = '0',
  filename = 'resume.pdf',
  body = '%PDF-1.4 test',
  type = 'application/pdf',
) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${body}\r\n`;
const end = `--${BOUNDARY}--\r\n`;
const headers = {
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  origin: SITE_ORIGIN,
  'x-csrf-protection': '1',
};

describe('multipart forwarding', () => {
  let bff: FastifyInstance;
  beforeAll(async () => {
    bff = await testBff({ GQL_ENDPOINT: upstreamUrl });
  });
  afterAll(() => bff.close());
  const send = (payload: string | Buffer) =>
    bff.inject({ method: 'POST', url: '/graphql', headers, payload });

  it('forwards a body written again from the parsed parts, with a sanitized file name', async () => {
    const response = await send(
      Buffer.concat([
        Buffer.from(field('operations', OPERATIONS) + field('map', MAP)),
        Buffer.from(filePart('0', '../職務\u202Eexe.pdf\u0007', '%PDF-1.4 bytes'), 'utf8'),
        Buffer.from(end),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(received).toHaveLength(1);
    const { contentType, body } = received[0] as { contentType: string; body: Buffer };
    const boundary = /boundary=(\S+)$/.exec(contentType)?.[1] ?? '';
    expect(boundary).toMatch(/^----jobsite-bff-[0-9a-f]{32}$/);
    expect(body.toString('utf8')).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${OPERATIONS}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${MAP}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="職務exe.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 bytes\r\n` +
        `--${boundary}--\r\n`,
    );
  });

  const refusals: [string, string, string][] = [
    [
      'operations sent as a file (filename="") before the real one',
      `${field('operations', SMUGGLED, 'form-data; name="operations"; filename=""')}${field('operations', OPERATIONS)}${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_AMBIGUOUS_PART',
    ],
    [
      'a second operations spelled with spaces',
      `${field('operations', OPERATIONS)}${field('map', MAP)}${field('operations', SMUGGLED, 'form-data ; name = "operations"')}${filePart()}${end}`,
      'MULTIPART_PART_HEADER',
    ],
    [
      'a second operations part',
      `${field('operations', OPERATIONS)}${field('map', MAP)}${field('operations', SMUGGLED)}${filePart()}${end}`,
      'MULTIPART_DUPLICATE_PART',
    ],
    [
      'a second map part',
      `${field('operations', OPERATIONS)}${field('map', MAP)}${field('map', '{}')}${filePart()}${end}`,
      'MULTIPART_DUPLICATE_PART',
    ],
    [
      'map sent as a file',
      `${field('operations', OPERATIONS)}${field('map', MAP, 'form-data; name="map"; filename="map.json"')}${filePart()}${end}`,
      'MULTIPART_AMBIGUOUS_PART',
    ],
    [
      'an unknown extra field',
      `${field('operations', OPERATIONS)}${field('map', MAP)}${field('extra', 'x')}${filePart()}${end}`,
      'MULTIPART_UNKNOWN_PART',
    ],
    [
      'a file part the map does not name',
      `${field('operations', OPERATIONS)}${field('map', JSON.stringify({}))}${filePart('1')}${end}`,
      'MULTIPART_UNKNOWN_PART',
    ],
    [
      'a map naming a file that is not there',
      `${field('operations', OPERATIONS)}${field('map', MAP)}${end}`,
      'MULTIPART_MISSING_FILE',
    ],
    [
      'map before operations',
      `${field('map', MAP)}${field('operations', OPERATIONS)}${filePart()}${end}`,
      'MULTIPART_PART_ORDER',
    ],
    [
      'a part header without a colon',
      `--${BOUNDARY}\r\nContent-Disposition form-data; name="operations"\r\n\r\n${OPERATIONS}\r\n${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_PART_HEADER',
    ],
    [
      'an unterminated quote in a part header',
      `${field('operations', OPERATIONS, 'form-data; name="operations')}${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_PART_HEADER',
    ],
    [
      'a second Content-Disposition header',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\nContent-Disposition: form-data; name="x"\r\n\r\n${OPERATIONS}\r\n${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_PART_HEADER',
    ],
    [
      'a Content-Transfer-Encoding header',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\nContent-Transfer-Encoding: base64\r\n\r\n${OPERATIONS}\r\n${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_PART_HEADER',
    ],
    [
      'a folded part header',
      `--${BOUNDARY}\r\nContent-Disposition: form-data;\r\n name="operations"\r\n\r\n${OPERATIONS}\r\n${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_PART_HEADER',
    ],
    [
      'bytes before the first boundary',
      `junk\r\n${field('operations', OPERATIONS)}${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_MALFORMED',
    ],
    [
      'a body without its closing boundary',
      `${field('operations', OPERATIONS)}${field('map', MAP)}${filePart()}`,
      'MULTIPART_MALFORMED',
    ],
    [
      'two files',
      `${field('operations', OPERATIONS)}${field('map', JSON.stringify({ 0: ['variables.input.file'], 1: ['variables.input.file'] }))}${filePart('0')}${filePart('1')}${end}`,
      'MULTIPART_TOO_MANY_FILES',
    ],
    [
      'a map path outside the variables',
      `${field('operations', OPERATIONS)}${field('map', JSON.stringify({ 0: ['query'] }))}${filePart()}${end}`,
      'MULTIPART_BAD_MAP',
    ],
    [
      'a map path through __proto__',
      `${field('operations', OPERATIONS)}${field('map', JSON.stringify({ 0: ['variables.__proto__.polluted'] }))}${filePart()}${end}`,
      'MULTIPART_BAD_MAP',
    ],
    [
      'a batch of operations',
      `${field('operations', `[${OPERATIONS},${SMUGGLED}]`)}${field('map', MAP)}${filePart()}${end}`,
      'MULTIPART_BAD_OPERATIONS',
    ],
  ];
  for (const [what, payload, reason] of refusals) {
    it(`refuses ${what}: 400 ${reason}, nothing forwarded`, async () => {
      const response = await send(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason,
      });
      expect(received).toHaveLength(0);
    });
  }

  it('refuses a content type without a usable boundary with 400', async () => {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${BOUNDARY}; boundary=other`,
    ]) {
      const response = await bff.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, 'content-type': contentType },
        payload: `${field('operations', OPERATIONS)}${field('map', MAP)}${filePart()}${end}`,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().errors[0].extensions.reason).toBe('MULTIPART_CONTENT_TYPE');
    }
    expect(received).toHaveLength(0);
  });
});

describe('multipart body limits over HTTP', () => {
  let bff: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    bff = await testBff({ GQL_ENDPOINT: upstreamUrl });
    await bff.listen({ port: 0, host: '127.0.0.1' });
    port = (bff.server.address() as { port: number }).port;
  });
  afterAll(() => bff.close());

  /**
   * Sends the head of a request whose content-length announces `length` bytes, then `sent`,
   * and resolves with the answer: it comes before the rest of the body, or never.
   */
  function partialRequest(length: number, sent: Buffer) {
    return new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/graphql',
          headers: { ...headers, 'content-length': String(length) },
        });
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              connection: response.headers.connection,
            });
            request.destroy();
          });
        });
        request.on('error', reject);
        request.write(sent);
      },
    );
  }

  it('refuses a file one byte over the limit with 413 as soon as that byte arrives, forwarding nothing', async () => {
    const head = Buffer.from(
      `${field('operations', OPERATIONS)}${field('map', MAP)}--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const file = Buffer.alloc(MESSAGE_LIMITS.maxAttachmentBytes + 1, 0x41);
    const tail = Buffer.from(`\r\n${end}`);
    // The whole body would be within the body limit: only the file is too large.
    const length = head.length + file.length + tail.length;
    expect(length).toBeLessThan(MULTIPART_BODY_LIMIT);
    const answer = await partialRequest(length, Buffer.concat([head, file]));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].extensions).toEqual({
      code: 'ATTACHMENT_TOO_LARGE',
      reason: 'MULTIPART_FILE_TOO_LARGE',
    });
    expect(answer.connection).toBe('close');
    expect(received).toHaveLength(0);
  });

  it('refuses a body announced past the limit with 413 before reading it', async () => {
    const answer = await partialRequest(MULTIPART_BODY_LIMIT + 1, Buffer.alloc(0));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('ATTACHMENT_TOO_LARGE');
    expect(received).toHaveLength(0);
  });
});
