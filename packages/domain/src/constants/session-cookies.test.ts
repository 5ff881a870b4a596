import { describe, expect, it } from 'vitest';
import { SESSION_COOKIES, sessionCookieNames } from './index';

describe('sessionCookieNames', () => {
  it('uses plain names on local http', () => {
    expect(sessionCookieNames(false)).toEqual({ session: 'sid', authRecord: 'authRecord' });
  });

  it('prefixes both with __Host- on https', () => {
    expect(sessionCookieNames(true)).toEqual({
      session: '__Host-sid',
      authRecord: '__Host-authRecord',
    });
    expect(SESSION_COOKIES.securePrefix).toBe('__Host-');
  });
});
