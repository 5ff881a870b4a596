import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlGetUrl, operationIdentity } from './operation';

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
