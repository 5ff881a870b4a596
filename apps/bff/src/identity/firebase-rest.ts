import { ErrorCode } from '@jobsite/domain/errors';
import { BffError } from '../http/errors';
import { IdentityError } from './identity-errors';

/** Tokens the identity provider hands out on sign-in, sign-up, refresh and email change. */
export interface IdentityTokens {
  uid: string;
  idToken: string;
  refreshToken: string;
  /** Epoch ms when the ID token expires. */
  expiresAt: number;
}

const TIMEOUT_MS = 5000;

/**
 * Firebase Authentication's REST API (Identity Toolkit and Secure Token), or the emulator's
 * copy of it. The only calls that need the user's password or refresh token; everything an
 * administrator may do goes through firebase-admin.
 */
export class FirebaseRestClient {
  readonly #identityToolkit: string;
  readonly #secureToken: string;
  readonly #apiKey: string;

  constructor({ apiKey, emulatorHost }: { apiKey: string; emulatorHost?: string | undefined }) {
    this.#apiKey = apiKey;
    this.#identityToolkit = emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1';
    this.#secureToken = emulatorHost
      ? `http://${emulatorHost}/securetoken.googleapis.com/v1`
      : 'https://securetoken.googleapis.com/v1';
  }

  async signInWithPassword(email: string, password: string): Promise<IdentityTokens> {
    const body = await this.#call<TokenResponse>(
      `${this.#identityToolkit}/accounts:signInWithPassword`,
      {
        email,
        password,
        returnSecureToken: true,
      },
    );
    return tokensOf(body);
  }

  /** Exchanges a refresh token for a new ID token (and possibly a new refresh token). */
  async refresh(refreshToken: string): Promise<IdentityTokens> {
    const body = await this.#call<{
      id_token: string;
      refresh_token: string;
      expires_in: string;
      user_id: string;
    }>(
      `${this.#secureToken}/token`,
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
    return {
      uid: body.user_id,
      idToken: body.id_token,
      refreshToken: body.refresh_token,
      expiresAt: Date.now() + Number(body.expires_in) * 1000,
    };
  }

  /** Mails a password reset link (the emulator records it instead). */
  async sendPasswordResetEmail(email: string): Promise<void> {
    await this.#call(`${this.#identityToolkit}/accounts:sendOobCode`, {
      requestType: 'PASSWORD_RESET',
      email,
    });
  }

  /** Completes a reset with the code from the mail; returns the account's email. */
  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<string> {
    const body = await this.#call<{ email: string }>(
      `${this.#identityToolkit}/accounts:resetPassword`,
      {
        oobCode,
        newPassword,
      },
    );
    return body.email;
  }

  /** Changes the email of the signed-in account; the old tokens stop working, new ones come back. */
  async updateEmail(idToken: string, email: string): Promise<IdentityTokens> {
    const body = await this.#call<TokenResponse>(`${this.#identityToolkit}/accounts:update`, {
      idToken,
      email,
      returnSecureToken: true,
    });
    return tokensOf(body);
  }

  async #call<T>(url: string, payload: Record<string, unknown> | URLSearchParams): Promise<T> {
    const form = payload instanceof URLSearchParams;
    let response: Response;
    try {
      response = await fetch(`${url}?key=${encodeURIComponent(this.#apiKey)}`, {
        method: 'POST',
        headers: {
          'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body: form ? payload.toString() : JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new BffError(
        timedOut ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_UNAVAILABLE,
        timedOut ? 504 : 503,
        {
          cause: error,
        },
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new BffError(ErrorCode.UPSTREAM_UNAVAILABLE, 503, {
        cause: new Error(`identity provider answered ${response.status}`),
      });
    }
    if (!response.ok) {
      const message = (body as { error?: { message?: unknown } }).error?.message;
      if (response.status >= 500 || typeof message !== 'string') {
        throw new BffError(ErrorCode.UPSTREAM_UNAVAILABLE, 503, {
          cause: new Error(`identity provider answered ${response.status}`),
        });
      }
      throw new IdentityError(message);
    }
    return body as T;
  }
}

interface TokenResponse {
  localId: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

function tokensOf(body: TokenResponse): IdentityTokens {
  return {
    uid: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresAt: Date.now() + Number(body.expiresIn) * 1000,
  };
}
