import { ErrorCode, errorCodeOf, errorMessage } from '@jobsite/domain/errors';
import type { FastifyRequest } from 'fastify';
import { UpstreamError } from '../../upstream/client';

const MUTATIONS = {
  updateUserEmail:
    'mutation UpdateUserEmail($input: UpdateUserEmailInput!) { updateUserEmail(input: $input) { user { id } } }',
  updateUserPhoneNumber:
    'mutation UpdateUserPhoneNumber($input: UpdateUserPhoneNumberInput!) { updateUserPhoneNumber(input: $input) { user { id } } }',
  resetUserPassword:
    'mutation ResetUserPassword($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) { accepted } }',
} as const;

export interface SyncWarning {
  code: string;
  message: string;
}

/**
 * Tells the api about an identity change the BFF just made (spec §7 mutations). The change at
 * the identity provider stands either way; a failure comes back as warnings, and the api's
 * recoverInconsistentUser repairs the record later.
 */
export async function syncIdentityUpstream(
  request: FastifyRequest,
  idToken: string | undefined,
  mutation: keyof typeof MUTATIONS,
  input: Record<string, unknown>,
): Promise<SyncWarning[]> {
  try {
    const response = await request.server.upstream.post(
      JSON.stringify({ query: MUTATIONS[mutation], variables: { input } }),
      { requestId: request.id, ...(idToken ? { idToken } : {}) },
    );
    const result = JSON.parse(response.body) as { errors?: unknown[] };
    const warnings = (result.errors ?? []).map((error) => {
      const code = errorCodeOf(error) ?? ErrorCode.INTERNAL_SERVER_ERROR;
      return { code, message: errorMessage(code) };
    });
    if (warnings.length > 0)
      request.log.warn({ mutation, warnings }, 'api did not take the identity change');
    return warnings;
  } catch (error) {
    const code = error instanceof UpstreamError ? error.code : ErrorCode.UPSTREAM_UNAVAILABLE;
    request.log.warn({ err: error, mutation }, 'api not told about the identity change');
    return [{ code, message: errorMessage(code) }];
  }
}
