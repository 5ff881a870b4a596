import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLinesOf, parseLines } from './support/api-log';
import { authPost, gql, testBff } from './support/bff';

describe('one request id from the web through the BFF to the api, on every log line', () => {
  let bff: FastifyInstance;
  const bffLog: string[] = [];

  beforeAll(async () => {
    bff = await testBff(
      { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
      { logStream: { write: (line: string) => bffLog.push(line) } },
    );
  });
  afterAll(() => bff?.close());

  it('a forwarded query: the same id in the answer, every BFF line of it and the api log', async () => {
    const id = `web-${randomUUID()}`;
    const response = await gql(bff, '{ job(id: "1") { id title } }', {
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);

    const bffLines = parseLines(bffLog.join('')).filter((line) => line.requestId === id);
    expect(bffLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const apiLines = await apiLinesOf(id, 2);
    expect(apiLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect((apiLines[0]?.req as { url?: string } | undefined)?.url).toBe('/graphql');
  });

  it('a master-data miss fetched upstream and an /auth refusal keep the caller id too', async () => {
    const id = `web-${randomUUID()}`;
    // A fresh variable value: a cache miss, so the BFF asks the api with this request's id.
    const prefecture = `p${randomUUID().slice(0, 6)}`;
    const response = await gql(
      bff,
      'query($p: String!) { searchMunicipalities(prefectureNameEn: $p) { id } }',
      { variables: { p: prefecture }, headers: { 'x-request-id': id } },
    );
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.headers['x-cache']).toBe('MISS');
    expect((await apiLinesOf(id, 2)).length).toBe(2);

    const authId = `web-${randomUUID()}`;
    const refused = await authPost(bff, 'signin', 'not json at all', {
      headers: { 'x-request-id': authId },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.headers['x-request-id']).toBe(authId);
    const authLines = parseLines(bffLog.join('')).filter((line) => line.requestId === authId);
    expect(authLines.length).toBeGreaterThanOrEqual(2);
  });

  it('no BFF line logged while requests run lacks an id', () => {
    const lines = parseLines(bffLog.join(''));
    const handled = lines.filter((line) => line.msg !== undefined && line.req !== undefined);
    expect(handled.length).toBeGreaterThan(0);
    // Every line logged after start-up belongs to a request.
    const afterStart = lines.slice(lines.findIndex((line) => line.msg === 'incoming request'));
    for (const line of afterStart) expect(line.requestId, JSON.stringify(line)).toBeTruthy();
  });

  it('a malformed caller id is replaced, never logged or forwarded as sent', async () => {
    const response = await gql(bff, '{ job(id: "1") { id } }', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    const replaced = String(response.headers['x-request-id']);
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect((await apiLinesOf(replaced, 2)).length).toBe(2);
    expect(bffLog.join('')).not.toContain('bad id with spaces');
  });
});
