// Rate limits counted in Redis (shared by BFF processes): wrong passwords at sign-in (backoff
// per address and account, per account, per address), sign-ups and every /auth call per
// address, account look-ups, GraphQL mutations per client, and which address a client counts as.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, SIGN_IN_BACKOFFS } from '../src/rate-limit/rate-limiter';
import {
  authPost,
  bffsOfFile,
  gql,
  randomIp,
  SITE_ORIGIN,
  uniqueEmail,
  uniquePhone,
} from './support/bff';

const bff = bffsOfFile();

describe('rate limits', () => {
  it('allows 60 state-changing /auth calls per IP per minute', async () => {
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

const PASSWORD = 'secret-pass1';
const wrong = (app: FastifyInstance, emailOrPhoneNumber: string, ip: string) =>
  authPost(app, 'signin', { emailOrPhoneNumber, password: 'not-the-password' }, { ip });

describe('sign-in', () => {
  it('answers a wrong password and an unknown account alike, for emails and phone numbers', async () => {
    const app = await bff();
    const email = uniqueEmail('alike');
    const phone = uniquePhone();
    for (const emailOrPhoneNumber of [email, phone]) {
      const created = await authPost(app, 'signup', { emailOrPhoneNumber, password: PASSWORD });
      expect(created.statusCode, created.body).toBe(201);
    }
    const answers = [
      await wrong(app, email, randomIp()),
      await wrong(app, uniqueEmail('nobody'), randomIp()),
      await wrong(app, phone, randomIp()),
      await wrong(app, uniquePhone(), randomIp()),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: { code: 'auth/invalid-login-credentials', message: '認証に失敗しました' },
      });
    }
  });

  it('slows one client guessing one account (backoff across two processes) without locking the owner out', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      bff({ REDIS_KEY_PREFIX: prefix }),
      bff({ REDIS_KEY_PREFIX: prefix }),
    ]);
    const email = uniqueEmail('guessed');
    expect(
      (await authPost(a, 'signup', { emailOrPhoneNumber: email, password: PASSWORD })).statusCode,
    ).toBe(201);
    const guesser = randomIp();
    const free = SIGN_IN_BACKOFFS.perClientAndAccount.free;
    for (let i = 0; i <= free; i += 1) {
      expect((await wrong(i % 2 ? a : b, email, guesser)).statusCode).toBe(401);
    }
    // Past the free failures: blocked for a second, then two, four…, at most 15 minutes.
    const blocked = await wrong(a, email, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBe(1);
    // Even with the right password: the guesser's address waits for that account.
    expect(
      (
        await authPost(
          b,
          'signin',
          { emailOrPhoneNumber: email, password: PASSWORD },
          { ip: guesser },
        )
      ).statusCode,
    ).toBe(429);
    // The owner, elsewhere, signs in at once.
    const owner = await authPost(
      b,
      'signin',
      { emailOrPhoneNumber: email, password: PASSWORD },
      { ip: '203.0.113.50' },
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('slows guessing of one account from many addresses to a wait of a minute at most', async () => {
    const app = await bff();
    const email = uniqueEmail('spread');
    const free = SIGN_IN_BACKOFFS.perAccount.free;
    for (let i = 0; i <= free; i += 1) {
      expect((await wrong(app, email, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    const limited = await wrong(app, email, '192.0.2.200');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(
      SIGN_IN_BACKOFFS.perAccount.maxMs / 1000,
    );
    // Another account from the same addresses is not affected.
    expect((await wrong(app, uniqueEmail(), '192.0.2.200')).statusCode).toBe(401);
  });

  it("lets the owner's known device past the backoffs of guessers; other or stolen device cookies get no more", async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      bff({ REDIS_KEY_PREFIX: prefix }),
      bff({ REDIS_KEY_PREFIX: prefix }),
    ]);
    const email = uniqueEmail('device');
    const other = uniqueEmail('device-other');
    for (const emailOrPhoneNumber of [email, other]) {
      const created = await authPost(a, 'signup', { emailOrPhoneNumber, password: PASSWORD });
      expect(created.statusCode, created.body).toBe(201);
    }
    const signIn = (app: FastifyInstance, who: string, password: string, cookie?: string) =>
      authPost(
        app,
        'signin',
        { emailOrPhoneNumber: who, password },
        { ip: randomIp(), ...(cookie ? { cookie } : {}) },
      );
    const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
      const cookies = ([] as unknown[]).concat(response.headers['set-cookie'] ?? []).map(String);
      const device = cookies.find((cookie) => cookie.startsWith('device='));
      expect(device).toMatch(/HttpOnly/i);
      return device?.split(';', 1)[0] ?? '';
    };
    // The owner signs in once on this phone (process a), another member on theirs.
    const device = deviceCookieOf(await signIn(a, email, PASSWORD));
    const otherDevice = deviceCookieOf(await signIn(a, other, PASSWORD));
    // Guessers spread over many addresses slow the account down.
    for (let i = 0; i <= SIGN_IN_BACKOFFS.perAccount.free; i += 1) {
      expect((await wrong(i % 2 ? a : b, email, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await signIn(b, email, PASSWORD)).statusCode).toBe(429);
    // Another account's device cookie does not help; the owner's device signs in at once, on
    // the other process too, and gets a new token.
    expect((await signIn(b, email, PASSWORD, otherDevice)).statusCode).toBe(429);
    const owner = await signIn(b, email, PASSWORD, device);
    expect(owner.statusCode, owner.body).toBe(200);
    const renewed = deviceCookieOf(owner);
    expect(renewed).not.toBe(device);
    // The replaced token is forgotten.
    expect((await signIn(a, email, PASSWORD, device)).statusCode).toBe(429);
    // A stolen device cookie guessing gets its own few tries, then waits.
    for (let i = 0; i < SIGN_IN_BACKOFFS.perKnownDevice.free; i += 1) {
      expect((await signIn(a, email, 'not-the-password', renewed)).statusCode).toBe(401);
    }
    expect((await signIn(a, email, 'not-the-password', renewed)).statusCode).toBe(401);
    expect((await signIn(b, email, PASSWORD, renewed)).statusCode).toBe(429);
  });

  it('lets many sign-ups through from one carrier address (per-address limit sized for NAT)', async () => {
    expect(RATE_LIMITS.signUpPerIp.max).toBeGreaterThanOrEqual(100);
    const app = await bff();
    const ip = randomIp();
    for (let i = 0; i < 12; i += 1) {
      const response = await authPost(
        app,
        'signup',
        { emailOrPhoneNumber: uniqueEmail('nat'), password: PASSWORD },
        { ip },
      );
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe('account look-ups', () => {
  const authType = 'query ($v: String!) { userAuthType(emailOrPhoneNumber: $v) }';
  const lookup = (app: FastifyInstance, query: string, variables: unknown, ip: string) =>
    gql(app, query, { variables, headers: { 'x-forwarded-for': ip } });

  it('limits one address across processes, whatever the account asked about', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = await Promise.all([
      bff({ REDIS_KEY_PREFIX: prefix }),
      bff({ REDIS_KEY_PREFIX: prefix }),
    ]);
    const ip = randomIp();
    const max = RATE_LIMITS.accountLookupPerIp.max;
    for (let i = 0; i < max; i += 1) {
      const response = await lookup(i % 2 ? a : b, authType, { v: uniqueEmail('probe') }, ip);
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const query of [
      authType,
      'query ($v: String!) { isPhoneNumberDuplicate(phoneNumber: $v) }',
      'query ($v: String!) { userByPhoneNumber(phoneNumber: $v, password: "x") { id } }',
    ]) {
      const limited = await lookup(a, query, { v: uniquePhone() }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(limited.headers['retry-after']).toBeDefined();
    }
    expect((await lookup(b, authType, { v: uniqueEmail() }, randomIp())).statusCode).toBe(200);
  });

  it('limits look-ups of one account from many addresses, counting every alias', async () => {
    const app = await bff();
    const phone = uniquePhone();
    const max = RATE_LIMITS.accountLookupPerAccount.max;
    const aliases = Array.from(
      { length: max },
      (_, i) => `a${i}: isPhoneNumberDuplicate(phoneNumber: $v)`,
    ).join(' ');
    const first = await lookup(app, `query ($v: String!) { ${aliases} }`, { v: phone }, randomIp());
    expect(first.statusCode, first.body).toBe(200);
    const limited = await lookup(
      app,
      'query ($v: String!) { isPhoneNumberDuplicate(phoneNumber: $v) }',
      { v: phone.replace(/^(\d{3})(\d{4})/, '$1-$2-') },
      '203.0.113.77',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('limits look-ups from everyone together', async () => {
    const app = await bff(
      {},
      { rateLimits: { accountLookupGlobal: { name: 'lookup-all', max: 3, windowMs: 60_000 } } },
    );
    for (let i = 0; i < 3; i += 1) {
      expect((await lookup(app, authType, { v: uniqueEmail() }, randomIp())).statusCode).toBe(200);
    }
    const limited = await lookup(app, authType, { v: uniqueEmail() }, '192.0.2.9');
    expect(limited.statusCode).toBe(429);
  });
});

describe('the address a client counts as', () => {
  const fewAuthCalls = { authPerIp: { name: 'auth-ip', max: 3, windowMs: 60_000 } };
  const statuses = async (send: (i: number) => Promise<{ statusCode: number }>) => {
    const result: number[] = [];
    for (let i = 0; i < 4; i += 1) result.push((await send(i)).statusCode);
    return result;
  };
  const signout = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/auth/signout',
      remoteAddress,
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
      payload: {},
    });

  it('ignores forwarding headers from a client that is not a trusted proxy', async () => {
    const app = await bff({}, { rateLimits: fewAuthCalls });
    const spoofed = await statuses((i) =>
      signout(app, '203.0.113.9', {
        'x-forwarded-for': `198.51.100.${i + 1}`,
        forwarded: `for=198.51.100.${i + 1}`,
        'x-real-ip': `198.51.100.${i + 1}`,
      }),
    );
    expect(spoofed).toEqual([200, 200, 200, 429]);
  });

  it('counts an IPv6 client by its /64 and junk from a trusted proxy as that proxy', async () => {
    const app = await bff({}, { rateLimits: fewAuthCalls });
    expect(
      await statuses((i) =>
        signout(app, '127.0.0.1', { 'x-forwarded-for': `2001:db8:1:2:${i + 1}::${i + 7}` }),
      ),
    ).toEqual([200, 200, 200, 429]);
    expect(
      await statuses((i) => signout(app, '127.0.0.1', { 'x-forwarded-for': `client-${i}` })),
    ).toEqual([200, 200, 200, 429]);
  });

  it('over HTTP, trusts X-Forwarded-For only from TRUST_PROXY addresses', async () => {
    const app = await bff({ TRUST_PROXY: '10.9.8.7' }, { rateLimits: fewAuthCalls });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const post = (i: number) =>
      new Promise<{ statusCode: number }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/auth/signout',
            headers: {
              'content-type': 'application/json',
              origin: SITE_ORIGIN,
              'x-forwarded-for': `198.51.100.${i + 1}`,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
          },
        );
        request.on('error', reject);
        request.end('{}');
      });
    expect(await statuses(post)).toEqual([200, 200, 200, 429]);
  });
});
