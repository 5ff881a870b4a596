import cookie from '@fastify/cookie';
import { sessionCookieNames as domainSessionCookieNames } from '@jobsite/domain/constants';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import type { IdentityUser } from '../identity/identity-service';
import { isSessionId } from '../session/session-crypto';
import { type ActiveSession, SessionManager } from '../session/session-manager';
import { MemorySessionStore, RedisSessionStore } from '../session/session-store';

/** Cookie names: `__Host-` prefixed on https (Secure, Path=/, no Domain), plain on local http. */
export interface SessionCookieNames {
  /** HttpOnly: the opaque session id. */
  session: string;
  /** Readable by page scripts: `{"uid","email"}` URL-encoded, no token (spec §4 auth record). */
  marker: string;
}

export function sessionCookieNames(secure: boolean): SessionCookieNames {
  const names = domainSessionCookieNames(secure);
  return { session: names.session, marker: names.authRecord };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    sessionCookies: SessionCookieNames;
  }
  interface FastifyRequest {
    /** The caller's session (read once per request), or null for a visitor. */
    loadSession(): Promise<ActiveSession | null>;
    sessionPromise: Promise<ActiveSession | null> | null;
  }
  interface FastifyReply {
    /** Sets the session and marker cookies. */
    setSessionCookies(session: ActiveSession): FastifyReply;
    /** Expires both cookies. */
    clearSessionCookies(): FastifyReply;
  }
}

async function sessionPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  const secure = new URL(opts.config.SITE_ORIGIN).protocol === 'https:';
  const names = sessionCookieNames(secure);
  const base = { path: '/', sameSite: 'lax' as const, secure };

  await app.register(cookie);
  const store = app.redis
    ? new RedisSessionStore(app.redis, opts.config.REDIS_KEY_PREFIX)
    : new MemorySessionStore();
  app.decorate('sessions', new SessionManager(store, app.identity, app.log));
  app.decorate('sessionCookies', names);

  app.decorateRequest('sessionPromise', null);
  app.decorateRequest('loadSession', function loadSession(this: FastifyRequest) {
    if (!this.sessionPromise) {
      const id = this.cookies[names.session];
      this.sessionPromise = isSessionId(id) ? app.sessions.load(id) : Promise.resolve(null);
      // A cookie whose session is gone (signed out elsewhere, expired): drop it.
      if (id !== undefined) {
        void this.sessionPromise.then(
          (session) => {
            if (!session) this.staleSessionCookie = true;
          },
          () => {},
        );
      }
    }
    return this.sessionPromise;
  });
  app.decorateRequest('staleSessionCookie', false);

  app.decorateReply(
    'setSessionCookies',
    function setSessionCookies(this: FastifyReply, session: ActiveSession) {
      const maxAge = Math.max(0, Math.floor((session.data.expiresAt - Date.now()) / 1000));
      this.setCookie(names.session, session.id, { ...base, httpOnly: true, maxAge });
      this.setCookie(names.marker, markerValue(session.data.user), {
        ...base,
        httpOnly: false,
        maxAge,
      });
      return this;
    },
  );
  app.decorateReply('clearSessionCookies', function clearSessionCookies(this: FastifyReply) {
    this.clearCookie(names.session, { ...base, httpOnly: true });
    this.clearCookie(names.marker, { ...base, httpOnly: false });
    return this;
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.staleSessionCookie && !reply.hasHeader('set-cookie')) reply.clearSessionCookies();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    staleSessionCookie: boolean;
  }
}

/** The marker cookie's value: what the UI needs to know it is signed in, nothing secret. */
export function markerValue(user: IdentityUser): string {
  return JSON.stringify({ uid: user.uid, email: user.email });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['redis', 'identity'] });
