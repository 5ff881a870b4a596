// One pipeline for /graphql (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md):
// every kind of answer meets the same hooks; trusted documents by id or by listed text; GET
// answers of public queries with Cache-Control and ETag (304 on a repeat); and the document
// ids the BFF computes are the ones the web's codegen writes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentIdOf } from '../src/graphql/trusted-documents';
import { bffsOfFile, gql, SITE_ORIGIN } from './support/bff';

const OCCUPATIONS = 'query Occupations { occupations { id name occupationNameEn } }';
const JOB_COUNT =
  'query JobCount($occupation: String) { searchJobTotalCount(occupation: $occupation) }';
const TOUCH = 'mutation Touch { updateLastSessionAt(input: {}) { lastSessionAt } }';
const idOf = (text: string) => documentIdOf(parse(text));

const bff = bffsOfFile();

/** A manifest file as the web's codegen writes it. */
function manifest(texts: string[]): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bff-documents-'));
  const file = path.join(folder, 'persisted-documents.json');
  writeFileSync(file, JSON.stringify(Object.fromEntries(texts.map((text) => [idOf(text), text]))));
  return file;
}

const get = (app: FastifyInstance, params: Record<string, unknown>, headers = {}) =>
  app.inject({
    method: 'GET',
    url: `/graphql?${new URLSearchParams(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    )}`,
    headers,
  });

const post = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    payload: body,
  });

describe('one pipeline', () => {
  it('gives every kind of answer the same headers, request id and metrics', async () => {
    const app = await bff();
    const answers = {
      cached: [await gql(app, OCCUPATIONS), await gql(app, OCCUPATIONS)],
      forwarded: [await gql(app, JOB_COUNT, { variables: { occupation: 'driver' } })],
      local: [await gql(app, '{ __typename }')],
      invalid: [await gql(app, '{ nope }')],
    };
    expect(answers.cached[1]?.headers['x-cache']).toBe('HIT');
    expect(answers.local[0]?.json()).toEqual({ data: { __typename: 'Query' } });
    expect(answers.invalid[0]?.statusCode).toBe(400);
    for (const response of Object.values(answers).flat()) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-request-id']).toMatch(/\S/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const metrics = (await app.inject('/metrics')).body;
    for (const operation of ['cached', 'query', 'invalid']) {
      expect(metrics).toMatch(
        new RegExp(`http_requests_total\\{[^}]*route="/graphql"[^}]*operation="${operation}"`),
      );
    }
  });
});

describe('trusted documents', () => {
  it('runs listed documents by id or by their text (any spelling), refuses the rest with a stable code', async () => {
    const app = await bff({ TRUSTED_DOCUMENTS: manifest([OCCUPATIONS, JOB_COUNT, TOUCH]) });
    const byId = await post(app, {
      documentId: idOf(JOB_COUNT),
      operationName: 'JobCount',
      variables: { occupation: 'driver' },
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(typeof byId.json().data.searchJobTotalCount).toBe('number');
    // The spec's POST of the full text, spaced and ordered differently: the same document.
    const respelled = await gql(
      app,
      'query JobCount($occupation: String) {\n  searchJobTotalCount(occupation: $occupation)\n}',
      { variables: { occupation: 'driver' } },
    );
    expect(respelled.json()).toEqual(byId.json());
    // Apollo's persisted-query extension names it too.
    const apollo = await post(app, {
      extensions: { persistedQuery: { version: 1, sha256Hash: idOf(OCCUPATIONS).slice(7) } },
    });
    expect(apollo.json().data.occupations.length).toBeGreaterThan(0);

    const refused = [
      await gql(app, '{ occupations { id } }'),
      await gql(app, '{ __typename }'),
      await post(app, { documentId: `sha256:${'0'.repeat(64)}` }),
      await get(app, { query: '{ occupations { id } }' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('DOCUMENT_NOT_TRUSTED');
      expect(response.json().errors[0].message).toMatch(/再読み込み/);
    }
    const malformed = await post(app, { documentId: 'md5:abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('in development and tests (any), runs every text and the listed documents by id', async () => {
    const app = await bff({ TRUSTED_DOCUMENTS: `any,${manifest([OCCUPATIONS])}` });
    expect((await get(app, { documentId: idOf(OCCUPATIONS) })).statusCode).toBe(200);
    expect((await gql(app, '{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
    const unknown = await get(app, { documentId: idOf(JOB_COUNT) });
    expect(unknown.json().errors[0].extensions.code).toBe('DOCUMENT_NOT_TRUSTED');
  });

  it('the ids it computes are the ones in the web codegen manifests', () => {
    const generated = path.resolve(import.meta.dirname, '../../web/src/graphql/generated');
    for (const file of [
      'persisted-documents.json',
      'browser/persisted-documents.json',
      'lazy/persisted-documents.json',
    ]) {
      const entries = Object.entries(
        JSON.parse(readFileSync(path.join(generated, file), 'utf8')) as Record<string, string>,
      );
      expect(entries.length).toBeGreaterThan(0);
      for (const [id, text] of entries) expect(idOf(text)).toBe(id);
    }
  });
});

describe('GET and HTTP caching', () => {
  it('answers a visitor GET of a public query with max-age and an ETag, and a repeat with 304', async () => {
    const app = await bff({ TRUSTED_DOCUMENTS: manifest([OCCUPATIONS, JOB_COUNT, TOUCH]) });
    for (const [text, variables, maxAge] of [
      [OCCUPATIONS, undefined, /^public, max-age=\d{3,}$/],
      [JOB_COUNT, { occupation: 'driver' }, /^public, max-age=60$/],
    ] as const) {
      const params = { documentId: idOf(text), ...(variables ? { variables } : {}) };
      const first = await get(app, params);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toMatch(maxAge);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const repeat = await get(app, params, { 'if-none-match': etag });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.body).toBe('');
      const changed = await get(app, params, { 'if-none-match': '"other"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe(first.body);
    }
    // A member's GET and every POST are not stored; a GET mutation is refused.
    const member = await get(app, { documentId: idOf(OCCUPATIONS) }, { cookie: 'sid=x' });
    expect(member.headers['cache-control']).toBe('no-store');
    expect(member.headers.etag).toBeUndefined();
    expect((await gql(app, OCCUPATIONS)).headers['cache-control']).toBe('no-store');
    const mutation = await get(app, { documentId: idOf(TOUCH) });
    expect(mutation.statusCode).toBe(405);
    expect(mutation.headers.allow).toBe('POST');
  });
});
