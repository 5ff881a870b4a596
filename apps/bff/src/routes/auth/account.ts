import { ErrorCode, errorCodeOf, errorMessage } from '@jobsite/domain/errors';
import { passwordChangeSchema, reauthenticationSchema } from '@jobsite/domain/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BffError, sendAuthCode, sendAuthError } from '../../http/errors';
import { isCredentialRefusal, WrongPassword } from '../../identity/identity-errors';
import type { BackoffRule } from '../../rate-limit/rate-limiter';
import type { ActiveSession } from '../../session/session-manager';
import { UpstreamError } from '../../upstream/client';
import { parseBody, sendSignedOut } from './helpers';

/** Largest body of these forms. */
const BODY_LIMIT = 8 * 1024;

const withdrawalSchema = z.object({ confirmOpenEntries: z.boolean().optional() }).optional();

const DELETE_ACCOUNT =
  'mutation DeleteAccount($input: DeleteAccountInput!) { deleteAccount(input: $input) { deleted } }';
const MEMBER_DATA = 'query MemberDataExport { memberDataExport { generatedAt document } }';

/** HTTP status of the api's refusals these routes pass on. */
const UPSTREAM_STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.UNAUTHORIZED_ERROR]: 401,
  [ErrorCode.REQUIRES_RECENT_LOGIN]: 401,
  [ErrorCode.OPEN_ENTRIES_NOT_CONFIRMED]: 409,
  [ErrorCode.RATE_LIMITED]: 429,
};

type StartSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession,
) => Promise<void>;

/**
 * The member's control of the account (docs/decisions/0041, 0042): the password re-entered,
 * the password changed, the data downloaded and the account deleted (退会). Deleting and the
 * download need a recent login; the password change asks for the current password itself.
 */
export function accountRoutes(app: FastifyInstance, startSession: StartSession) {
  /**
   * The password of the signed-in account, checked again; a wrong one names the field. Wrong
   * passwords count against the account as at sign-in (the same per-account backoff, keyed by
   * the same identifier), so a borrowed session cannot guess the password faster than a login.
   */
  async function checkPassword(session: ActiveSession, password: string, field: string) {
    const { uid, email, phoneNumber } = session.data.user;
    const backoffs: [BackoffRule, string][] = [
      [app.signInBackoffs.perAccount, email ?? phoneNumber ?? uid],
    ];
    await app.rateLimiter.enforceBackoffs(backoffs);
    try {
      return await app.identity.signInAgain(uid, password);
    } catch (error) {
      if (!isCredentialRefusal(error)) throw error;
      await app.rateLimiter.recordFailure(backoffs);
      throw new WrongPassword(field, { cause: error });
    }
  }

  /** The session, when signed in with a recent login; otherwise the answer is sent. */
  async function recentSession(request: FastifyRequest, reply: FastifyReply) {
    const session = await request.loadSession();
    if (!session) {
      sendSignedOut(reply);
      return null;
    }
    if (!app.sessions.isRecentLogin(session)) {
      sendAuthCode(reply, 401, ErrorCode.REQUIRES_RECENT_LOGIN);
      return null;
    }
    return session;
  }

  /** Sends an operation to the api as the member; the data, or the api's refusal as the answer. */
  async function askApi<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    session: ActiveSession,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T | null> {
    const idToken = await app.sessions.idToken(session);
    let result: { data?: T | null; errors?: unknown[] };
    try {
      const response = await app.upstream.post(JSON.stringify({ query, variables }), {
        requestId: request.id,
        idToken,
      });
      result = JSON.parse(response.body) as typeof result;
    } catch (error) {
      if (error instanceof UpstreamError) throw new BffError(error.code, 503, { cause: error });
      throw error;
    }
    const failure = result.errors?.[0];
    if (failure === undefined && result.data) return result.data;
    const code = errorCodeOf(failure) ?? ErrorCode.INTERNAL_SERVER_ERROR;
    if (!(code in UPSTREAM_STATUS)) request.log.error({ errors: result.errors }, 'api refused');
    sendAuthError(reply, UPSTREAM_STATUS[code] ?? 502, code, errorMessage(code));
    return null;
  }

  // The password entered again: the session's login counts as recent from now.
  app.post('/reauthenticate', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(reauthenticationSchema, request, reply);
    if (!body) return reply;
    const session = await request.loadSession();
    if (!session) return sendSignedOut(reply);
    const { tokens } = await checkPassword(session, body.password, 'password');
    await app.sessions.reauthenticated(session, tokens);
    return { recentLoginUntil: new Date(app.sessions.recentLoginUntil(session)).toISOString() };
  });

  app.get('/recent-login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await request.loadSession();
    if (!session) return sendSignedOut(reply);
    return {
      recent: app.sessions.isRecentLogin(session),
      recentLoginUntil: new Date(app.sessions.recentLoginUntil(session)).toISOString(),
    };
  });

  // A new password ends every session of the account, as a reset does (decision 0025); this
  // browser goes on in a new session signed in with it.
  app.post('/password', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(passwordChangeSchema, request, reply);
    if (!body) return reply;
    const session = await request.loadSession();
    if (!session) return sendSignedOut(reply);
    const { uid } = session.data.user;
    await checkPassword(session, body.currentPassword, 'currentPassword');
    await app.identity.changePassword(uid, body.newPassword);
    await app.sessions.endAllOf(uid);
    const { tokens, user } = await app.identity.signInAgain(uid, body.newPassword);
    await startSession(request, reply, await app.sessions.create(tokens, user));
    return { user };
  });

  // APPI disclosure: what the api holds and what the identity provider holds, as JSON.
  app.get('/my-data', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await recentSession(request, reply);
    if (!session) return reply;
    const data = await askApi<{ memberDataExport: { generatedAt: string; document: string } }>(
      request,
      reply,
      session,
      MEMBER_DATA,
    );
    if (!data) return reply;
    const { user } = session.data;
    const identity = {
      uid: user.uid,
      email: user.email,
      phoneNumber: user.phoneNumber,
      authType: user.authType,
      ...(await app.identity.accountDates(user.uid)),
    };
    const document = { identity, ...JSON.parse(data.memberDataExport.document) };
    if ((request.query as { download?: string }).download === '1') {
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
    }
    return document;
  });

  // 退会: the api deletes the member's data (decision 0041), then the identity account goes and
  // every session ends. Repeating it after a partial failure finishes the rest.
  app.post('/withdraw', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = parseBody(withdrawalSchema, request, reply);
    if (body === undefined && reply.sent) return reply;
    const session = await recentSession(request, reply);
    if (!session) return reply;
    const data = await askApi<{ deleteAccount: { deleted: boolean } }>(
      request,
      reply,
      session,
      DELETE_ACCOUNT,
      { input: { confirmOpenEntries: body?.confirmOpenEntries === true } },
    );
    if (!data) return reply;
    const { uid } = session.data.user;
    await app.identity.deleteAccount(uid);
    await app.sessions.destroyAllOf(uid);
    reply.clearSessionCookies();
    return { deleted: true };
  });
}
