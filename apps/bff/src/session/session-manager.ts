import { AUTH_COOKIE, RECENT_LOGIN_MS } from '@jobsite/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityTokens } from '../identity/firebase-rest';
import { IdentityError } from '../identity/identity-errors';
import type { IdentityService, IdentityUser } from '../identity/identity-service';
import { newSessionId, open, seal, storageKeyOf } from './session-crypto';
import type { SessionStore } from './session-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session lasts as the spec's auth record does (§4: 3650 days) from sign-in… */
export const SESSION_LIFETIME_MS = AUTH_COOKIE.lifetimeSeconds * 1000;
/**
 * …unless unused for 30 days (docs/decisions/0025-session-lifetimes.md, OWASP ASVS V7.3.1):
 * the record ends then and the member signs in again. Use is recorded when the tokens are
 * refreshed, which an active session does at least hourly, so the limit is kept to the hour.
 */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** ID tokens are refreshed this long before they expire, so none expires in flight. */
export const REFRESH_AHEAD_MS = 5 * 60 * 1000;

export interface SessionData {
  v: 1;
  user: IdentityUser;
  idToken: string;
  /** Epoch ms. */
  idTokenExpiresAt: number;
  refreshToken: string | null;
  createdAt: number;
  /** Absolute end (createdAt + SESSION_LIFETIME_MS). */
  expiresAt: number;
  /** Epoch ms of the last recorded use (sign-in or token refresh); absent in older records. */
  lastUsedAt?: number;
}

export interface ActiveSession {
  /** The cookie value; never stored or logged. */
  readonly id: string;
  data: SessionData;
}

/** The identity provider refused to refresh: the session has ended (and was deleted). */
export class SessionEnded extends Error {
  override readonly name = 'SessionEnded';
}

/**
 * Server-side sessions: the browser holds only an opaque id; ID and refresh tokens stay
 * here, sealed (see session-crypto), in Redis or in process memory.
 */
export class SessionManager {
  readonly #refreshing = new Map<string, Promise<SessionData>>();

  readonly #now: () => number;

  constructor(
    private readonly store: SessionStore,
    private readonly identity: Pick<IdentityService, 'refresh' | 'revoke'>,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    /** The clock (tests move it instead of waiting). */
    { now = Date.now }: { now?: () => number } = {},
  ) {
    this.#now = now;
  }

  async create(
    tokens: IdentityTokens,
    user: IdentityUser,
    { refreshable = true } = {},
  ): Promise<ActiveSession> {
    const now = this.#now();
    const session: ActiveSession = {
      id: newSessionId(),
      data: {
        v: 1,
        user,
        idToken: tokens.idToken,
        idTokenExpiresAt: tokens.expiresAt,
        refreshToken: refreshable ? tokens.refreshToken : null,
        createdAt: now,
        expiresAt: now + SESSION_LIFETIME_MS,
        lastUsedAt: now,
      },
    };
    await this.store.set(storageKeyOf(session.id), user.uid, ...this.#sealed(session));
    return session;
  }

  /**
   * The session of a cookie value, or null when it is unknown, tampered with or over: past its
   * absolute end, or unused for SESSION_IDLE_MS (then deleted, whatever the store's own expiry).
   */
  async load(id: string): Promise<ActiveSession | null> {
    const sealed = await this.store.get(storageKeyOf(id));
    if (sealed === null) return null;
    const plaintext = open(id, sealed);
    if (plaintext === null) return null;
    const data = JSON.parse(plaintext) as SessionData;
    if (data.v !== 1) return null;
    const now = this.#now();
    if (data.expiresAt <= now || now - lastUseOf(data) >= SESSION_IDLE_MS) {
      await this.store.delete(storageKeyOf(id), data.user.uid);
      return null;
    }
    return { id, data };
  }

  /**
   * Writes back a session in use (new tokens). Throws SessionEnded when the session was ended
   * meanwhile — a sign-out on another device deleted it while this request was in flight — so
   * the request cannot bring it back.
   */
  async save(session: ActiveSession): Promise<void> {
    const written = await this.store.update(
      storageKeyOf(session.id),
      session.data.user.uid,
      ...this.#sealed(session),
    );
    if (!written) throw new SessionEnded('session ended while in use');
  }

  /**
   * Until when (epoch ms) the session's login counts as recent: its ID token's `auth_time`
   * (the last password check, kept across refreshes) plus RECENT_LOGIN_MS (decision 0042).
   */
  recentLoginUntil(session: ActiveSession): number {
    return authTimeOf(session.data.idToken) + RECENT_LOGIN_MS;
  }

  isRecentLogin(session: ActiveSession): boolean {
    return this.#now() < this.recentLoginUntil(session);
  }

  /**
   * The password was just checked again: the tokens of that sign-in (a new `auth_time`)
   * replace the session's. Throws SessionEnded when the session ended meanwhile.
   */
  async reauthenticated(session: ActiveSession, tokens: IdentityTokens): Promise<void> {
    const data: SessionData = {
      ...session.data,
      idToken: tokens.idToken,
      idTokenExpiresAt: tokens.expiresAt,
      refreshToken: session.data.refreshToken === null ? null : tokens.refreshToken,
      lastUsedAt: this.#now(),
    };
    await this.save({ id: session.id, data });
    session.data = data;
  }

  /** The sealed record and its time to live. */
  #sealed(session: ActiveSession): [sealed: string, ttlMs: number] {
    const ttlMs = Math.max(
      1,
      Math.min(session.data.expiresAt, lastUseOf(session.data) + SESSION_IDLE_MS) - this.#now(),
    );
    return [seal(session.id, JSON.stringify(session.data)), ttlMs];
  }

