import type { AuthType } from '@jobsite/domain/enums';
import { ErrorCode, errorMessage, type FieldErrors } from '@jobsite/domain/errors';

/**
 * The BFF's `/auth/*` endpoints from the browser (same origin, rewritten by src/proxy.ts;
 * JSON bodies satisfy the BFF's CSRF check). Every call resolves, never throws: failures
 * come back as `{ ok: false, code, message, fieldErrors }` where `message` is already the
 * Japanese text of spec §8 (the BFF maps identity errors, e.g. `auth/email-already-in-use`).
 */

/** The identity the BFF reports (no token ever reaches the browser). */
export type AuthUser = {
  uid: string;
  email: string | null;
  /** Domestic digits ('09012345678') for phone accounts. */
  phoneNumber: string | null;
  authType: AuthType;
};

export type AuthFailure = {
  ok: false;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** An ErrorCode or `auth/<identity code>`. */
  code: string;
  /** Japanese, ready to show. */
  message: string;
  fieldErrors: FieldErrors;
};
export type AuthResult<T> = { ok: true; data: T } | AuthFailure;

type Credentials = { emailOrPhoneNumber: string; password: string };
type Warning = { code: string; message: string };

async function callAuth<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<AuthResult<T>> {
  const method = init.method ?? 'POST';
  let response: Response;
  try {
    response = await fetch(`/auth/${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    return failure(0, ErrorCode.UPSTREAM_UNAVAILABLE);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy error page or an empty answer: reported below by status.
  }
  if (response.ok && body !== null) return { ok: true, data: body as T };
  const error = (body as { error?: Partial<Omit<AuthFailure, 'ok' | 'status'>> } | null)?.error;
  if (error?.code) {
    return {
      ok: false,
      status: response.status,
      code: error.code,
      message: error.message || errorMessage(error.code),
      fieldErrors: error.fieldErrors ?? {},
    };
  }
  return failure(
    response.status,
    response.status >= 500 ? ErrorCode.UPSTREAM_UNAVAILABLE : ErrorCode.INTERNAL_SERVER_ERROR,
  );
}

function failure(status: number, code: ErrorCode): AuthFailure {
  return { ok: false, status, code, message: errorMessage(code), fieldErrors: {} };
}

/** Creates the identity-provider account and signs in (session cookies set). */
export function signUp(credentials: Credentials) {
  return callAuth<{ user: AuthUser }>('signup', { body: credentials });
}

export function signIn(credentials: Credentials) {
  return callAuth<{ user: AuthUser }>('signin', { body: credentials });
}

/** Signs out everywhere (the BFF revokes the account's refresh tokens) and clears cookies. */
export function signOutEverywhere() {
  return callAuth<{ signedOut: true }>('signout', { body: {} });
}

/** Ends only this browser's session and clears its cookies (used when a session expires). */
export function endThisSession() {
  return callAuth<{ signedOut: true }>('token', { method: 'DELETE' });
}

/** Spec §7's token refresh: ok while the identity provider still honours the session. */
export function refreshSession() {
  return callAuth<{ user: AuthUser; expiresAt: string }>('refresh', { body: {} });
}

/** Always accepted when the input is valid (accounts cannot be probed). */
export function requestPasswordReset(emailOrPhoneNumber: string) {
  return callAuth<{ accepted: true }>('password-reset', { body: { emailOrPhoneNumber } });
}

/** Sets a new password with the code of the reset email (`oobCode`). */
export function confirmPasswordReset(oobCode: string, password: string) {
  return callAuth<{ passwordReset: true }>('password-reset/confirm', {
    body: { oobCode, password },
  });
}

/** Changes the sign-in email; `password` is the current one. */
export function changeEmail(email: string, password: string) {
  return callAuth<{ user: AuthUser; warnings?: Warning[] }>('email', {
    body: { email, password },
  });
}

/** Changes the mobile number; `password` is the current one. */
export function changePhoneNumber(phoneNumber: string, password: string) {
  return callAuth<{ user: AuthUser; warnings?: Warning[] }>('phone-number', {
    body: { phoneNumber, password },
  });
}

/** Changes the password; the BFF checks the current one and ends the other sessions. */
export function changePassword(currentPassword: string, newPassword: string) {
  return callAuth<{ user: AuthUser }>('password', { body: { currentPassword, newPassword } });
}

/** Whether this session's login is recent enough for 退会 and the data download. */
export function recentLogin() {
  return callAuth<{ recent: boolean; recentLoginUntil: string }>('recent-login', {
    method: 'GET',
  });
}

/** The password entered again: the login counts as recent from now (decision 0042). */
export function reauthenticate(password: string) {
  return callAuth<{ recentLoginUntil: string }>('reauthenticate', { body: { password } });
}

/** Everything held about the member (identity and the api's records), as sections. */
export function fetchMyData() {
  return callAuth<Record<string, unknown>>('my-data', { method: 'GET' });
}

/** 退会: deletes the member and the identity account; every session ends. */
export function withdraw(confirmOpenEntries: boolean) {
  return callAuth<{ deleted: true }>('withdraw', { body: { confirmOpenEntries } });
}
