import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlGetUrl, operationIdentity, sendGraphQL } from './operation';

const id = `sha256:${'a'.repeat(64)}`;
const doc = (text: string, hash?: string) =>
  Object.assign(new String(text), hash ? { __meta__: { hash } } : {}) as unknown as {
    toString(): string;
    __meta__?: { hash?: string };
  };

describe('operations as the BFF takes them', () => {
  // Production builds send ids; development sends text (documents change while the BFF runs).
  beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
  afterEach(() => vi.unstubAllEnvs());

  it('names a document by its persisted id and operation name', () => {
    expect(operationIdentity(doc('query Jobs { a }', id))).toEqual({
      query: 'query Jobs { a }',
      operationName: 'Jobs',
      documentId: id,
    });
  });

  it('sends a query with an id as GET, with its variables as JSON and no text', () => {
    const url = graphqlGetUrl('http://bff', doc('\n  query Jobs($p: Int) { a }', id), { p: 2 });
    const parsed = new URL(url ?? '');
    expect(parsed.pathname).toBe('/graphql');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      documentId: id,
      operationName: 'Jobs',
      variables: '{"p":2}',
    });
    expect(graphqlGetUrl('', doc('query Jobs { a }', id), {})).toBe(
      `/graphql?documentId=${encodeURIComponent(id)}&operationName=Jobs`,
    );
  });

  it('keeps mutations and documents without an id on POST, and everything in development', () => {
    expect(graphqlGetUrl('', doc('mutation Save { a }', id), {})).toBeNull();
    expect(graphqlGetUrl('', doc('query Jobs { a }'), {})).toBeNull();
    vi.stubEnv('NODE_ENV', 'development');
    expect(graphqlGetUrl('', doc('query Jobs { a }', id), {})).toBeNull();
  });
});

describe('sendGraphQL', () => {
  beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  it('asks by id with GET, and sends the text by POST when the BFF does not know the id', async () => {
    const calls: Array<{ url: string; method: string; body?: string }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      return calls.length === 1
        ? answer(400, {
            data: null,
            errors: [{ message: 'x', extensions: { code: 'DOCUMENT_NOT_TRUSTED' } }],
          })
        : answer(200, { data: { a: 1 } });
    });
    const response = await sendGraphQL('http://bff', doc('query Jobs { a }', id), { p: 1 });
    expect(await response.json()).toEqual({ data: { a: 1 } });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({
      documentId: id,
      operationName: 'Jobs',
      variables: { p: 1 },
      query: 'query Jobs { a }',
    });
  });

  it('keeps any other answer of the GET, errors included', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      calls.push(init.method ?? 'GET');
      return answer(400, { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] });
    });
    const response = await sendGraphQL('', doc('query Jobs { a }', id), {});
    expect(response.status).toBe(400);
    expect(calls).toEqual(['GET']);
  });
});
