'use client';

import { ErrorCode } from '@jobsite/domain/errors';
import { readAuthRecord } from '../client-state/cookie-store';
import {
  type Document,
  GraphQLRequestError,
  operationIdentity,
  readGraphQLResponse,
  sendGraphQL,
} from './operation';

/** What to do when the session turns out to be over (spec §8). */
export type BrowserGraphQLOptions = {
  /**
   * 'redirect' (default): end the session and load the login page (the returned promise
   * never settles). 'throw': reject with the GraphQLRequestError (UNAUTHORIZED_ERROR or
   * SESSION_EXPIRED) and leave the session alone, for callers that handle it themselves.
   */
  onSessionExpired?: 'redirect' | 'throw';
};

/**
 * GraphQL from the browser, same-origin to `/graphql` (rewritten to the BFF) with the session
 * cookie: a query as GET by its document id (a visitor's public answers are cacheable,
 * docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md), a mutation as a JSON POST,
 * which is what the BFF's CSRF check asks of cookie-authenticated POSTs (a cross-site form
 * cannot send it).
 *
 * Spec §8: on UNAUTHORIZED_ERROR the token is refreshed (`/auth/refresh`) and the operation
 * retried once; when that cannot cure it (or the BFF already answered SESSION_EXPIRED), the
 * session ends and the browser goes to login (src/lib/session/expiry.ts).
 */
export async function browserGraphQL<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  options: BrowserGraphQLOptions = {},
): Promise<TResult> {
  return withSessionExpiry(() => postGraphQL(document, variables), options);
}

/**
 * Runs a GraphQL request (`send` rejects with GraphQLRequestError on GraphQL errors) under
 * spec §8's rules: on UNAUTHORIZED_ERROR refresh and retry once, then end the session. For
 * requests browserGraphQL cannot send itself, e.g. multipart uploads.
 *
 * A request carrying a session the BFF no longer keeps is answered with the session cookies
 * cleared: as a visitor's where a visitor may ask (no error), else with the session error.
 * Either way the session is over and nothing is left to refresh or end: its keys go and,
 * with a session error, the browser goes to login without another request (none can then
 * race a new sign-in, e.g. on the login page a member page's server render sent it to).
 */
export async function withSessionExpiry<T>(
  send: () => Promise<T>,
  options: BrowserGraphQLOptions = {},
): Promise<T> {
  const signedInBefore = signedInHere();
  const endedByTheBff = () => signedInBefore && !signedInHere();
  try {
    const result = await send();
    if (endedByTheBff()) (await import('../session/expiry')).forgetEndedSession();
    return result;
  } catch (error) {
    const reason = sessionFailureOf(error);
    const ended = endedByTheBff();
    if (!reason && !ended) throw error;
    const expiry = await import('../session/expiry');
    if (ended) {
      expiry.forgetEndedSession();
      if (!reason || options.onSessionExpired === 'throw') throw error;
      return expiry.goToLoginAfterEnd();
    }
    let failure = error;
    if (reason === ErrorCode.UNAUTHORIZED_ERROR && (await expiry.refreshSessionToken())) {
      try {
        return await send();
      } catch (retryError) {
        // The refresh worked, so the session lives: a second UNAUTHORIZED_ERROR is not an
        // expiry (e.g. an identity whose member record sign-up has not made yet).
        if (sessionFailureOf(retryError) !== ErrorCode.SESSION_EXPIRED) throw retryError;
        failure = retryError;
      }
    }
    if (options.onSessionExpired === 'throw') {
      // The session is over all the same (spec §8): its keys go; the caller decides the page.
      expiry.forgetEndedSession();
      throw failure;
    }
    return expiry.endExpiredSession();
  }
}

/** True while the BFF's readable session marker is set in this browser. */
function signedInHere(): boolean {
  const cookies = globalThis.document?.cookie;
  return typeof cookies === 'string' && readAuthRecord(cookies) !== null;
}

/** UNAUTHORIZED_ERROR or SESSION_EXPIRED when any error of the answer carries it. */
function sessionFailureOf(
  error: unknown,
): typeof ErrorCode.UNAUTHORIZED_ERROR | typeof ErrorCode.SESSION_EXPIRED | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const codes = error.errors.map((item) => item.extensions?.code);
  if (codes.includes(ErrorCode.SESSION_EXPIRED)) return ErrorCode.SESSION_EXPIRED;
  if (codes.includes(ErrorCode.UNAUTHORIZED_ERROR)) return ErrorCode.UNAUTHORIZED_ERROR;
  return null;
}

async function postGraphQL<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const { operationName } = operationIdentity(document);
  let response: Response;
  try {
    response = await sendGraphQL('', document, variables, { credentials: 'same-origin' });
  } catch (cause) {
    throw new GraphQLRequestError(`${operationName}: network error`, { cause });
  }
  return readGraphQLResponse<TResult>(response, operationName ?? 'operation');
}
