import { ErrorCode, errorMessage, type FieldErrors } from '@jobsite/domain/errors';
import type { FastifyReply } from 'fastify';

/**
 * A refusal or failure the BFF answers itself, with a catalogued code, an HTTP status and
 * any headers that go with it (Retry-After). GraphQL routes turn it into a GraphQL error,
 * the /auth routes into `{ error: { code, message } }`.
 */
export class BffError extends Error {
  override readonly name = 'BffError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly options: {
      headers?: Record<string, string>;
      extensions?: Record<string, unknown>;
      message?: string;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? errorMessage(code), { cause: options.cause });
  }

  get headers(): Record<string, string> {
    return this.options.headers ?? {};
  }

  get extensions(): Record<string, unknown> {
    return this.options.extensions ?? {};
  }
}

/** Body of every /auth/* error. `code` is an ErrorCode, or `auth/<identity code>` for §8's identity errors. */
export interface AuthErrorBody {
  error: { code: string; message: string; fieldErrors?: FieldErrors };
}

export function sendAuthError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  fieldErrors?: FieldErrors,
): FastifyReply {
  const body: AuthErrorBody = { error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } };
  return reply.code(statusCode).send(body);
}

/** An `{ error: { code, message } }` answer with the catalogue's message for `code`. */
export function sendAuthCode(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
): FastifyReply {
  return sendAuthError(reply, statusCode, code, errorMessage(code));
}

/** The session ended under the request (spec §8): its cookies cleared, 401 SESSION_EXPIRED. */
export function sendSessionExpired(reply: FastifyReply): FastifyReply {
  reply.clearSessionCookies();
  return sendAuthCode(reply, 401, ErrorCode.SESSION_EXPIRED);
}

export function sendBffErrorAsAuthError(reply: FastifyReply, error: BffError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return sendAuthError(reply, error.statusCode, error.code, error.message);
}

export { ErrorCode };
