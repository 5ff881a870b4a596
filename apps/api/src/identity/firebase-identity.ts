import { randomUUID } from 'node:crypto';
import {
  isPhoneAccountEmail,
  toDomesticPhoneNumber,
  toE164PhoneNumber,
} from '@jobsite/domain/formatters';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, type DecodedIdToken, getAuth, type UserRecord } from 'firebase-admin/auth';
import {
  type IdentityAccount,
  type IdentityProvider,
  IdentityUnavailableError,
  InvalidTokenError,
  type VerifiedToken,
} from './identity-provider';

const REST_TIMEOUT_MS = 5000;

export interface FirebaseIdentityOptions {
  projectId: string;
  /** host:port of the Auth emulator; unset: Firebase itself. */
  emulatorHost?: string | undefined;
  /** Web API key for the REST calls (any value on the emulator). */
  apiKey?: string | undefined;
}

function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** firebase-admin could not reach Firebase (or the emulator): down, refused, timing out. */
function isUnreachable(code: string | null): boolean {
  return code === 'app/network-error' || code === 'app/network-timeout';
}

/** A refusal of the token (as opposed to the provider being unreachable). */
function isTokenRefusal(code: string | null): boolean {
  return (code?.startsWith('auth/') ?? false) && code !== 'auth/internal-error';
}

function authTypeOf(
  email: string | null | undefined,
  claims: Record<string, unknown> | undefined,
): VerifiedToken['authType'] {
  const claimed = claims?.authType;
  if (claimed === 'email' || claimed === 'phone_number') return claimed;
  return isPhoneAccountEmail(email) ? 'phone_number' : 'email';
}

function tokenOf(decoded: DecodedIdToken): VerifiedToken {
  const email = decoded.email?.toLowerCase() ?? null;
  return {
    uid: decoded.uid,
    email: isPhoneAccountEmail(email) ? null : email,
    phoneNumber: toDomesticPhoneNumber(decoded.phone_number),
    authType: authTypeOf(email, decoded as unknown as Record<string, unknown>),
    authTime: new Date(decoded.auth_time * 1000),
  };
}

function accountOf(record: UserRecord): IdentityAccount {
  const email = record.email?.toLowerCase() ?? null;
  return {
    uid: record.uid,
    signInEmail: email,
    phoneNumber: toDomesticPhoneNumber(record.phoneNumber),
    authType: authTypeOf(email, record.customClaims),
  };
}

/**
 * Firebase Authentication through firebase-admin (verification, accounts) and the Identity
 * Toolkit REST API (password checks, reset mail). With an emulator host both go to the
 * emulator; firebase-admin reads that host from the environment only, so it is set there.
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  readonly #app: App;
  readonly #auth: Auth;
  readonly #identityToolkit: string;
  readonly #apiKey: string | undefined;

  constructor(options: FirebaseIdentityOptions) {
    if (options.emulatorHost) {
      const inEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST;
      if (inEnv && inEnv !== options.emulatorHost) {
        throw new Error(
          `FIREBASE_AUTH_EMULATOR_HOST differs between config (${options.emulatorHost}) and environment (${inEnv})`,
        );
      }
      process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
    }
    // A named app per api instance, so several in one process (tests) stay independent.
    this.#app = initializeApp({ projectId: options.projectId }, `api-${randomUUID()}`);
    this.#auth = getAuth(this.#app);
    this.#identityToolkit = options.emulatorHost
      ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1';
    this.#apiKey = options.apiKey ?? (options.emulatorHost ? 'emulator-api-key' : undefined);
  }

  async verifyIdToken(idToken: string, { checkRevoked }: { checkRevoked: boolean }) {
    try {
      return tokenOf(await this.#auth.verifyIdToken(idToken, checkRevoked));
    } catch (error) {
      if (isTokenRefusal(codeOf(error))) throw new InvalidTokenError(codeOf(error) ?? 'invalid');
      if (isUnreachable(codeOf(error))) {
        throw new IdentityUnavailableError(codeOf(error) ?? 'unreachable', { cause: error });
      }
      throw error;
    }
  }

  async findAccount(identifier: { kind: 'email' | 'phone_number'; value: string }) {
    try {
      const record =
        identifier.kind === 'email'
          ? await this.#auth.getUserByEmail(identifier.value)
          : await this.#auth.getUserByPhoneNumber(toE164PhoneNumber(identifier.value));
      return accountOf(record);
    } catch (error) {
      if (codeOf(error) === 'auth/user-not-found') return null;
      throw error;
    }
  }

  async checkPassword(signInEmail: string, password: string): Promise<boolean> {
    const response = await this.#rest('accounts:signInWithPassword', {
      email: signInEmail,
      password,
      returnSecureToken: false,
    });
    if (response.ok) return true;
    if (response.status >= 500) throw new Error(`identity provider answered ${response.status}`);
    return false;
  }

  async sendPasswordResetEmail(email: string): Promise<void> {
    const response = await this.#rest('accounts:sendOobCode', {
      requestType: 'PASSWORD_RESET',
      email,
    });
    // 400 EMAIL_NOT_FOUND and the like stay silent: resets never tell whether an account exists.
    if (response.status >= 500) throw new Error(`identity provider answered ${response.status}`);
  }

  passwordResetLink(signInEmail: string): Promise<string> {
    return this.#auth.generatePasswordResetLink(signInEmail);
  }

  async ensureAccount(account: { uid: string; email: string; password: string }): Promise<void> {
    try {
      await this.#auth.getUser(account.uid);
      return;
    } catch (error) {
      if (codeOf(error) !== 'auth/user-not-found') throw error;
    }
    await this.#auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      emailVerified: true,
    });
    await this.#auth.setCustomUserClaims(account.uid, { authType: 'email' });
  }

  close(): Promise<void> {
    return deleteApp(this.#app);
  }

  async #rest(path: string, body: Record<string, unknown>): Promise<Response> {
    if (!this.#apiKey) throw new Error('FIREBASE_API_KEY is not configured');
    const response = await fetch(
      `${this.#identityToolkit}/${path}?key=${encodeURIComponent(this.#apiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REST_TIMEOUT_MS),
      },
    );
    await response.body?.cancel();
    return response;
  }
}
