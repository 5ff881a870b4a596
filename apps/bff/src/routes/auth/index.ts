import { ErrorCode } from '@jobsite/domain/errors';
import {
  emailChangeSchema,
  loginSchema,
  parseEmailOrPhone,
  passwordResetRequestSchema,
  passwordSchema,
  phoneNumberChangeSchema,
  signupCredentialsSchema,
} from '@jobsite/domain/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendAuthCode } from '../../http/errors';
import { IdentityError, isCredentialRefusal } from '../../identity/identity-errors';
import { clientKey } from '../../rate-limit/client-address';
import { KNOWN_DEVICE_TTL_MS, knownDeviceCookieName } from '../../rate-limit/known-devices';
import type { BackoffRule } from '../../rate-limit/rate-limiter';
import type { ActiveSession } from '../../session/session-manager';
import { accountRoutes } from './account';
import { parseBody, sendFailure, sendSignedOut } from './helpers';
import { syncIdentityUpstream } from './upstream-sync';

/** Largest /auth request body: these are small forms. */
const AUTH_BODY_LIMIT = 8 * 1024;

const passwordResetConfirmSchema = z.object({
  oobCode: z.string().min(1).max(2048),
  password: passwordSchema,
});
const currentPassword = z.object({ password: loginSchema.shape.password });
const tokenSyncSchema = z
  .object({ refreshToken: z.string().min(1).max(4096).optional() })
  .optional();

/**
 * `/auth/*`: sign-up, sign-in, sign-out, password reset, email and phone changes and the
 * token sync of spec §7, against Firebase Authentication. The browser gets the session and
 * marker cookies, never a token.
 */
