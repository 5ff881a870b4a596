import {
  IDENTITY_ERROR_FALLBACK_MESSAGE,
  IDENTITY_ERROR_MESSAGES,
  type IdentityErrorCode,
  normalizeIdentityErrorCode,
} from '@jobsite/domain/errors';

/**
 * firebase-admin spells some errors differently from the client SDK that §8 catalogues;
 * these are the same situations.
 */
const ADMIN_ERROR_CODES: ReadonlyMap<string, IdentityErrorCode> = new Map([
  ['email-already-exists', 'email-already-in-use'],
  ['phone-number-already-exists', 'email-already-in-use'],
  ['invalid-password', 'weak-password'],
  ['invalid-phone-number', 'invalid-email'],
]);

/** Identity Toolkit REST spellings the domain table does not list. */
const REST_ERROR_CODES: ReadonlyMap<string, IdentityErrorCode> = new Map([
  ['PHONE_NUMBER_EXISTS', 'email-already-in-use'],
  ['INVALID_LOGIN_CREDENTIALS', 'invalid-login-credentials'],
]);

/** An identity provider refusal, with its §8 code (null: anything else) and Japanese message. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly code: IdentityErrorCode | null;
  readonly displayMessage: string;

  constructor(
    readonly raw: string,
    options?: { cause?: unknown; code?: IdentityErrorCode | null },
  ) {
    super(`identity provider: ${raw}`, { cause: options?.cause });
    this.code = options?.code !== undefined ? options.code : identityErrorCode(raw);
    this.displayMessage = this.code
      ? IDENTITY_ERROR_MESSAGES[this.code]
      : IDENTITY_ERROR_FALLBACK_MESSAGE;
  }

  /** `auth/<code>` for the client, `auth/unknown` for anything uncatalogued. */
  get clientCode(): string {
    return `auth/${this.code ?? 'unknown'}`;
  }
}

/** §8 code of a REST message ('EMAIL_EXISTS', 'WEAK_PASSWORD : …') or an admin code ('auth/email-already-exists'). */
export function identityErrorCode(raw: string): IdentityErrorCode | null {
  const admin = /auth\/([a-z-]+)/.exec(raw)?.[1];
  if (admin && ADMIN_ERROR_CODES.has(admin)) return ADMIN_ERROR_CODES.get(admin) ?? null;
  const head = raw.split(':')[0]?.trim() ?? '';
  if (REST_ERROR_CODES.has(head)) return REST_ERROR_CODES.get(head) ?? null;
  return normalizeIdentityErrorCode(raw);
}

/** The §8 message of an identity error of any spelling. */
export function identityMessage(raw: string): string {
  const code = identityErrorCode(raw);
  return code ? IDENTITY_ERROR_MESSAGES[code] : IDENTITY_ERROR_FALLBACK_MESSAGE;
}

/** Refusals of an email or phone number and password pair: answered alike (no account probing). */
const CREDENTIAL_REFUSALS: ReadonlySet<IdentityErrorCode> = new Set<IdentityErrorCode>([
  'wrong-password',
  'user-not-found',
  'invalid-login-credentials',
  'invalid-credential',
]);

/**
 * Whether the identity provider refused the credentials themselves: a wrong password or no
 * such account. Sign-in answers both as `invalid-login-credentials`. A disabled account is
 * not one of them: it gets the §8 fallback ("anything else"), which names no field.
 */
export function isCredentialRefusal(error: unknown): boolean {
  return error instanceof IdentityError && !!error.code && CREDENTIAL_REFUSALS.has(error.code);
}

/** Under the password field of a sensitive step (password change, 退会) when it is wrong. */
export const WRONG_PASSWORD_MESSAGE = 'パスワードが正しくありません';

/**
 * The password given again for a sensitive step is not the account's: answered as
 * `auth/wrong-password` with the message on that field. The account is known here (signed
 * in), so naming the field tells nothing new.
 */
export class WrongPassword extends IdentityError {
  constructor(
    readonly field: string,
    options: { cause?: unknown },
  ) {
    super('auth/wrong-password', { ...options, code: 'wrong-password' });
  }
}
