// Rate limits counted in Redis: sign-in attempts per account (shared by two BFF processes),
// every /auth call per IP, and GraphQL mutations per client.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limit/rate-limiter';
import { authPost, gql, randomIp, testBff, uniqueEmail } from './support/bff';

const open: FastifyInstance[] = [];
afterAll(() => Promise.all(open.map((app) => app.close())));
async function bff(env: Record<string, string> = {}) {
  const app = await testBff(env);
  open.push(app);
  return app;
}

describe('rate limits', () => {
  it('allows 10 sign-in attempts per account per 15 minutes across two processes, then 429 with Retry-After', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      bff({ REDIS_KEY_PREFIX: prefix }),
      bff({ REDIS_KEY_PREFIX: prefix }),
    ]);
    const emailOrPhoneNumber = uniqueEmail();
    const limit = RATE_LIMITS.signInPerAccount.max;
    for (let i = 0; i < limit; i += 1) {
      const response = await authPost(i % 2 ? a : b, 'signin', {
        emailOrPhoneNumber,
        password: 'wrong-password',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await authPost(a, 'signin', { emailOrPhoneNumber, password: 'wrong-password' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('しばらく時間をおいて'),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another account from the same addresses is not affected.
    expect(
      (await authPost(b, 'signin', { emailOrPhoneNumber: uniqueEmail(), password: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('allows 30 state-changing /auth calls per IP per minute', async () => {
    const app = await bff();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.authPerIp.max; i += 1) {
      statuses.push((await authPost(app, 'signout', {}, { ip })).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.authPerIp.max).every((status) => status === 200)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    expect((await authPost(app, 'signout', {}, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('limits GraphQL mutations per client with a RATE_LIMITED error', async () => {
    const app = await bff();
    const ip = randomIp();
    const mutation = 'mutation { updateLastSessionAt(input: {}) { lastSessionAt } }';
    const responses = [];
    for (let i = 0; i <= RATE_LIMITS.mutationsPerClient.max; i += 1) {
      responses.push(await gql(app, mutation, { headers: { 'x-forwarded-for': ip } }));
    }
    expect(responses.slice(0, -1).every((response) => response.statusCode !== 429)).toBe(true);
    const limited = responses.at(-1);
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(limited?.headers['retry-after']).toBeDefined();
    // Queries are not limited.
    expect(
      (await gql(app, '{ __typename }', { headers: { 'x-forwarded-for': ip } })).statusCode,
    ).toBe(200);
  });
});
