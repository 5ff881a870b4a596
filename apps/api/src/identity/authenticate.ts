import type { FastifyRequest } from 'fastify';
import { type IdentityProvider, InvalidTokenError, type VerifiedToken } from './identity-provider';

/** What the context knows of a caller that presented a token that verified. */
export interface Authentication {
  token: VerifiedToken;
  /**
   * Checks the token was not revoked since it was issued (sign-out everywhere, password
   * reset): a round trip to the identity provider, so the context runs it only for member
   * operations, once per request. Absent where the caller is trusted (tests of the catalogue).
   */
  checkRevoked?: () => Promise<void>;
}

/** Most characters an ID token has (Firebase's are ~1 KB; the header limit bounds the rest). */
const MAX_TOKEN_LENGTH = 8192;

/** The ID token of a request: `token-type: end-user` and `authorization: <token>` (spec §6). */
export function idTokenOf(request: FastifyRequest): string | undefined {
  const tokenType = request.headers['token-type'];
  if (tokenType !== undefined && tokenType !== 'end-user') return undefined;
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return token;
}

/**
 * The context's `authenticate`: verifies the request's ID token (signature, expiry, project;
 * no network on the emulator, cached public keys on Firebase) and hands back the revocation
 * check for later. No token or a token that does not verify is a visitor; member operations
 * then answer UNAUTHORIZED_ERROR. The uid comes from the verified token and nowhere else.
 */
export function tokenAuthenticator(identity: IdentityProvider) {
  return async (request: FastifyRequest): Promise<Authentication | undefined> => {
    const idToken = idTokenOf(request);
    if (!idToken) return undefined;
    let token: VerifiedToken;
    try {
      token = await identity.verifyIdToken(idToken, { checkRevoked: false });
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        request.log.debug({ reason: error.message }, 'ID token refused; treated as a visitor');
        return undefined;
      }
      throw error;
    }
    return {
      token,
      checkRevoked: async () => {
        await identity.verifyIdToken(idToken, { checkRevoked: true });
      },
    };
  };
}
