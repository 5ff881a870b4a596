// The member's control of the account through /auth (docs/decisions/0041, 0042): password
// change, re-authentication, the data download and 退会, against the Auth emulator, Redis and
// the real api.
import { ErrorCode, errorMessage, IDENTITY_ERROR_MESSAGES } from '@jobsite/domain/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_MESSAGE } from '../src/identity/identity-errors';
import { SIGN_IN_BACKOFFS } from '../src/rate-limit/rate-limiter';
import { authPost, cookieHeader, gql, testBff, uniqueEmail } from './support/bff';

const PASSWORD = 'secret-123';
const NEW_PASSWORD = 'new-secret-456';

let bff: FastifyInstance;
beforeAll(async () => {
  bff = await testBff(); // GQL_ENDPOINT: the real api
});
afterAll(() => bff.close());

/** A member the api knows: signed up through the BFF, member record made by the api. */
async function member(app: FastifyInstance = bff) {
  const email = uniqueEmail('account');
  const response = await authPost(app, 'signup', { emailOrPhoneNumber: email, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = cookieHeader(response);
  const recovered = await gql(
    app,
    'mutation { recoverInconsistentUser(input: {}) { user { email } } }',
    {
      cookie,
    },
  );
  expect(recovered.json().data, recovered.body).toBeTruthy();
  return { email, cookie, uid: response.json().user.uid as string };
}

const signIn = (email: string, password: string) =>
  authPost(bff, 'signin', { emailOrPhoneNumber: email, password });
const sessionUser = async (cookie: string) =>
  (await bff.inject({ url: '/auth/session', headers: { cookie } })).json().user;
const myData = (cookie: string, query = '') =>
  bff.inject({ url: `/auth/my-data${query}`, headers: { cookie } });

/** Makes the session's sign-in look older than the recent-login window (auth_time moved back). */
async function ageLogin(cookie: string) {
  const id = /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? '';
  const session = await bff.sessions.load(id);
  if (!session) throw new Error('no session');
  const [header, payload, signature] = session.data.idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
    auth_time: number;
  };
  claims.auth_time -= 60 * 60;
  session.data.idToken = [
    header,
    Buffer.from(JSON.stringify(claims)).toString('base64url'),
    signature,
  ].join('.');
  await bff.sessions.save(session);
}

describe('password change', () => {
  it('asks for the current password, refuses a weak or unchanged one, with Japanese messages', async () => {
    const { cookie } = await member();
    const wrong = await authPost(
      bff,
      'password',
      { currentPassword: 'not-mine', newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'auth/wrong-password',
      message: IDENTITY_ERROR_MESSAGES['wrong-password'],
      fieldErrors: { currentPassword: WRONG_PASSWORD_MESSAGE },
    });
    const weak = await authPost(
      bff,
      'password',
      { currentPassword: PASSWORD, newPassword: '12345' },
      { cookie },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fieldErrors.newPassword).toMatch(/6文字以上/);
    const same = await authPost(
      bff,
      'password',
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      { cookie },
    );
    expect(same.json().error.fieldErrors.newPassword).toBe(
      '現在のパスワードと異なるパスワードを入力してください',
    );
  });

  it('changes it, ends the other sessions and keeps this browser signed in', async () => {
    const { email, cookie, uid } = await member();
    const other = cookieHeader(await signIn(email, PASSWORD));
    const response = await authPost(
      bff,
      'password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const renewed = cookieHeader(response, cookie);
    expect((await sessionUser(renewed)).uid).toBe(uid);
    expect(await sessionUser(other)).toBeNull();
    expect(await sessionUser(cookie)).toBeNull();
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await authPost(bff, 'password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.json().error.code).toBe(ErrorCode.UNAUTHORIZED_ERROR);
  });
});

describe('my data', () => {
  it('gives the identity and everything the api holds, as JSON and as a download', async () => {
    const { email, cookie, uid } = await member();
    const response = await myData(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.identity).toMatchObject({ uid, email, authType: 'email' });
    expect(body.identity.createdAt).toMatch(/^\d{4}-/);
    expect(body.account).toMatchObject({ uid, email });
    expect(body).toHaveProperty('entries', []);
    const download = await myData(cookie, '?download=1');
    expect(download.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
  });

  it('needs a recent login: asks for the password again, then answers', async () => {
    const { cookie } = await member();
    await ageLogin(cookie);
    expect(
      (await bff.inject({ url: '/auth/recent-login', headers: { cookie } })).json().recent,
    ).toBe(false);
    const refused = await myData(cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({
      code: ErrorCode.REQUIRES_RECENT_LOGIN,
      message: errorMessage(ErrorCode.REQUIRES_RECENT_LOGIN),
    });
    const wrong = await authPost(bff, 'reauthenticate', { password: 'not-mine' }, { cookie });
    expect(wrong.json().error.fieldErrors).toEqual({ password: WRONG_PASSWORD_MESSAGE });
    const again = await authPost(bff, 'reauthenticate', { password: PASSWORD }, { cookie });
    expect(again.statusCode, again.body).toBe(200);
    expect(Date.parse(again.json().recentLoginUntil)).toBeGreaterThan(Date.now());
    expect((await myData(cookie)).statusCode).toBe(200);
  });
});

describe('退会 (withdrawal)', () => {
  it('deletes the member and the identity account, ends every session; the login then fails', async () => {
    const { email, cookie } = await member();
    const other = cookieHeader(await signIn(email, PASSWORD));
    const response = await authPost(bff, 'withdraw', {}, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await sessionUser(other)).toBeNull();
    const login = await signIn(email, PASSWORD);
    expect(login.statusCode).toBe(401);
    // Again from the same browser: signed out, a clear answer, never a 500.
    const twice = await authPost(bff, 'withdraw', {}, { cookie });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error.code).toBe(ErrorCode.UNAUTHORIZED_ERROR);
    // The address is free for a new account.
    const again = await authPost(bff, 'signup', { emailOrPhoneNumber: email, password: PASSWORD });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a cross-site request (CSRF) and deletes nothing', async () => {
    const { email, cookie } = await member();
    for (const path of ['withdraw', 'password', 'reauthenticate']) {
      const response = await authPost(
        bff,
        path,
        { password: PASSWORD, currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        { cookie, headers: { origin: 'https://evil.example' } },
      );
      expect([path, response.statusCode, response.json().error.code]).toEqual([
        path,
        403,
        'CSRF_REJECTED',
      ]);
    }
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a recent login; nothing is deleted without one', async () => {
    const { email, cookie } = await member();
    await ageLogin(cookie);
    const refused = await authPost(bff, 'withdraw', {}, { cookie });
    expect(refused.json().error.code).toBe(ErrorCode.REQUIRES_RECENT_LOGIN);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('guessing the password through a session', () => {
  it('counts wrong passwords against the account as sign-in does, then answers RATE_LIMITED', async () => {
    // One free failure, then a block far longer than the test (no timing involved).
    const strict = await testBff(
      {},
      {
        signInBackoffs: {
          perAccount: { ...SIGN_IN_BACKOFFS.perAccount, free: 1, baseMs: 600_000, maxMs: 600_000 },
        },
      },
    );
    try {
      const { cookie } = await member(strict);
      for (let i = 0; i < 2; i += 1) {
        const wrong = await authPost(strict, 'reauthenticate', { password: 'guess' }, { cookie });
        expect(wrong.statusCode).toBe(401);
      }
      const blocked = await authPost(
        strict,
        'password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        { cookie },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await strict.close();
    }
  });
});
