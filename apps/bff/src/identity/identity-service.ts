import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@jobsite/domain/errors';
import {
  isPhoneAccountEmail,
  phoneAccountEmail,
  toDomesticPhoneNumber,
  toE164PhoneNumber,
} from '@jobsite/domain/formatters';
import type { EmailOrPhone } from '@jobsite/domain/validators';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, type DecodedIdToken, getAuth, type UserRecord } from 'firebase-admin/auth';
import { BffError } from '../http/errors';
import { FirebaseRestClient, type IdentityTokens } from './firebase-rest';
import { IdentityError } from './identity-errors';

export type AuthType = EmailOrPhone['kind'];

/** Who is signed in, as the BFF and the marker cookie know it. */
export interface IdentityUser {
  uid: string;
  /** null for an account that signs in by phone number. */
  email: string | null;
  /** Domestic digits ('09012345678'), or null. */
  phoneNumber: string | null;
  authType: AuthType;
}

function adminCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** Turns a firebase-admin failure into an IdentityError (a refusal) or lets a real failure through. */
function rethrowAdmin(error: unknown): never {
  const code = adminCode(error);
  if (code?.startsWith('auth/') && code !== 'auth/internal-error')
    throw new IdentityError(code, { cause: error });
  throw new BffError(ErrorCode.UPSTREAM_UNAVAILABLE, 503, { cause: error });
}

/**
 * Sign-up, sign-in, token refresh and account changes against Firebase Authentication (or
 * its emulator): the REST API for what needs the user's password or tokens, firebase-admin
 * for verification, revocation and what only an administrator may change.
 */
export class IdentityService {
  readonly rest: FirebaseRestClient;
  readonly #app: App;
  readonly #auth: Auth;

  constructor(options: { projectId: string; apiKey: string; emulatorHost?: string | undefined }) {
    this.rest = new FirebaseRestClient({
      apiKey: options.apiKey,
      emulatorHost: options.emulatorHost,
    });
    // A named app per BFF instance, so two instances in one process (tests) stay independent.
    this.#app = initializeApp({ projectId: options.projectId }, `bff-${randomUUID()}`);
    this.#auth = getAuth(this.#app);
  }

