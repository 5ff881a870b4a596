// The aggregators' job feed through the BFF (GET /feeds/jobs.xml, decision 0034) against the
// run's real api: streamed back with the api's validators, and 304 to a conditional request.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBff } from './support/bff';

let bff: FastifyInstance;

beforeAll(async () => {
  bff = await testBff();
});

afterAll(async () => {
  await bff?.close();
});

describe('GET /feeds/jobs.xml', () => {
  it('passes the feed and its validators through, and 304 when the crawler has it', async () => {
    const first = await bff.inject({ method: 'GET', url: '/feeds/jobs.xml' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/xml/);
    expect(first.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<source>/);
    expect(first.body.trimEnd().endsWith('</source>')).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();

    const again = await bff.inject({
      method: 'GET',
      url: '/feeds/jobs.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('answers 503 with a stable code when the api is down', async () => {
    const down = await testBff({ GQL_ENDPOINT: 'http://127.0.0.1:9/graphql' });
    try {
      const response = await down.inject({ method: 'GET', url: '/feeds/jobs.xml' });
      expect(response.statusCode).toBeGreaterThanOrEqual(502);
      expect(response.json().error.code).toMatch(/^UPSTREAM_/);
    } finally {
      await down.close();
    }
  });
});
