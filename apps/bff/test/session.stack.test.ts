// Session life cycle against the Firebase Auth emulator and a real Redis: cookies, restart
// and second process, refresh before expiry, refresh-and-retry (against the real api),
// sign-out revocation, identity errors (§8), password reset, email and phone changes, token sync.
import { randomUUID } from 'node:crypto';
import { AUTH_COOKIE } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage, IDENTITY_ERROR_MESSAGES } from '@jobsite/domain/errors';
import { listOobCodes } from '@jobsite/firebase-emulator';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FirebaseRestClient } from '../src/identity/firebase-rest';
import { SessionEnded } from '../src/session/session-manager';
import { apiLinesOf } from './support/api-log';
import { authPost, cookieHeader, gql, testBff, uniqueEmail, uniquePhone } from './support/bff';
import { startBffProcess } from './support/bff-process';
import { startMemberUpstream } from './support/member-upstream';

const PASSWORD = 'secret-123';
const VIEWER = '{ endUserViewer { id } }';
const rest = new FirebaseRestClient({ apiKey: 'test', emulatorHost: inject('emulatorHost') });

let member: Awaited<ReturnType<typeof startMemberUpstream>>;
let prefix: string;
let bff: FastifyInstance;

beforeAll(async () => {
  member = await startMemberUpstream(inject('projectId'));
  prefix = `test:${randomUUID()}:`;
  bff = await testBff({ REDIS_KEY_PREFIX: prefix, GQL_ENDPOINT: member.graphqlUrl });
});
afterAll(async () => {
  await bff.close();
  await member.stop();
});

function sessionIdOf(cookie: string): string {
  return /(?:^|; )sid=([^;]+)/.exec(cookie)?.[1] ?? '';
}

