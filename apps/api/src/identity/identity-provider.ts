import type { AuthType } from '@jobsite/domain/enums';

/**
 * Who an ID token says the caller is, after it verified (signature, expiry, audience and,
 * when asked, revocation). Email and phone number are as the identity provider holds them.
 */
export interface VerifiedToken {
  uid: string;
  /** Lower-cased; null for an account that signs in by phone number. */
  email: string | null;
  /** Domestic digits ('09012345678'), or null. */
  phoneNumber: string | null;
  authType: AuthType;
  /** When the password was last checked (the token's `auth_time`); absent when unknown. */
  authTime?: Date;
}

/** An account of the identity provider, as an administrator sees it. */
export interface IdentityAccount {
  uid: string;
  /**
   * The email the account signs in with: the member's address, or for a phone account the
   * placeholder address the BFF made (@jobsite/domain PHONE_ACCOUNT_EMAIL_DOMAIN).
   */
  signInEmail: string | null;
  phoneNumber: string | null;
  authType: AuthType;
}

/** The token did not verify (missing, malformed, expired, revoked, of another project). */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/**
 * The identity provider could not be asked (down, unreachable, timing out): not a verdict on
 * the token. Member operations answer UPSTREAM_UNAVAILABLE; public ones are served as to a
 * visitor.
 */
export class IdentityUnavailableError extends Error {
  override readonly name = 'IdentityUnavailableError';
}

/**
 * The identity provider as the api uses it: Firebase Authentication (or its emulator) in
 * src/identity/firebase-identity.ts. The api never signs anyone in; it verifies tokens and
 * answers the account questions of spec §7 (userAuthType, userByPhoneNumber, password reset).
 */
export interface IdentityProvider {
  /** Verifies an ID token; rejects with InvalidTokenError when it does not. */
  verifyIdToken(idToken: string, options: { checkRevoked: boolean }): Promise<VerifiedToken>;
  /** The account with this email or (domestic) phone number, or null. */
  findAccount(identifier: {
    kind: 'email' | 'phone_number';
    value: string;
  }): Promise<IdentityAccount | null>;
  /** Whether the password is the account's (signs in through the REST API and forgets it). */
  checkPassword(signInEmail: string, password: string): Promise<boolean>;
  /** Mails a password reset link (the emulator records it instead). */
  sendPasswordResetEmail(email: string): Promise<void>;
  /** A password reset link for the account, to send by other means (SMS). */
  passwordResetLink(signInEmail: string): Promise<string>;
  /** Creates the account if it does not exist (the demo member); keeps it otherwise. */
  ensureAccount(account: { uid: string; email: string; password: string }): Promise<void>;
  close(): Promise<void>;
}
