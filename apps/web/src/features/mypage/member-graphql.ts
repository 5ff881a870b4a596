import { sessionCookieNames } from '@jobsite/domain/constants';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { type Document, GraphQLRequestError } from '@/lib/graphql/operation';
import { requestGraphQL } from '@/lib/graphql/server';
import { loginPathAfterExpiry, loginPathFor } from '@/lib/session/redirect';
import { getAuthRecord } from '@/lib/session/server';
import { isSessionFailure } from './mutation-result';

/**
 * Member GraphQL from the web server (member pages' server components and server actions):
 * the browser's HttpOnly session cookie is passed to the BFF, which adds the member's ID
 * token (and refreshes it) exactly as for the browser's own `/graphql` calls. Nothing is
 * cached: every answer is personal. Reading cookies makes the route dynamic, which member
 * pages are anyway.
 */

const SESSION_COOKIES = [sessionCookieNames(true).session, sessionCookieNames(false).session];

/** The session cookie and the visitor's address (the BFF's per-client limits) for the BFF. */
async function forwardedHeaders(): Promise<Record<string, string>> {
  const jar = await cookies();
  const sent = SESSION_COOKIES.flatMap((name) => {
    const value = jar.get(name)?.value;
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
  const incoming = await headers();
  const forwardedFor = incoming.get('x-forwarded-for') ?? incoming.get('x-real-ip');
  return {
    ...(sent.length > 0 ? { cookie: sent.join('; ') } : {}),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  };
}

/** One member operation; rejects with GraphQLRequestError like `requestGraphQL`. */
export async function memberRequest<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return requestGraphQL(document, variables, await forwardedHeaders());
}

/**
 * A member page's data. A visitor goes to login and comes back to `returnPath`; a session the
 * BFF could not keep alive (spec §8) goes to login with `redirect_path` as well.
 */
export async function loadMemberPage<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  returnPath: string,
): Promise<TResult> {
  if (!(await getAuthRecord())) redirect(loginPathFor(returnPath));
  try {
    return await memberRequest(document, variables);
  } catch (error) {
    if (error instanceof GraphQLRequestError && isSessionFailure(error.code)) {
      const [pathname = '/', search = ''] = returnPath.split('?');
      redirect(loginPathAfterExpiry(pathname, search));
    }
    throw error;
  }
}