async function signUp(app: FastifyInstance, emailOrPhoneNumber = uniqueEmail()) {
  const response = await authPost(app, 'signup', { emailOrPhoneNumber, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(201);
  return {
    response,
    cookie: cookieHeader(response),
    user: response.json().user,
    emailOrPhoneNumber,
  };
}

function setCookie(response: LightMyRequestResponse, name: string) {
  return (
    response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
      maxAge?: number;
    }[]
  ).find((cookie) => cookie.name === name);
}

describe('sign-up and cookies', () => {
  it('sets an HttpOnly session cookie and a readable marker with uid and email only; no token leaves the BFF', async () => {
    const { response, user } = await signUp(bff);
    expect(user).toMatchObject({
      email: expect.stringContaining('@example.com'),
      authType: 'email',
      phoneNumber: null,
    });
    const session = setCookie(response, 'sid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy(); // local http
    expect(session?.maxAge).toBeGreaterThan(AUTH_COOKIE.lifetimeSeconds - 60);
    const marker = setCookie(response, 'authRecord');
    expect(marker?.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(marker?.value ?? ''))).toEqual({
      uid: user.uid,
      email: user.email,
    });
    expect(String(response.headers['set-cookie'])).not.toMatch(/eyJ/); // no JWT anywhere
    expect(response.body).not.toMatch(/eyJ/);
  });

  it('uses Secure __Host- cookies when the site is served over https', async () => {
    const https = await testBff({
      SITE_ORIGIN: 'https://jobsite.example',
      REDIS_KEY_PREFIX: prefix,
    });
    const response = await authPost(
      https,
      'signup',
      { emailOrPhoneNumber: uniqueEmail(), password: PASSWORD },
      { headers: { origin: 'https://jobsite.example' } },
    );
    expect(response.statusCode).toBe(201);
    expect(setCookie(response, '__Host-sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    expect(setCookie(response, '__Host-authRecord')).toMatchObject({ secure: true });
    await https.close();
  });

  it('signs up and in with a mobile phone number', async () => {
    const phone = uniquePhone();
    const { user } = await signUp(bff, phone.replace(/^(\d{3})(\d{4})/, '$1-$2-'));
    expect(user).toMatchObject({ email: null, phoneNumber: phone, authType: 'phone_number' });
    const signIn = await authPost(bff, 'signin', { emailOrPhoneNumber: phone, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.uid).toBe(user.uid);
  });
});

describe('identity errors (spec §8)', () => {
  it('answers each refusal with its Japanese message', async () => {
    const { emailOrPhoneNumber } = await signUp(bff);
    const duplicate = await authPost(bff, 'signup', { emailOrPhoneNumber, password: PASSWORD });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: {
        code: 'auth/email-already-in-use',
        message: IDENTITY_ERROR_MESSAGES['email-already-in-use'],
      },
    });
    const wrong = await authPost(bff, 'signin', {
      emailOrPhoneNumber,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(IDENTITY_ERROR_MESSAGES['wrong-password']);
    const unknownPhone = await authPost(bff, 'signin', {
      emailOrPhoneNumber: uniquePhone(),
      password: PASSWORD,
    });
    expect(unknownPhone.statusCode).toBe(401);
    expect(unknownPhone.json().error.message).toBe(IDENTITY_ERROR_MESSAGES['wrong-password']);
    const unknownEmail = await authPost(bff, 'signin', {
      emailOrPhoneNumber: uniqueEmail(),
      password: PASSWORD,
    });
    expect(unknownEmail.json().error.message).toBe(IDENTITY_ERROR_MESSAGES['wrong-password']);
    const badForm = await authPost(bff, 'signup', { emailOrPhoneNumber: 'taro', password: '123' });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(badForm.json().error.fieldErrors).sort()).toEqual([
      'emailOrPhoneNumber',
      'password',
    ]);
  });
});

describe('sessions across processes', () => {
  it('work on a second BFF process and after a restart (Redis holds them)', async () => {
    const first = await testBff({ REDIS_KEY_PREFIX: prefix });
    const { cookie, user } = await signUp(first);
    const second = await testBff({ REDIS_KEY_PREFIX: prefix });
    expect((await second.inject({ url: '/auth/session', headers: { cookie } })).json()).toEqual({
      user,
    });
    await first.close();
    const restarted = await testBff({ REDIS_KEY_PREFIX: prefix });
    expect((await restarted.inject({ url: '/auth/session', headers: { cookie } })).json()).toEqual({
      user,
    });
    await Promise.all([second.close(), restarted.close()]);
  });

  it('work across two BFF processes and survive restarting them (real processes)', async () => {
    const env = {
      REDIS_URL: inject('redisUrl'),
      REDIS_KEY_PREFIX: prefix,
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      FIREBASE_PROJECT_ID: inject('projectId'),
      GQL_ENDPOINT: member.graphqlUrl,
    };
    const [one, two] = await Promise.all([startBffProcess(env), startBffProcess(env)]);
    const email = uniqueEmail();
    const post = (base: string, path: string, body: unknown, cookie?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const signUp = await post(one.url, '/auth/signup', {
      emailOrPhoneNumber: email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const { user } = (await signUp.json()) as { user: { uid: string } };
    const viewer = async (base: string) =>
      (await (await post(base, '/graphql', { query: VIEWER }, cookie)).json()) as unknown;
    expect(await viewer(two.url)).toEqual({ data: { endUserViewer: { id: user.uid } } });
    await Promise.all([one.stop(), two.stop()]);
    const restarted = await startBffProcess(env);
    expect(await viewer(restarted.url)).toEqual({ data: { endUserViewer: { id: user.uid } } });
    await restarted.stop();
  }, 120_000); // three processes compiled by tsx at start: up to ~30 s each on a loaded 2-core host

  it('stores nothing usable in Redis: the record is keyed by a hash and sealed', async () => {
    const { cookie } = await signUp(bff);
    const sid = sessionIdOf(cookie);
    const session = await bff.sessions.load(sid);
    const redis = bff.redis;
    const keys = (await redis?.keys(`${prefix}sess:r:*`)) ?? [];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes(sid))).toBe(false);
    const values = (await Promise.all(keys.map((key) => redis?.get(key)))).join('\n');
    expect(values).toMatch(/^v1\./);
    for (const secret of [
      session?.data.idToken,
      session?.data.refreshToken,
      session?.data.user.uid,
    ]) {
      expect(secret).toBeTruthy();
      expect(values.includes(String(secret))).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('sends the member token upstream with token-type end-user', async () => {
    const { cookie, user } = await signUp(bff);
    const response = await gql(bff, VIEWER, { cookie });
    expect(response.json()).toEqual({ data: { endUserViewer: { id: user.uid } } });
    expect(member.seen.at(-1)).toMatchObject({ tokenType: 'end-user', uid: user.uid });
  });

  it('refreshes the ID token before it expires and sets the cookies again', async () => {
    const { cookie } = await signUp(bff);
    const session = await bff.sessions.load(sessionIdOf(cookie));
    if (!session) throw new Error('no session');
    session.data.idTokenExpiresAt = Date.now() + 60_000; // inside the refresh window
    await bff.sessions.save(session);
    const response = await gql(bff, VIEWER, { cookie });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/sid=/);
    const after = await bff.sessions.load(sessionIdOf(cookie));
    expect(after?.data.idTokenExpiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(member.seen.at(-1)?.authorization).toBe(after?.data.idToken);
  });

  it('passes UNAUTHORIZED_ERROR through for a visitor', async () => {
    const response = await gql(bff, VIEWER);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED_ERROR');
  });

  it('POST /auth/refresh refreshes and tells until when; 401 without a session', async () => {
    const { cookie } = await signUp(bff);
    const response = await authPost(bff, 'refresh', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(response.body).not.toMatch(/eyJ/);
    expect((await authPost(bff, 'refresh')).statusCode).toBe(401);
  });
});

describe('refresh and retry against the real api', () => {
  // The api verifies ID tokens against the run's Auth emulator; a member operation without a
  // good token answers UNAUTHORIZED_ERROR.
  const API_VIEWER = '{ endUserViewer { email } }';
  let api: FastifyInstance;
  beforeAll(async () => {
    api = await testBff({ REDIS_KEY_PREFIX: prefix }); // GQL_ENDPOINT: the real api
  });
  afterAll(() => api.close());

  /** A member the api knows: signed up through the BFF, member record made by the api. */
  async function apiMember() {
    const { cookie, user } = await signUp(api);
    const recovered = await gql(
      api,
      'mutation { recoverInconsistentUser(input: {}) { user { email } } }',
      { cookie },
    );
    expect(recovered.json(), recovered.body).toEqual({
      data: { recoverInconsistentUser: { user: { email: user.email } } },
    });
    return { cookie, user };
  }

  /**
   * Gives the session an ID token the api refuses although the BFF believes it good for an
   * hour: the member's own token, expired (the emulator signs nothing, so the claims can be
   * rewritten; the api still checks them). Returns it.
   */
  async function staleToken(cookie: string): Promise<string> {
    const session = await api.sessions.load(sessionIdOf(cookie));
    if (!session) throw new Error('no session');
    const [header, payload, signature] = session.data.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
      auth_time: number;
    };
    const now = Math.floor(Date.now() / 1000);
    const expired = { ...claims, auth_time: now - 7200, iat: now - 7200, exp: now - 3600 };
    session.data.idToken = [
      header,
      Buffer.from(JSON.stringify(expired)).toString('base64url'),
      signature,
    ].join('.');
    session.data.idTokenExpiresAt = Date.now() + 3_600_000; // no refresh ahead of the call
    await api.sessions.save(session);
    return session.data.idToken;
  }

  /** The api's `incoming request` lines of one request id: one per round-trip. */
  async function apiRoundTrips(requestId: string, atLeast: number): Promise<number> {
    await apiLinesOf(requestId, atLeast * 2);
    // The BFF has answered, so every try reached the api before this marker request; the api
    // logs through one ordered stream, so once the marker's line is in the file a late extra
    // line of `requestId` is there too (a condition, not a wait of some milliseconds).
    const marker = `marker-${randomUUID()}`;
    await fetch(inject('apiGraphqlUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': marker },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await apiLinesOf(marker, 1)).not.toEqual([]);
    const lines = await apiLinesOf(requestId, 0);
    return lines.filter((line) => line.msg === 'incoming request').length;
  }

  it('on UNAUTHORIZED_ERROR from the api refreshes the token, retries once and keeps the session', async () => {
    const { cookie, user } = await apiMember();
    const stale = await staleToken(cookie);
    const direct = await fetch(inject('apiGraphqlUrl'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'token-type': 'end-user',
        authorization: stale,
      },
      body: JSON.stringify({ query: API_VIEWER }),
    });
    expect(((await direct.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHORIZED_ERROR' } }),
    ]);

    const refresh = vi.spyOn(api.identity, 'refresh');
    const requestId = `retry-${randomUUID()}`;
    const response = await gql(api, API_VIEWER, {
      cookie,
      headers: { 'x-request-id': requestId },
    });
    expect(response.json()).toEqual({ data: { endUserViewer: { email: user.email } } });
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockRestore();
    expect(await apiRoundTrips(requestId, 2)).toBe(2); // refused, then answered
    expect(setCookie(response, 'sid')?.value).toBe(sessionIdOf(cookie)); // set again
    const after = await api.sessions.load(sessionIdOf(cookie));
    expect(after?.data.idToken).not.toBe(stale);
    // The next call goes through with the new token in one round-trip.
    const nextId = `retry-${randomUUID()}`;
    const next = await gql(api, API_VIEWER, { cookie, headers: { 'x-request-id': nextId } });
    expect(next.json()).toEqual({ data: { endUserViewer: { email: user.email } } });
    expect(await apiRoundTrips(nextId, 1)).toBe(1);
  });

  it('when the refresh is refused, ends the session: cookies cleared, SESSION_EXPIRED, no retry', async () => {
    const { cookie, user } = await apiMember();
    await staleToken(cookie);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has 1 s granularity
    await api.identity.revoke(user.uid); // e.g. signed out everywhere, or password changed
    const refresh = vi.spyOn(api.identity, 'refresh');
    const requestId = `refused-${randomUUID()}`;
    const response = await gql(api, API_VIEWER, {
      cookie,
      headers: { 'x-request-id': requestId },
    });
    expect(response.json()).toEqual({
      data: null,
      errors: [
        {
          message: errorMessage(ErrorCode.SESSION_EXPIRED),
          extensions: { code: ErrorCode.SESSION_EXPIRED },
        },
      ],
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockRestore();
    expect(await apiRoundTrips(requestId, 1)).toBe(1); // the refused try only
    expect(setCookie(response, 'sid')?.value).toBe('');
    expect(setCookie(response, 'authRecord')?.value).toBe('');
    expect((await api.inject({ url: '/auth/session', headers: { cookie } })).json()).toEqual({
      user: null,
    });
    // The ended session sends nothing more to the api as a member.
    const after = await gql(api, API_VIEWER, { cookie });
    expect(after.json().errors[0].extensions.code).toBe('UNAUTHORIZED_ERROR');
  });
});

describe('sign-out', () => {
  it('revokes the refresh tokens at the identity provider and ends every session of the account', async () => {
    const { cookie: first, emailOrPhoneNumber, user } = await signUp(bff);
    const secondSignIn = await authPost(bff, 'signin', { emailOrPhoneNumber, password: PASSWORD });
    const second = cookieHeader(secondSignIn);
    const otherDevice = await rest.signInWithPassword(emailOrPhoneNumber, PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has 1 s granularity

    const response = await authPost(bff, 'signout', {}, { cookie: first });
    expect(response.json()).toEqual({ signedOut: true });
    expect(setCookie(response, 'sid')?.value).toBe('');
    expect(setCookie(response, 'authRecord')?.value).toBe('');
    expect(
      (await bff.inject({ url: '/auth/session', headers: { cookie: second } })).json(),
    ).toEqual({ user: null });
    // The other device's tokens no longer refresh or verify.
    await expect(bff.identity.refresh(otherDevice.refreshToken)).rejects.toThrow(
      /revoked|TOKEN_EXPIRED/i,
    );
    await expect(bff.identity.verify(otherDevice.idToken, { checkRevoked: true })).rejects.toThrow(
      /revoked/,
    );
    expect(user.uid).toBe(otherDevice.uid);
  });

  it('a request in flight when the account signs out elsewhere does not bring its session back', async () => {
    const { cookie: first, emailOrPhoneNumber } = await signUp(bff);
    const second = cookieHeader(
      await authPost(bff, 'signin', { emailOrPhoneNumber, password: PASSWORD }),
    );
    // Two requests of the first browser have loaded its session and are about to write new
    // tokens back (a refresh, a token change) when the other browser signs out everywhere.
    const writing = await bff.sessions.load(sessionIdOf(first));
    const refreshing = await bff.sessions.load(sessionIdOf(first));
    if (!writing || !refreshing) throw new Error('no session');
    expect((await authPost(bff, 'signout', {}, { cookie: second })).json()).toEqual({
      signedOut: true,
    });

    writing.data.idTokenExpiresAt = Date.now() + 60_000;
    await expect(bff.sessions.save(writing)).rejects.toThrow(SessionEnded);
    await expect(bff.sessions.refresh(refreshing)).rejects.toThrow(SessionEnded);
    expect(await bff.sessions.load(sessionIdOf(first))).toBeNull();
    expect((await bff.inject({ url: '/auth/session', headers: { cookie: first } })).json()).toEqual(
      { user: null },
    );
    const member = await gql(bff, VIEWER, { cookie: first });
    expect(member.json().errors[0].extensions.code).toBe('UNAUTHORIZED_ERROR');
  });

  it('clears a cookie whose session no longer exists', async () => {
    const response = await bff.inject({
      url: '/auth/session',
      headers: { cookie: `sid=${'a'.repeat(43)}` },
    });
    expect(response.json()).toEqual({ user: null });
    expect(setCookie(response, 'sid')?.value).toBe('');
  });
});

describe('account changes', () => {
  it('password reset: the emulated mail carries a code that sets a new password and ends sessions', async () => {
    const { cookie, emailOrPhoneNumber } = await signUp(bff);
    const request = await authPost(bff, 'password-reset', { emailOrPhoneNumber });
    expect(request.statusCode).toBe(202);
    expect(
      (await authPost(bff, 'password-reset', { emailOrPhoneNumber: uniqueEmail() })).statusCode,
    ).toBe(202);
    const code = (await listOobCodes(inject('emulatorHost'), inject('projectId'))).find(
      (oob) => oob.email === emailOrPhoneNumber && oob.requestType === 'PASSWORD_RESET',
    );
    expect(code).toBeDefined();
    const confirm = await authPost(bff, 'password-reset/confirm', {
      oobCode: code?.oobCode,
      password: 'new-secret-456',
    });
    expect(confirm.json()).toEqual({ passwordReset: true });
    expect((await bff.inject({ url: '/auth/session', headers: { cookie } })).json()).toEqual({
      user: null,
    });
    expect(
      (await authPost(bff, 'signin', { emailOrPhoneNumber, password: 'new-secret-456' }))
        .statusCode,
    ).toBe(200);
  });

  it('changes the email after checking the password again', async () => {
    const { cookie } = await signUp(bff);
    const newEmail = uniqueEmail('moved');
    const wrong = await authPost(
      bff,
      'email',
      { email: newEmail, password: 'nope-nope' },
      { cookie },
    );
    expect(wrong.json().error.code).toBe('auth/wrong-password');
    const response = await authPost(
      bff,
      'email',
      { email: newEmail, password: PASSWORD },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.email).toBe(newEmail);
    expect(decodeURIComponent(setCookie(response, 'authRecord')?.value ?? '')).toContain(newEmail);
    // This browser goes on in a new session.
    const renewed = cookieHeader(response);
    expect(sessionIdOf(renewed)).not.toBe(sessionIdOf(cookie));
    expect((await gql(bff, VIEWER, { cookie: renewed })).json().data.endUserViewer).toBeTruthy();
    expect(
      (await authPost(bff, 'signin', { emailOrPhoneNumber: newEmail, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await authPost(bff, 'email', { email: newEmail, password: PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('an email change ends the account’s other sessions, as a password reset does', async () => {
    const { cookie, emailOrPhoneNumber, user } = await signUp(bff);
    const other = cookieHeader(
      await authPost(bff, 'signin', { emailOrPhoneNumber, password: PASSWORD }),
    );
    expect((await gql(bff, VIEWER, { cookie: other })).json().data.endUserViewer).toBeTruthy();
    const revoke = vi.spyOn(bff.identity, 'revoke');
    try {
      const response = await authPost(
        bff,
        'email',
        { email: uniqueEmail('moved'), password: PASSWORD },
        { cookie },
      );
      expect(response.statusCode, response.body).toBe(200);
      // Refresh tokens revoked at the identity provider, every session deleted here…
      expect(revoke).toHaveBeenCalledWith(user.uid);
      expect(
        (await bff.inject({ url: '/auth/session', headers: { cookie: other } })).json(),
      ).toEqual({ user: null });
      expect((await gql(bff, VIEWER, { cookie: other })).json().errors[0].extensions.code).toBe(
        'UNAUTHORIZED_ERROR',
      );
      expect((await bff.inject({ url: '/auth/session', headers: { cookie } })).json()).toEqual({
        user: null,
      });
      // …and the browser that changed it is signed in with the new email.
      const renewed = cookieHeader(response);
      expect(
        (await bff.inject({ url: '/auth/session', headers: { cookie: renewed } })).json().user.uid,
      ).toBe(user.uid);
    } finally {
      revoke.mockRestore();
    }
  });

  it('changes the phone number, ending the other sessions; a number in use is refused with the §8 message', async () => {
    const { cookie, emailOrPhoneNumber } = await signUp(bff, uniquePhone());
    const elsewhere = cookieHeader(
      await authPost(bff, 'signin', { emailOrPhoneNumber, password: PASSWORD }),
    );
    const newPhone = uniquePhone();
    const response = await authPost(
      bff,
      'phone-number',
      { phoneNumber: newPhone, password: PASSWORD },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.phoneNumber).toBe(newPhone);
    expect(
      (await bff.inject({ url: '/auth/session', headers: { cookie: elsewhere } })).json(),
    ).toEqual({ user: null });
    const renewed = cookieHeader(response);
    expect(
      (await bff.inject({ url: '/auth/session', headers: { cookie: renewed } })).json().user
        .phoneNumber,
    ).toBe(newPhone);
    expect(
      (await authPost(bff, 'signin', { emailOrPhoneNumber: newPhone, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const other = await signUp(bff, uniquePhone());
    const taken = await authPost(
      bff,
      'phone-number',
      { phoneNumber: newPhone, password: PASSWORD },
      { cookie: other.cookie },
    );
    expect(taken.json().error).toEqual({
      code: 'auth/email-already-in-use',
      message: IDENTITY_ERROR_MESSAGES['email-already-in-use'],
    });
  });

  it('token sync: a bearer ID token (and refresh token) starts a session; DELETE ends it', async () => {
    const email = uniqueEmail();
    await signUp(bff, email);
    const tokens = await rest.signInWithPassword(email, PASSWORD);
    const response = await authPost(
      bff,
      'token',
      { refreshToken: tokens.refreshToken },
      { headers: { authorization: `Bearer ${tokens.idToken}` } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const cookie = cookieHeader(response);
    expect((await gql(bff, VIEWER, { cookie })).json().data.endUserViewer.id).toBe(tokens.uid);
    expect(
      (await authPost(bff, 'token', {}, { headers: { authorization: 'Bearer forged' } }))
        .statusCode,
    ).toBe(401);
    const end = await bff.inject({
      method: 'DELETE',
      url: '/auth/token',
      headers: { cookie, origin: 'http://127.0.0.1:3000' },
    });
    expect(end.json()).toEqual({ signedOut: true });
    expect((await bff.inject({ url: '/auth/session', headers: { cookie } })).json()).toEqual({
      user: null,
    });
  });
});
