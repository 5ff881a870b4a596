import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { fieldErrors } from '@jobsite/domain/validators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BffError,
  sendAuthCode,
  sendAuthError,
  sendBffErrorAsAuthError,
  sendSessionExpired,
} from '../../http/errors';
import {
  IdentityError,
  WRONG_PASSWORD_MESSAGE,
  WrongPassword,
} from '../../identity/identity-errors';
import { SessionEnded } from '../../session/session-manager';
import { SessionStoreUnavailable } from '../../session/session-store';

/** Parses a body with a domain schema; answers 400 BAD_USER_INPUT with fieldErrors otherwise. */
export function parseBody<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  sendAuthError(
    reply,
    400,
    ErrorCode.BAD_USER_INPUT,
    errorMessage(ErrorCode.BAD_USER_INPUT),
    fieldErrors(parsed.error),
  );
  return undefined;
}

const IDENTITY_STATUS: Record<string, number> = {
  'email-already-in-use': 409,
  'wrong-password': 401,
  'invalid-credential': 401,
  'invalid-login-credentials': 401,
  'user-not-found': 401,
  'requires-recent-login': 401,
};

/**
 * The one place /auth routes turn failures into answers: identity refusals into §8's
 * messages, rate limits and outages into catalogued codes. Anything else is a 500 (logged).
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  if (error instanceof IdentityError) {
    request.log.info({ reason: error.raw }, 'identity provider refused');
    return sendAuthError(
      reply,
      IDENTITY_STATUS[error.code ?? ''] ?? 400,
      error.clientCode,
      error.displayMessage,
      error instanceof WrongPassword ? { [error.field]: WRONG_PASSWORD_MESSAGE } : undefined,
    );
  }
  if (error instanceof BffError) return sendBffErrorAsAuthError(reply, error);
  if (error instanceof SessionEnded) {
    return sendSessionExpired(reply);
  }
  if (error instanceof SessionStoreUnavailable) {
    request.log.error({ err: error }, 'session store unavailable');
    return sendAuthCode(reply, 503, ErrorCode.UPSTREAM_UNAVAILABLE);
  }
  request.log.error({ err: error }, 'auth request failed');
  return sendAuthCode(reply, 500, ErrorCode.INTERNAL_SERVER_ERROR);
}

/** 401 for a route that needs a session. */
export function sendSignedOut(reply: FastifyReply): FastifyReply {
  return sendAuthCode(reply, 401, ErrorCode.UNAUTHORIZED_ERROR);
}
