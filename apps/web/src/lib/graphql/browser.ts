'use client';

import {
  type Document,
  GraphQLRequestError,
  operationNameOf,
  readGraphQLResponse,
} from './operation';

/**
 * GraphQL from the browser: same-origin POST to `/graphql` (rewritten to the BFF), with the
 * session cookie. The JSON body is what the BFF's CSRF check asks of cookie-authenticated
 * POSTs (a cross-site form cannot send it).
 */
export async function browserGraphQL<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const query = document.toString();
  const operationName = operationNameOf(query);
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName, variables, query }),
    });
  } catch (cause) {
    throw new GraphQLRequestError(`${operationName}: network error`, { cause });
  }
  return readGraphQLResponse<TResult>(response, operationName ?? 'operation');
}