  close(): Promise<void> {
    return deleteApp(this.#app);
  }

  /** Creates the account and signs it in. */
  async signUp(
    identifier: EmailOrPhone,
    password: string,
  ): Promise<{ tokens: IdentityTokens; user: IdentityUser }> {
    const email =
      identifier.kind === 'email' ? identifier.value : phoneAccountEmail(`p-${randomUUID()}`);
    let record: UserRecord;
    try {
      record = await this.#auth.createUser({
        email,
        password,
        ...(identifier.kind === 'phone_number'
          ? { phoneNumber: toE164PhoneNumber(identifier.value) }
          : {}),
      });
      // The api reads how the member signs in from the token (createUserWithRelations).
      await this.#auth.setCustomUserClaims(record.uid, { authType: identifier.kind });
    } catch (error) {
      rethrowAdmin(error);
    }
    const tokens = await this.rest.signInWithPassword(email, password);
    return { tokens, user: await this.verify(tokens.idToken) };
  }

  /** Checks the password of the account with this email or phone number. */
  async signIn(
    identifier: EmailOrPhone,
    password: string,
  ): Promise<{ tokens: IdentityTokens; user: IdentityUser }> {
    const email =
      identifier.kind === 'email' ? identifier.value : await this.#emailOfPhone(identifier.value);
    const tokens = await this.rest.signInWithPassword(email, password);
    return { tokens, user: await this.verify(tokens.idToken) };
  }

  /** Verifies an ID token (signature, expiry, project; and revocation when asked). */
  async verify(idToken: string, { checkRevoked = false } = {}): Promise<IdentityUser> {
    let decoded: DecodedIdToken;
    try {
      decoded = await this.#auth.verifyIdToken(idToken, checkRevoked);
    } catch (error) {
      const code = adminCode(error);
      if (code?.startsWith('auth/')) throw new IdentityError(code, { cause: error, code: null });
      throw new BffError(ErrorCode.UPSTREAM_UNAVAILABLE, 503, { cause: error });
    }
    return userOf(decoded);
  }

  /**
   * Refreshes tokens and tells who they belong to now (email or phone may have changed).
   * The new token is checked for revocation: a refresh token revoked by a sign-out elsewhere
   * or a password reset must end the session (the emulator's token endpoint still answers
   * for a revoked refresh token; firebase-admin's check catches it there and in production).
   */
  async refresh(refreshToken: string): Promise<{ tokens: IdentityTokens; user: IdentityUser }> {
    const tokens = await this.rest.refresh(refreshToken);
    return { tokens, user: await this.verify(tokens.idToken, { checkRevoked: true }) };
  }

  /** Ends every session of the account at the identity provider (refresh tokens revoked). */
  async revoke(uid: string): Promise<void> {
    try {
      await this.#auth.revokeRefreshTokens(uid);
    } catch (error) {
      if (adminCode(error) === 'auth/user-not-found') return;
      rethrowAdmin(error);
    }
  }

  /** The sign-in email of an account, or null when there is none (password reset stays silent). */
  async findEmail(
    identifier: EmailOrPhone,
  ): Promise<{ email: string; uid: string; authType: AuthType } | null> {
    try {
      const record =
        identifier.kind === 'email'
          ? await this.#auth.getUserByEmail(identifier.value)
          : await this.#auth.getUserByPhoneNumber(toE164PhoneNumber(identifier.value));
      if (!record.email) return null;
      return {
        email: record.email,
        uid: record.uid,
        authType: authTypeOf(record.email, record.customClaims),
      };
    } catch (error) {
      if (adminCode(error) === 'auth/user-not-found') return null;
      rethrowAdmin(error);
    }
  }

  async uidOfEmail(email: string): Promise<string | null> {
    return (await this.findEmail({ kind: 'email', value: email }))?.uid ?? null;
  }

  /**
   * Changes the sign-in email (the caller has just re-checked the password) and signs in again
   * with it: the change moves the account's valid-since time, so tokens of the old sign-in,
   * and on the emulator even the ones the update returns, may count as revoked.
   */
  async changeEmail(
    idToken: string,
    email: string,
    password: string,
  ): Promise<{ tokens: IdentityTokens; user: IdentityUser }> {
    await this.rest.updateEmail(idToken, email);
    const tokens = await this.rest.signInWithPassword(email, password);
    return { tokens, user: await this.verify(tokens.idToken) };
  }

  /** Changes the phone number (the caller has just re-checked the password). */
  async changePhoneNumber(uid: string, phoneNumber: string): Promise<void> {
    try {
      await this.#auth.updateUser(uid, { phoneNumber: toE164PhoneNumber(phoneNumber) });
    } catch (error) {
      rethrowAdmin(error);
    }
  }

  /** Sets a new password (the caller has just re-checked the current one). */
  async changePassword(uid: string, password: string): Promise<void> {
    try {
      await this.#auth.updateUser(uid, { password });
    } catch (error) {
      rethrowAdmin(error);
    }
  }

  /** Deletes the account at the identity provider (退会); one already gone is not an error. */
  async deleteAccount(uid: string): Promise<void> {
    try {
      await this.#auth.deleteUser(uid);
    } catch (error) {
      if (adminCode(error) === 'auth/user-not-found') return;
      rethrowAdmin(error);
    }
  }

  /** When the account was made and last signed in, for the member's data download. */
  async accountDates(
    uid: string,
  ): Promise<{ createdAt: string | null; lastSignInAt: string | null }> {
    try {
      const { metadata } = await this.#auth.getUser(uid);
      const iso = (value: string | null | undefined) =>
        value ? new Date(value).toISOString() : null;
      return { createdAt: iso(metadata.creationTime), lastSignInAt: iso(metadata.lastSignInTime) };
    } catch (error) {
      rethrowAdmin(error);
    }
  }

  /** Checks the password of a signed-in account again: fresh tokens for a sensitive change. */
  async signInAgain(
    uid: string,
    password: string,
  ): Promise<{ tokens: IdentityTokens; user: IdentityUser }> {
    const tokens = await this.rest.signInWithPassword(await this.signInEmailOf(uid), password);
    return { tokens, user: await this.verify(tokens.idToken) };
  }

  /** The sign-in email of the current account (phone accounts have a generated one). */
  async signInEmailOf(uid: string): Promise<string> {
    try {
      const record = await this.#auth.getUser(uid);
      if (!record.email) throw new IdentityError('auth/user-not-found');
      return record.email;
    } catch (error) {
      if (error instanceof IdentityError) throw error;
      rethrowAdmin(error);
    }
  }

  async #emailOfPhone(phoneNumber: string): Promise<string> {
    const found = await this.findEmail({ kind: 'phone_number', value: phoneNumber });
    // Same answer as a wrong password, so numbers cannot be probed.
    if (!found) throw new IdentityError('INVALID_LOGIN_CREDENTIALS');
    return found.email;
  }
}

function authTypeOf(
  email: string | undefined,
  claims: Record<string, unknown> | undefined,
): AuthType {
  const claimed = claims?.authType;
  if (claimed === 'email' || claimed === 'phone_number') return claimed;
  return isPhoneAccountEmail(email) ? 'phone_number' : 'email';
}

function userOf(token: DecodedIdToken): IdentityUser {
  const email = typeof token.email === 'string' ? token.email : undefined;
  return {
    uid: token.uid,
    email: email && !isPhoneAccountEmail(email) ? email : null,
    phoneNumber: toDomesticPhoneNumber(token.phone_number),
    authType: authTypeOf(email, token as unknown as Record<string, unknown>),
  };
}
