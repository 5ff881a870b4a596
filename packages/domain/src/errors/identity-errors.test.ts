import { describe, expect, it } from 'vitest';
import {
  IDENTITY_ERROR_FALLBACK_MESSAGE,
  identityErrorMessage,
  normalizeIdentityErrorCode,
} from './identity-errors';

const IN_USE = 'このメールアドレス・電話番号は既に使用されています';
const INVALID = 'メールアドレス・電話番号が正しくありません';
const WEAK = '6文字以上のパスワードを入力してください';
const RECENT_LOGIN = 'ログインしてから再度お試しください';
const FAILED = '認証に失敗しました';
const FALLBACK = '登録できませんでした。もう一度お試しください';

describe('identityErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', IN_USE],
    ['email-already-in-use', IN_USE],
    ['EMAIL_EXISTS', IN_USE],
    ['auth/invalid-email', INVALID],
    ['INVALID_EMAIL', INVALID],
    ['auth/operation-not-allowed', INVALID],
    ['OPERATION_NOT_ALLOWED', INVALID],
    ['auth/weak-password', WEAK],
    ['WEAK_PASSWORD : Password should be at least 6 characters', WEAK],
    ['auth/requires-recent-login', RECENT_LOGIN],
    ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', RECENT_LOGIN],
    ['auth/wrong-password', FAILED],
    ['INVALID_PASSWORD', FAILED],
    ['auth/invalid-credential', FAILED],
    ['auth/invalid-login-credentials', FAILED],
    ['INVALID_LOGIN_CREDENTIALS', FAILED],
    ['auth/user-not-found', FAILED],
    ['EMAIL_NOT_FOUND', FAILED],
    ['USER_NOT_FOUND', FAILED],
  ])('maps %s', (code, message) => {
    expect(identityErrorMessage(code)).toBe(message);
  });

  it('reads SDK errors, SDK messages and REST error bodies', () => {
    expect(identityErrorMessage({ code: 'auth/email-already-in-use', name: 'FirebaseError' })).toBe(
      IN_USE,
    );
    expect(identityErrorMessage(new Error('Firebase: Error (auth/wrong-password).'))).toBe(FAILED);
    expect(identityErrorMessage({ error: { code: 400, message: 'EMAIL_EXISTS' } })).toBe(IN_USE);
  });

  it.each([
    ['auth/too-many-requests'],
    ['auth/network-request-failed'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER'],
    ['USER_DISABLED'],
    ['auth/'],
    ['constructor'],
    [''],
    [null],
    [undefined],
    [42],
    [{}],
  ])('falls back for %j', (code) => {
    expect(identityErrorMessage(code)).toBe(FALLBACK);
  });

  it('exports the fallback text of spec §8', () => {
    expect(IDENTITY_ERROR_FALLBACK_MESSAGE).toBe(FALLBACK);
  });
});

describe('normalizeIdentityErrorCode', () => {
  it('returns the SDK code without the auth/ prefix', () => {
    expect(normalizeIdentityErrorCode('auth/weak-password')).toBe('weak-password');
    expect(normalizeIdentityErrorCode(' EMAIL_EXISTS ')).toBe('email-already-in-use');
    expect(normalizeIdentityErrorCode('INVALID_LOGIN_CREDENTIALS')).toBe(
      'invalid-login-credentials',
    );
  });

  it('returns null for uncatalogued codes', () => {
    expect(normalizeIdentityErrorCode('auth/popup-closed-by-user')).toBeNull();
    expect(normalizeIdentityErrorCode('hasOwnProperty')).toBeNull();
    expect(normalizeIdentityErrorCode(null)).toBeNull();
  });
});
