import { IDENTITY_ERROR_MESSAGES } from '@jobsite/domain/errors';
import { describe, expect, it } from 'vitest';
import {
  authFailureErrors,
  isSessionOver,
  issuesToFieldErrors,
  withIdentityMessages,
} from './form-errors';

type Field = 'emailOrPhoneNumber' | 'password';
const map = {
  identifier: 'emailOrPhoneNumber',
  password: 'password',
  all: ['emailOrPhoneNumber', 'password'],
} as const satisfies { identifier: Field; password: Field; all: readonly Field[] };

const failure = (code: string, message: string, fieldErrors = {}) => ({
  code,
  message,
  fieldErrors,
});

describe('authFailureErrors (spec §8: identity errors next to the field)', () => {
  it.each([
    ['auth/email-already-in-use', 'emailOrPhoneNumber'],
    ['auth/invalid-email', 'emailOrPhoneNumber'],
    ['auth/operation-not-allowed', 'emailOrPhoneNumber'],
    ['auth/weak-password', 'password'],
    ['auth/wrong-password', 'password'],
    ['auth/invalid-credential', 'password'],
    ['auth/invalid-login-credentials', 'password'],
    ['auth/user-not-found', 'password'],
    ['auth/requires-recent-login', 'password'],
  ] as const)('%s goes next to %s', (code, field) => {
    const message = IDENTITY_ERROR_MESSAGES[code.slice(5) as keyof typeof IDENTITY_ERROR_MESSAGES];
    expect(authFailureErrors(failure(code, message), map)).toEqual({
      fields: { [field]: message },
      form: null,
    });
  });

  it('puts field-less refusals on the form', () => {
    expect(authFailureErrors(failure('RATE_LIMITED', 'y'), map)).toEqual({ fields: {}, form: 'y' });
    expect(authFailureErrors(failure('auth/unknown', 'z'), map)).toEqual({ fields: {}, form: 'z' });
  });

  it('falls back to the form when the form has no such field', () => {
    expect(authFailureErrors(failure('auth/weak-password', 'w'), { all: [] })).toEqual({
      fields: {},
      form: 'w',
    });
  });

  it('places BAD_USER_INPUT fieldErrors on the fields the form has', () => {
    expect(
      authFailureErrors(
        failure('BAD_USER_INPUT', '入力内容に誤りがあります。', { password: 'p', other: 'o' }),
        map,
      ),
    ).toEqual({ fields: { password: 'p' }, form: 'o' });
    expect(
      authFailureErrors(failure('BAD_USER_INPUT', 'general', { oobCode: 'bad' }), map),
    ).toEqual({ fields: {}, form: 'bad' });
  });
});

describe('isSessionOver', () => {
  it('is true for SESSION_EXPIRED and UNAUTHORIZED_ERROR only', () => {
    expect(isSessionOver({ code: 'SESSION_EXPIRED' })).toBe(true);
    expect(isSessionOver({ code: 'UNAUTHORIZED_ERROR' })).toBe(true);
    expect(isSessionOver({ code: 'auth/wrong-password' })).toBe(false);
  });
});

describe('issuesToFieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    expect(
      issuesToFieldErrors([
        { path: ['password'], message: 'a' },
        { path: ['password'], message: 'b' },
        { path: ['desiredOccupationIds', 0], message: 'c' },
        { path: [], message: 'd' },
      ]),
    ).toEqual({ password: 'a', desiredOccupationIds: 'c', root: 'd' });
  });
});

describe('withIdentityMessages', () => {
  const options = {
    identifier: 'emailOrPhoneNumber',
    newPassword: 'password',
    requiredMessage: '入力してください',
  } as const;

  it("shows §8's messages for the rules the identity provider checks", () => {
    expect(
      withIdentityMessages<Field>(
        { emailOrPhoneNumber: 'x', password: '6文字以上で入力してください' },
        options,
      ),
    ).toEqual({
      emailOrPhoneNumber: IDENTITY_ERROR_MESSAGES['invalid-email'],
      password: IDENTITY_ERROR_MESSAGES['weak-password'],
    });
  });

  it('keeps the required message for empty fields and leaves other fields alone', () => {
    expect(
      withIdentityMessages<Field | 'name'>(
        { emailOrPhoneNumber: '入力してください', name: 'n' },
        options,
      ),
    ).toEqual({ emailOrPhoneNumber: '入力してください', name: 'n' });
  });
});