export default async function authRoutes(app: FastifyInstance) {
  const limits = app.rateLimits;
  // One place turns failures into answers (helpers.ts `sendFailure`); what Fastify refuses
  // before a handler runs (a body that does not parse or is too large) is a client error.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: unknown }, request, reply) => {
    const status = error.statusCode;
    const fastifys = typeof error.code === 'string' && error.code.startsWith('FST_');
    if (fastifys && status && status >= 400 && status < 500) {
      return sendAuthCode(reply, status, ErrorCode.BAD_USER_INPUT);
    }
    return sendFailure(request, reply, error);
  });
  const deviceCookieSecure = app.sessionCookies.session.startsWith('__Host-');
  const deviceCookie = knownDeviceCookieName(deviceCookieSecure);

  // Every state-changing /auth call counts against the caller's IP.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET') return;
    await app.rateLimiter.enforce(limits.authPerIp, clientKey(request));
  });

  /** Starts a new session (a fresh id, never the caller's old one) and sets the cookies. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    session: ActiveSession,
  ) {
    const previous = await request.loadSession().catch(() => null);
    if (previous) await app.sessions.destroy(previous).catch(() => {});
    reply.setSessionCookies(session);
  }

  accountRoutes(app, startSession);

  app.post('/signup', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(signupCredentialsSchema, request, reply);
    if (!body) return reply;
    await app.rateLimiter.enforce(limits.signUpPerIp, clientKey(request));
    const identifier = parseEmailOrPhone(body.emailOrPhoneNumber);
    if (!identifier) throw new IdentityError('INVALID_EMAIL');
    const { tokens, user } = await app.identity.signUp(identifier, body.password);
    await startSession(request, reply, await app.sessions.create(tokens, user));
    return reply.code(201).send({ user });
  });

  // Wrong passwords slow the guesser down (per address and account, per account, per address:
  // SIGN_IN_BACKOFFS), counted only when they happen, so the owner is never locked out for
  // long; a browser that signed in to the account before (its device cookie) counts on its own
  // backoff instead, so others' guessing does not slow the owner at all. Every refusal of the credentials is the same answer, whether the account exists or
  // not (docs/decisions/0009-bff-rate-limits.md).
  app.post('/signin', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(loginSchema, request, reply);
    if (!body) return reply;
    const identifier = parseEmailOrPhone(body.emailOrPhoneNumber);
    if (!identifier) throw new IdentityError('INVALID_EMAIL');
    const client = clientKey(request);
    const deviceToken = request.cookies[deviceCookie];
    const device = await app.knownDevices.recognise(deviceToken, identifier.value);
    const backoffs: [BackoffRule, string][] = device
      ? [[app.signInBackoffs.perKnownDevice, device]]
      : [
          [app.signInBackoffs.perClientAndAccount, `${client}\n${identifier.value}`],
          [app.signInBackoffs.perAccount, identifier.value],
          [app.signInBackoffs.perClient, client],
        ];
    await app.rateLimiter.enforceBackoffs(backoffs);
    let signedIn: Awaited<ReturnType<typeof app.identity.signIn>>;
    try {
      signedIn = await app.identity.signIn(identifier, body.password);
    } catch (error) {
      if (!isCredentialRefusal(error)) throw error;
      await app.rateLimiter.recordFailure(backoffs);
      throw new IdentityError('INVALID_LOGIN_CREDENTIALS', { cause: error });
    }
    await app.rateLimiter.clearFailures(backoffs.slice(0, 1));
    const { tokens, user } = signedIn;
    await startSession(request, reply, await app.sessions.create(tokens, user));
    reply.setCookie(deviceCookie, await app.knownDevices.issue(identifier.value, deviceToken), {
      path: '/',
      sameSite: 'lax',
      secure: deviceCookieSecure,
      httpOnly: true,
      maxAge: KNOWN_DEVICE_TTL_MS / 1000,
    });
    return { user };
  });

  // Signs out here and at the identity provider: refresh tokens are revoked, so every
  // session of the account ends (other devices too), in every BFF process.
  app.post('/signout', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const session = await request.loadSession();
    reply.clearSessionCookies();
    if (session) {
      await app.identity.revoke(session.data.user.uid);
      await app.sessions.destroyAllOf(session.data.user.uid);
    }
    return { signedOut: true };
  });

  app.get('/session', async (request, reply) => {
    const session = await request.loadSession();
    reply.header('cache-control', 'no-store');
    return { user: session?.data.user ?? null };
  });

  // Spec §7's token refresh. The token itself stays here; the answer says who is signed in
  // and until when the current token is good.
  app.post('/refresh', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const session = await request.loadSession();
    if (!session) return sendSignedOut(reply);
    await app.sessions.refresh(session);
    reply.setSessionCookies(session);
    return {
      user: session.data.user,
      expiresAt: new Date(session.data.idTokenExpiresAt).toISOString(),
    };
  });

  // Always 202, whether or not the account exists, so accounts cannot be probed.
  app.post('/password-reset', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(passwordResetRequestSchema, request, reply);
    if (!body) return reply;
    const identifier = parseEmailOrPhone(body.emailOrPhoneNumber);
    if (!identifier) throw new IdentityError('INVALID_EMAIL');
    await app.rateLimiter.enforce(limits.passwordResetPerAccount, identifier.value);
    const account = await app.identity.findEmail(identifier);
    if (account?.authType === 'email') {
      await app.identity.rest.sendPasswordResetEmail(account.email);
    } else if (account) {
      // Phone accounts get their reset by SMS, which the api sends (resetUserPassword).
      await syncIdentityUpstream(request, undefined, 'resetUserPassword', {
        emailOrPhoneNumber: identifier.value,
      });
    }
    return reply.code(202).send({ accepted: true });
  });

  app.post('/password-reset/confirm', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(passwordResetConfirmSchema, request, reply);
    if (!body) return reply;
    const email = await app.identity.rest.confirmPasswordReset(body.oobCode, body.password);
    // The provider revoked the account's tokens; end its sessions here as well.
    const uid = await app.identity.uidOfEmail(email);
    if (uid) await app.sessions.destroyAllOf(uid);
    return { passwordReset: true };
  });

  app.post('/email', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(emailChangeSchema.extend(currentPassword.shape), request, reply);
    if (!body) return reply;
    const session = await request.loadSession();
    if (!session) return sendSignedOut(reply);
    const { tokens: current } = await app.identity.signInAgain(
      session.data.user.uid,
      body.password,
    );
    await app.identity.changeEmail(current.idToken, body.email, body.password);
    // A changed sign-in email ends the account's other sessions, as a password reset does
    // (decision 0025): tokens are revoked and every session deleted; this browser goes on
    // in a new session with tokens issued after the revocation.
    await app.sessions.endAllOf(session.data.user.uid);
    const { tokens, user } = await app.identity.signInAgain(session.data.user.uid, body.password);
    const renewed = await app.sessions.create(tokens, user);
    await startSession(request, reply, renewed);
    const warnings = await syncIdentityUpstream(request, renewed.data.idToken, 'updateUserEmail', {
      email: body.email,
    });
    return { user, ...(warnings.length > 0 ? { warnings } : {}) };
  });

  app.post('/phone-number', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(phoneNumberChangeSchema.extend(currentPassword.shape), request, reply);
    if (!body) return reply;
    const session = await request.loadSession();
    if (!session) return sendSignedOut(reply);
    await app.identity.signInAgain(session.data.user.uid, body.password);
    await app.identity.changePhoneNumber(session.data.user.uid, body.phoneNumber);
    // The phone number signs in too: its change ends the other sessions as an email change
    // does (decision 0025). Fresh tokens carry the new phone_number claim the api reads.
    await app.sessions.endAllOf(session.data.user.uid);
    const { tokens, user } = await app.identity.signInAgain(session.data.user.uid, body.password);
    const renewed = await app.sessions.create(tokens, user);
    await startSession(request, reply, renewed);
    const warnings = await syncIdentityUpstream(
      request,
      renewed.data.idToken,
      'updateUserPhoneNumber',
      {
        phoneNumber: body.phoneNumber,
      },
    );
    return { user, ...(warnings.length > 0 ? { warnings } : {}) };
  });

  // Spec §7's auth-token sync: POST with `Authorization: Bearer <ID token>` (and optionally
  // the refresh token, without which the session ends when the ID token does) starts a
  // session for a client that signed in with the identity provider itself; DELETE ends it.
  app.post('/token', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const body = parseBody(tokenSyncSchema, request, reply);
    if (body === undefined && reply.sent) return reply;
    if (!bearer) return sendSignedOut(reply);
    const user = await app.identity
      .verify(bearer, { checkRevoked: true })
      .catch((error: unknown) => {
        if (error instanceof IdentityError) return null;
        throw error;
      });
    if (!user) return sendSignedOut(reply);
    let tokens = { uid: user.uid, idToken: bearer, refreshToken: '', expiresAt: Date.now() };
    const refreshToken = body?.refreshToken;
    if (refreshToken) {
      const refreshed = await app.identity.refresh(refreshToken);
      if (refreshed.user.uid !== user.uid) return sendSignedOut(reply);
      tokens = refreshed.tokens;
    } else {
      tokens.expiresAt = tokenExpiry(bearer);
    }
    const session = await app.sessions.create(tokens, user, {
      refreshable: Boolean(refreshToken),
    });
    await startSession(request, reply, session);
    return { user };
  });

  app.delete('/token', async (request, reply) => {
    const session = await request.loadSession();
    reply.clearSessionCookies();
    if (session) await app.sessions.destroy(session);
    return { signedOut: true };
  });
}

/** `exp` of a JWT (already verified), in epoch ms. */
function tokenExpiry(idToken: string): number {
  const payload = JSON.parse(
    Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}
