import { IDENTITY_ERROR_FALLBACK_MESSAGE, IDENTITY_ERROR_MESSAGES } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import { IdentityError, identityMessage } from './identity-errors';

describe('identity errors map to the messages of spec §8', () => {
  it.each([
    // REST API (sign-in, sign-up, update) spellings
    ['EMAIL_EXISTS', 'email-already-in-use'],
    ['PHONE_NUMBER_EXISTS', 'email-already-in-use'],
    ['INVALID_EMAIL', 'invalid-email'],
    ['OPERATION_NOT_ALLOWED', 'operation-not-allowed'],
    ['WEAK_PASSWORD : Password should be at least 6 characters', 'weak-password'],
    ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'requires-recent-login'],
    ['INVALID_PASSWORD', 'wrong-password'],
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-login-credentials'],
    ['EMAIL_NOT_FOUND', 'user-not-found'],
    // firebase-admin spellings
    ['auth/email-already-exists', 'email-already-in-use'],
    ['auth/phone-number-already-exists', 'email-already-in-use'],
    ['auth/invalid-password', 'weak-password'],
    ['auth/invalid-phone-number', 'invalid-email'],
    ['auth/invalid-email', 'invalid-email'],
  ] as const)('%s → %s', (raw, code) => {
    const error = new IdentityError(raw);
    expect(error.code).toBe(code);
    expect(error.clientCode).toBe(`auth/${code}`);
    expect(error.displayMessage).toBe(IDENTITY_ERROR_MESSAGES[code]);
  });

  it('answers anything else with the fallback message', () => {
    expect(new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER').clientCode).toBe('auth/unknown');
    expect(identityMessage('USER_DISABLED')).toBe(IDENTITY_ERROR_FALLBACK_MESSAGE);
  });

  it('uses the spec messages for the named cases', () => {
    expect(identityMessage('EMAIL_EXISTS')).toBe(
      'このメールアドレス・電話番号は既に使用されています',
    );
    expect(identityMessage('INVALID_PASSWORD')).toBe('認証に失敗しました');
  });
});
