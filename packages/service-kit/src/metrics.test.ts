import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsRoutes } from './metrics';
import { echoRequestId, requestIdOptions } from './request-id';

async function makeApp(token?: string) {
  const app = Fastify({ logger: false, ...requestIdOptions() });
  echoRequestId(app);
  await app.register(metricsRoutes, { service: 'test', token });
  app.get('/jobs/:id', async () => ({ ok: true }));
  app.post('/graphql', async (request, reply) => {
    request.operationKind = 'query';
    const body = request.body as { fail?: string };
    if (body.fail) {
      return reply.code(body.fail === 'RATE_LIMITED' ? 429 : 200).send({
        data: null,
        errors: [{ message: 'x', extensions: { code: body.fail } }],
      });
    }
    return { data: { ok: true } };
  });
  app.post('/auth/signin', async (_request, reply) =>
    reply.code(403).send({ error: { code: 'CSRF_REJECTED', message: 'x' } }),
  );
  return app;
}

function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describe('metrics', () => {
  it('counts requests by route pattern (never the raw path) and GraphQL errors by code', async () => {
    const app = await makeApp();
    await app.inject('/jobs/1');
    await app.inject('/jobs/2');
    await app.inject('/no/such/path/123');
    await app.inject({ method: 'POST', url: '/graphql', payload: {} });
    await app.inject({ method: 'POST', url: '/graphql', payload: { fail: 'NOT_FOUND' } });
    await app.inject({ method: 'POST', url: '/graphql', payload: { fail: 'RATE_LIMITED' } });
    await app.inject({ method: 'POST', url: '/auth/signin', payload: {} });
    const response = await app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, 'http_requests_total', { route: '/jobs/:id', status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('/jobs/1');
    expect(text).not.toContain('/no/such/path');
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/graphql',
        operation: 'query',
        status_class: '2xx',
      }),
    ).toBe(2);
    expect(sample(text, 'graphql_errors_total', { code: 'NOT_FOUND' })).toBe(1);
    expect(sample(text, 'graphql_errors_total', { code: 'RATE_LIMITED' })).toBe(1);
    expect(sample(text, 'requests_refused_total', { reason: 'rate_limit' })).toBe(1);
    expect(sample(text, 'requests_refused_total', { reason: 'csrf' })).toBe(1);
    expect(text).toContain('service="test"');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('folds unknown and malformed error codes so labels stay bounded', async () => {
    const app = await makeApp();
    for (let i = 0; i < 150; i += 1) {
      await app.inject({ method: 'POST', url: '/graphql', payload: { fail: `CODE_${i}` } });
    }
    await app.inject({ method: 'POST', url: '/graphql', payload: { fail: 'bad code {"x"}' } });
    const text = (await app.inject('/metrics')).body;
    const codes = text.split('\n').filter((line) => line.startsWith('graphql_errors_total{'));
    expect(codes.length).toBeLessThanOrEqual(101);
    expect(sample(text, 'graphql_errors_total', { code: 'other' })).toBe(51);
  });

  it('serves /metrics to a bearer token only when one is configured', async () => {
    const app = await makeApp('t'.repeat(32));
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } }))
        .statusCode,
    ).toBe(401);
    const ok = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${'t'.repeat(32)}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('without a token, answers only loopback connections whatever x-forwarded-for says', async () => {
    const app = await makeApp();
    const remote = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const forged = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });
});