  async destroy(session: ActiveSession): Promise<void> {
    await this.store.delete(storageKeyOf(session.id), session.data.user.uid);
  }

  /** Ends every session of an account in every BFF process. */
  destroyAllOf(uid: string): Promise<number> {
    return this.store.deleteAllOf(uid);
  }

  /**
   * Ends the account's sessions everywhere, as sign-out does: its refresh tokens are revoked
   * at the identity provider (other clients' tokens stop refreshing) and every session of it
   * is deleted here. After a change of the sign-in email the caller starts a new session with
   * tokens issued after this.
   */
  async endAllOf(uid: string): Promise<number> {
    await this.identity.revoke(uid);
    return this.store.deleteAllOf(uid);
  }

  /** True when the ID token expires within REFRESH_AHEAD_MS. */
  needsRefresh(session: ActiveSession): boolean {
    return session.data.idTokenExpiresAt - this.#now() < REFRESH_AHEAD_MS;
  }

  /** An ID token good for at least REFRESH_AHEAD_MS, refreshing first when needed. */
  async idToken(session: ActiveSession): Promise<string> {
    if (this.needsRefresh(session)) await this.refresh(session);
    return session.data.idToken;
  }

  /**
   * Refreshes the tokens now (one refresh per session per process at a time). Throws
   * SessionEnded, after deleting the session, when the identity provider refuses.
   */
  async refresh(session: ActiveSession): Promise<void> {
    let pending = this.#refreshing.get(session.id);
    if (!pending) {
      pending = this.#refresh(session).finally(() => this.#refreshing.delete(session.id));
      this.#refreshing.set(session.id, pending);
    }
    session.data = await pending;
  }

  async #refresh(session: ActiveSession): Promise<SessionData> {
    const { refreshToken } = session.data;
    if (!refreshToken) {
      await this.destroy(session);
      throw new SessionEnded('session without a refresh token expired');
    }
    try {
      const { tokens, user } = await this.identity.refresh(refreshToken);
      const data: SessionData = {
        ...session.data,
        user,
        idToken: tokens.idToken,
        idTokenExpiresAt: tokens.expiresAt,
        refreshToken: tokens.refreshToken,
        lastUsedAt: this.#now(),
      };
      await this.save({ id: session.id, data });
      return data;
    } catch (error) {
      if (error instanceof IdentityError) {
        this.log.info(
          { reason: error.raw, uid: session.data.user.uid },
          'token refresh refused: session ended',
        );
        await this.destroy(session).catch(() => {});
        throw new SessionEnded('token refresh refused', { cause: error });
      }
      throw error;
    }
  }
}

/**
 * When a session was last used. Records written before lastUsedAt existed count from their
 * current ID token's issue (an hour before it expires: tokens are refreshed on use), never
 * from sign-in, so a member active all along is not signed out by the new limit.
 */
function lastUseOf(data: SessionData): number {
  return data.lastUsedAt ?? Math.max(data.createdAt, data.idTokenExpiresAt - ID_TOKEN_LIFETIME_MS);
}

/** Firebase ID tokens last an hour. */
const ID_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** `auth_time` of a (verified) ID token, in epoch ms; 0 when it has none. */
function authTimeOf(idToken: string): number {
  try {
    const payload = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { auth_time?: unknown };
    return typeof payload.auth_time === 'number' ? payload.auth_time * 1000 : 0;
  } catch {
    return 0;
  }
}
