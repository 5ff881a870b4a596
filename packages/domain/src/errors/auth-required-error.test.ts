import { describe, expect, it } from 'vitest';
import { AuthRequiredError } from './auth-required-error';
import { AUTH_REQUIRED_DISPLAY_MESSAGE } from './messages';

describe('AuthRequiredError', () => {
  it('carries the spec English message, the Japanese display text and the §8 code', () => {
    const error = new AuthRequiredError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AuthRequiredError');
    expect(error.message).toBe('unauthorized. Please auth first');
    expect(error.displayMessage).toBe(AUTH_REQUIRED_DISPLAY_MESSAGE);
    expect(error.code).toBe('UNAUTHORIZED_ERROR');
  });

  it('keeps a cause', () => {
    const cause = new Error('cookie missing');
    expect(new AuthRequiredError({ cause }).cause).toBe(cause);
  });

  it('is not confused with a plain Error', () => {
    expect(new Error('unauthorized. Please auth first')).not.toBeInstanceOf(AuthRequiredError);
  });
});
