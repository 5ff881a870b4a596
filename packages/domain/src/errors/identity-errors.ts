/**
 * Identity provider (Firebase Auth) errors and their Japanese messages (spec §8).
 * Keys are the SDK codes without the 'auth/' prefix.
 */
import { PASSWORD_MIN_LENGTH } from '../constants';
import { RECENT_LOGIN_REQUIRED_MESSAGE } from './messages';

const INVALID_EMAIL_OR_PHONE = 'メールアドレス・電話番号が正しくありません';
const AUTHENTICATION_FAILED = '認証に失敗しました';

export const IDENTITY_ERROR_MESSAGES = Object.freeze({
  'email-already-in-use': 'このメールアドレス・電話番号は既に使用されています',
  'invalid-email': INVALID_EMAIL_OR_PHONE,
  'operation-not-allowed': INVALID_EMAIL_OR_PHONE,
  'weak-password': `${PASSWORD_MIN_LENGTH}文字以上のパスワードを入力してください`,
  'requires-recent-login': RECENT_LOGIN_REQUIRED_MESSAGE,
  'wrong-password': AUTHENTICATION_FAILED,
  // With email enumeration protection, Firebase answers these instead of wrong-password.
  'invalid-credential': AUTHENTICATION_FAILED,
  'invalid-login-credentials': AUTHENTICATION_FAILED,
  'user-not-found': AUTHENTICATION_FAILED,
} as const);
export type IdentityErrorCode = keyof typeof IDENTITY_ERROR_MESSAGES;

/** Spec §8: any other identity error. */
export const IDENTITY_ERROR_FALLBACK_MESSAGE = '登録できませんでした。もう一度お試しください';

/** Identity Toolkit REST API spellings whose SDK code is not their kebab-case form. */
const REST_ERROR_CODES: ReadonlyMap<string, IdentityErrorCode> = new Map([
  ['EMAIL_EXISTS', 'email-already-in-use'],
  ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'requires-recent-login'],
  ['INVALID_PASSWORD', 'wrong-password'],
  ['EMAIL_NOT_FOUND', 'user-not-found'],
  ['INVALID_IDP_RESPONSE', 'invalid-credential'],
]);

function isIdentityErrorCode(value: string): value is IdentityErrorCode {
  return Object.hasOwn(IDENTITY_ERROR_MESSAGES, value);
}

/** The code inside a string, an SDK error ({ code }) or a REST body ({ error: { message } }). */
function rawCode(input: unknown): string | null {
  if (typeof input === 'string') return input;
  if (typeof input !== 'object' || input === null) return null;
  const { code, message, error } = input as {
    code?: unknown;
    message?: unknown;
    error?: { message?: unknown };
  };
  if (typeof code === 'string') return code;
  if (typeof error?.message === 'string') return error.message;
  return typeof message === 'string' ? message : null;
}

/**
 * Catalogued code of an identity error, or null. Accepts 'auth/email-already-in-use',
 * 'email-already-in-use', REST spellings ('EMAIL_EXISTS', 'WEAK_PASSWORD : Password should
 * be at least 6 characters'), SDK messages ('Firebase: Error (auth/wrong-password).') and
 * error objects carrying any of these.
 */
export function normalizeIdentityErrorCode(input: unknown): IdentityErrorCode | null {
  const raw = rawCode(input)?.trim();
  if (!raw) return null;
  const sdkCode = /auth\/([a-z-]+)/.exec(raw)?.[1];
  if (sdkCode !== undefined) return isIdentityErrorCode(sdkCode) ? sdkCode : null;

  // REST messages may carry a reason after ' : '.
  const head = raw.split(':')[0]?.trim() ?? '';
  const mapped = REST_ERROR_CODES.get(head);
  if (mapped) return mapped;
  const kebab = head.toLowerCase().replaceAll('_', '-');
  return isIdentityErrorCode(kebab) ? kebab : null;
}

/** Japanese message of an identity error; the spec's fallback for anything uncatalogued. */
export function identityErrorMessage(input: unknown): string {
  const code = normalizeIdentityErrorCode(input);
  return code ? IDENTITY_ERROR_MESSAGES[code] : IDENTITY_ERROR_FALLBACK_MESSAGE;
}
