'use client';

import { uploadFormData } from '../../features/messages/multipart';
import { withSessionExpiry } from './browser';
import {
  type Document,
  GraphQLRequestError,
  operationNameOf,
  readGraphQLResponse,
} from './operation';

/**
 * Sends a mutation with one file as a multipart request through `/graphql`; the
 * `x-csrf-protection` header is what the BFF asks of a multipart POST (a cross-site form
 * cannot set it). `filePath` is the file's variable (e.g. `input.file`). Session expiry is
 * handled as for browserGraphQL.
 */
export async function uploadGraphQL<TResult, TVariables extends Record<string, unknown>>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  filePath: string,
  file: File,
): Promise<TResult> {
  const query = document.toString();
  const operationName = operationNameOf(query);
  const body = uploadFormData({ query, operationName, variables }, filePath, file, file.name);
  return withSessionExpiry(async () => {
    let response: Response;
    try {
      response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-csrf-protection': '1' },
        body,
      });
    } catch (cause) {
      throw new GraphQLRequestError(`${operationName}: network error`, { cause });
    }
    return readGraphQLResponse<TResult>(response, operationName ?? 'upload');
  });
}
