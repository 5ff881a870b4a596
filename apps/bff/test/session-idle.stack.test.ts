// The server-side idle limit of sessions (decision 0025): a session unused for
// SESSION_IDLE_MS ends, whatever its absolute lifetime, in the in-process store and in Redis.
// The clock is injected: nothing waits.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { IdentityTokens } from '../src/identity/firebase-rest';
import type { IdentityUser } from '../src/identity/identity-service';
import { storageKeyOf } from '../src/session/session-crypto';
import {
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  type SessionData,
  SessionManager,
} from '../src/session/session-manager';
import {
  MemorySessionStore,
  RedisSessionStore,
  type SessionStore,
} from '../src/session/session-store';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const user: IdentityUser = {
  uid: 'idle-member',
  email: 'idle@example.com',
  phoneNumber: null,
  authType: 'email',
} as IdentityUser;

const redis = new Redis(inject('redisUrl'));
afterAll(() => redis.quit());

function setUp(makeStore: (now: () => number) => SessionStore) {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const tokensAt = (at: number): IdentityTokens => ({
    uid: user.uid,
    idToken: `id-${at}`,
    refreshToken: `refresh-${at}`,
    expiresAt: at + HOUR,
  });
  let refreshes = 0;
  const identity = {
    refresh: async () => {
      refreshes += 1;
      return { tokens: tokensAt(now), user };
    },
    revoke: async () => {},
  };
  const clock = () => now;
  const store = makeStore(clock);
  const sessions = new SessionManager(store, identity, { info: () => {} }, { now: clock });
  return {
    sessions,
    store,
    tokensAt,
    advance: (ms: number) => {
      now += ms;
    },
    now: clock,
    refreshes: () => refreshes,
  };
}

const stores: [string, (now: () => number) => SessionStore][] = [
  ['in process', (now) => new MemorySessionStore(now)],
  ['Redis', () => new RedisSessionStore(redis, `test:${randomUUID()}:`)],
];

describe.each(stores)('session idle limit (%s)', (_name, makeStore) => {
  it('keeps a session in use, however old, and ends one unused for the idle limit', async () => {
    const t = setUp(makeStore);
    const session = await t.sessions.create(t.tokensAt(t.now()), user);

    // Used every 29 days for half a year: each use refreshes the (expired) ID token.
    for (let month = 0; month < 6; month += 1) {
      t.advance(SESSION_IDLE_MS - DAY);
      const loaded = await t.sessions.load(session.id);
      expect(loaded).not.toBeNull();
      await t.sessions.idToken(loaded!);
    }
    expect(t.refreshes()).toBe(6);

    // Then left alone: still there a moment before the limit, gone at it, and deleted.
    t.advance(SESSION_IDLE_MS - 1);
    expect(await t.sessions.load(session.id)).not.toBeNull();
    t.advance(1);
    expect(await t.sessions.load(session.id)).toBeNull();
    expect(await t.store.get(storageKeyOf(session.id))).toBeNull();
  });

  it('counts a record written before lastUsedAt existed from its last token refresh', async () => {
    const t = setUp(makeStore);
    const session = await t.sessions.create(t.tokensAt(t.now()), user);
    // What an older BFF wrote: signed in a year ago, tokens refreshed 10 days ago.
    const refreshedAt = t.now() - 10 * DAY;
    const old: SessionData = {
      ...session.data,
      createdAt: t.now() - 365 * DAY,
      expiresAt: t.now() - 365 * DAY + SESSION_LIFETIME_MS,
      idTokenExpiresAt: refreshedAt + HOUR,
      lastUsedAt: undefined,
    };
    await t.sessions.save({ id: session.id, data: old });
    expect(await t.sessions.load(session.id)).not.toBeNull();
    t.advance(SESSION_IDLE_MS - 10 * DAY - 1);
    expect(await t.sessions.load(session.id)).not.toBeNull();
    t.advance(1);
    expect(await t.sessions.load(session.id)).toBeNull();
  });
});
