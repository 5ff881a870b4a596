import { ErrorCode } from './error-codes';
import { AUTH_REQUIRED_DISPLAY_MESSAGE, AUTH_REQUIRED_MESSAGE } from './messages';

/**
 * Thrown when the auth record (uid, token, email) is read while signed out (spec §8).
 * `message` is the spec's English text for logs; `displayMessage` is what the user sees.
 */
export class AuthRequiredError extends Error {
  override readonly name = 'AuthRequiredError';
  readonly code = ErrorCode.UNAUTHORIZED_ERROR;
  readonly displayMessage = AUTH_REQUIRED_DISPLAY_MESSAGE;

  constructor(options?: { cause?: unknown }) {
    super(AUTH_REQUIRED_MESSAGE, options);
  }
}
