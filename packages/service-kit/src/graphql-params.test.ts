import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { graphqlParamsProblem, guardGraphqlParams } from './graphql-params';

describe('GraphQL parameters', () => {
  it('takes only text queries and object variables', () => {
    expect(graphqlParamsProblem({ query: '{ a }', variables: { x: 1 } })).toBeNull();
    expect(graphqlParamsProblem([{ query: '{ a }' }])).toBeNull();
    expect(graphqlParamsProblem({ query: 42 })).toBe('query must be a string');
    expect(graphqlParamsProblem({ query: { kind: 'Document' } })).toBe('query must be a string');
    expect(graphqlParamsProblem({ query: '{"kind":"Document"}' })).toMatch(/not JSON/);
    expect(graphqlParamsProblem({ query: ' [1]' })).toMatch(/not JSON/);
    expect(graphqlParamsProblem({ query: '{ a }', variables: [] })).toMatch(/variables/);
    expect(graphqlParamsProblem({ query: '{ a }', operationName: 1 })).toMatch(/operationName/);
    expect(graphqlParamsProblem('x')).toMatch(/not a GraphQL request/);
  });

  it('answers 400 BAD_USER_INPUT before the GraphQL server sees them, GET included', async () => {
    const app = Fastify();
    guardGraphqlParams(app, { path: '/graphql', message: '入力内容を確認してください。' });
    app.all('/graphql', async () => ({ data: { ok: true } }));
    const post = await app.inject({ method: 'POST', url: '/graphql', payload: { query: 1 } });
    expect(post.statusCode).toBe(400);
    expect(post.json().errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'query must be a string',
    });
    const get = (qs: string) => app.inject({ url: `/graphql?${qs}` });
    expect((await get('query=%7Ba%7D')).statusCode).toBe(200);
    expect((await get('query=%7Ba%7D&query=%7Bb%7D')).statusCode).toBe(400);
    expect((await get('query=%7Ba%7D&variables=%5B%5D')).statusCode).toBe(400);
    expect((await get('query=query%20A%7Ba%7D&operationName=B')).statusCode).toBe(400);
    expect((await get('query=query%20A%7Ba%7D&operationName=A')).statusCode).toBe(200);
    expect((await get('query=query%20A%7Ba%7D%20query%20B%7Bb%7D')).statusCode).toBe(400);
    expect((await get('query=%7B%20search(query%3A%201)%20%7D')).statusCode).toBe(200);
  });
});
