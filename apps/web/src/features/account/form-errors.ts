import { ErrorCode, IDENTITY_ERROR_MESSAGES } from '@jobsite/domain/errors';
import type { AuthFailure } from '@/lib/session/auth-api';

/**
 * Where an `/auth/*` refusal shows on a form (spec §8: identity errors next to the field).
 * Pure: the forms pass the BFF's failure and the names of their fields.
 */

export type FormErrors<F extends string> = {
  /** Messages next to fields. */
  fields: Partial<Record<F, string>>;
  /** A message for the whole form, or null. */
  form: string | null;
};

/** No errors: a form's state before a submit and after one that went through. */
export const NO_ERRORS: FormErrors<never> = { fields: {}, form: null };

/** Identity codes about the email or phone number typed. */
const IDENTIFIER_CODES = new Set([
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/operation-not-allowed',
]);
/** Identity codes about a new password. */
const NEW_PASSWORD_CODES = new Set(['auth/weak-password']);
/**
 * Identity codes about the password given to prove who one is. requires-recent-login asks
 * for it again (the email and phone number changes sign in again with the current password).
 */
const CREDENTIAL_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/requires-recent-login',
]);

export type AuthFieldMap<F extends string> = {
  /** The email / phone number field the refusal is about. */
  identifier?: F;
  /** The password field: weak-password and wrong-password messages go here. */
  password?: F;
  /** Every field of the form, to place the BFF's BAD_USER_INPUT fieldErrors. */
  all: readonly F[];
};

export function authFailureErrors<F extends string>(
  failure: Pick<AuthFailure, 'code' | 'message' | 'fieldErrors'>,
  map: AuthFieldMap<F>,
): FormErrors<F> {
  const only = (field: F | undefined): FormErrors<F> =>
    field
      ? { fields: { [field]: failure.message } as Partial<Record<F, string>>, form: null }
      : { fields: {}, form: failure.message };

  if (IDENTIFIER_CODES.has(failure.code)) return only(map.identifier);
  if (NEW_PASSWORD_CODES.has(failure.code) || CREDENTIAL_CODES.has(failure.code)) {
    return only(map.password);
  }
  if (failure.code === ErrorCode.BAD_USER_INPUT) {
    const fields: Partial<Record<F, string>> = {};
    const rest: string[] = [];
    for (const [key, message] of Object.entries(failure.fieldErrors)) {
      if ((map.all as readonly string[]).includes(key)) fields[key as F] = message;
      else rest.push(message);
    }
    if (Object.keys(fields).length === 0) return { fields, form: rest[0] ?? failure.message };
    return { fields, form: rest[0] ?? null };
  }
  return { fields: {}, form: failure.message };
}

type CredentialField = 'emailOrPhoneNumber' | 'password';

/** A refused sign-in or sign-up: both forms name their credential fields the same. */
export function credentialFailureErrors<F extends string>(
  failure: Pick<AuthFailure, 'code' | 'message' | 'fieldErrors'>,
  all: readonly (F | CredentialField)[],
): FormErrors<F | CredentialField> {
  return authFailureErrors(failure, {
    identifier: 'emailOrPhoneNumber',
    password: 'password',
    all,
  });
}

/** True when the failure means the session is over (the page should go to login). */
export function isSessionOver(failure: Pick<AuthFailure, 'code'>): boolean {
  return (
    failure.code === ErrorCode.SESSION_EXPIRED || failure.code === ErrorCode.UNAUTHORIZED_ERROR
  );
}

/** Field errors of a zod result, keyed by the first path segment. */
export function issuesToFieldErrors<F extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'root') as F;
    if (fields[key] === undefined) fields[key] = issue.message;
  }
  return fields;
}

/**
 * The browser checks the same rules the identity provider does (spec §5: 6+ characters; a
 * valid email or mobile number), so it shows §8's message for them, whichever side catches
 * the mistake. An empty field keeps its `required` message.
 */
export function withIdentityMessages<F extends string>(
  fields: Partial<Record<F, string>>,
  map: { identifier?: F; newPassword?: F; requiredMessage: string },
): Partial<Record<F, string>> {
  const result = { ...fields };
  const replace = (field: F | undefined, message: string) => {
    if (field === undefined) return;
    const current = result[field];
    if (current !== undefined && current !== map.requiredMessage) result[field] = message;
  };
  replace(map.identifier, IDENTITY_ERROR_MESSAGES['invalid-email']);
  replace(map.newPassword, IDENTITY_ERROR_MESSAGES['weak-password']);
  return result;
}
