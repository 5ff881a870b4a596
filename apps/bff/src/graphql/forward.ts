import { ErrorCode, errorCodeOf } from '@jobsite/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from '../http/errors';
import { type ActiveSession, SessionEnded } from '../session/session-manager';
import { SessionStoreUnavailable } from '../session/session-store';
import { UpstreamError, type UpstreamResponse } from '../upstream/client';
import type { ForwardingOutcome } from './errors';

/** The GraphQL parameters of a request (POST body, GET query string, or multipart operations). */
export interface GraphqlParams {
  query?: unknown;
  /** A persisted document's id (`sha256:<hex>`): the GraphQL-over-HTTP persisted-documents appendix. */
  documentId?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** The session of the request; a session store outage fails the request rather than signing out. */
export async function sessionOf(request: FastifyRequest): Promise<ActiveSession | null> {
  try {
    return await request.loadSession();
  } catch (error) {
    if (error instanceof SessionStoreUnavailable) {
      request.log.error({ err: error }, 'session store unavailable');
      throw new BffError(ErrorCode.UPSTREAM_UNAVAILABLE, 503, { cause: error });
    }
    throw error;
  }
}

/** The upstream's answer as it goes to the client: status and bytes, unchanged. */
export interface ForwardedResponse {
  statusCode: number;
  body: string;
}

/** A GraphQL answer (JSON with data or errors); anything else means the upstream is not well. */
export function checkGraphqlAnswer(response: UpstreamResponse): void {
  if (response.contentType?.includes('json') && response.body.startsWith('{')) return;
  throw new UpstreamError(ErrorCode.UPSTREAM_UNAVAILABLE, {
    cause: new Error(`upstream answered ${response.statusCode} without a GraphQL body`),
  });
}

/** Whether the answer carries UNAUTHORIZED_ERROR (parsed only when the text mentions it). */
function isUnauthorized(response: UpstreamResponse): boolean {
  if (!response.body.includes(ErrorCode.UNAUTHORIZED_ERROR)) return false;
  try {
    const { errors } = JSON.parse(response.body) as { errors?: unknown[] };
    return errors?.some((error) => errorCodeOf(error) === ErrorCode.UNAUTHORIZED_ERROR) ?? false;
  } catch {
    return false;
  }
}

/**
 * Sends the request's operation upstream in one round-trip, with the member's ID token when
 * signed in (refreshed first if it is about to expire), and returns the answer's bytes as
 * they came: upstream data and errors reach the client unchanged. On UNAUTHORIZED_ERROR it
 * refreshes the token and retries once; if the identity provider refuses the refresh, the
 * session ends (cookies cleared) and the answer is SESSION_EXPIRED, so the web sends the
 * user to login.
 */
export async function forwardOperation(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: ForwardingOutcome,
  /** The JSON body to send (a multipart request sends its own, rebuilt from the parts). */
  jsonBody: string | undefined,
): Promise<ForwardedResponse> {
  const app = request.server;
  try {
    const body = request.multipart ? request.multipart.body : (jsonBody ?? '');
    const contentType = request.multipart?.contentType;
    const session = await sessionOf(request);
    const send = async (idToken?: string) => {
      const response = await app.upstream.post(body, {
        requestId: request.id,
        ...(idToken ? { idToken } : {}),
        ...(contentType ? { contentType } : {}),
      });
      checkGraphqlAnswer(response);
      return response;
    };

    if (!session) return await send();
    let refreshed = app.sessions.needsRefresh(session);
    let response = await send(await app.sessions.idToken(session));
    if (isUnauthorized(response)) {
      await app.sessions.refresh(session);
      refreshed = true;
      response = await send(session.data.idToken);
    }
    // New tokens: set the cookies again so browsers keep them (they cap lifetimes at 400 days).
    if (refreshed) reply.setSessionCookies(session);
    return response;
  } catch (error) {
    if (error instanceof SessionEnded) {
      reply.clearSessionCookies();
      outcome.failure = new BffError(ErrorCode.SESSION_EXPIRED, 200, { cause: error });
    } else if (error instanceof UpstreamError) {
      request.log.error({ err: error.cause ?? error }, `upstream request failed: ${error.code}`);
      outcome.failure = new BffError(error.code, error.statusCode, { cause: error });
    } else if (error instanceof BffError) {
      outcome.failure = error;
    }
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for multipart GraphQL requests: the body written again from the parsed parts. */
    multipart: import('./multipart').MultipartBody | null;
  }
}
