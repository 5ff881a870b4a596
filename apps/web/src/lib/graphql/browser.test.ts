import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from './operation';

const expiry = vi.hoisted(() => ({
  refreshSessionToken: vi.fn<() => Promise<boolean>>(),
  endExpiredSession: vi.fn(() => Promise.resolve('ended' as never)),
  forgetEndedSession: vi.fn(),
  goToLoginAfterEnd: vi.fn(() => Promise.resolve('at login' as never)),
}));
vi.mock('../session/expiry', () => expiry);

const { withSessionExpiry } = await import('./browser');

const failure = (code: string) =>
  new GraphQLRequestError(code, { errors: [{ message: code, extensions: { code } }] });

beforeEach(() => {
  expiry.refreshSessionToken.mockReset();
  expiry.endExpiredSession.mockClear();
  expiry.forgetEndedSession.mockClear();
  expiry.goToLoginAfterEnd.mockClear();
});

describe('withSessionExpiry (spec §8)', () => {
  it('refreshes on UNAUTHORIZED_ERROR and retries once', async () => {
    expiry.refreshSessionToken.mockResolvedValue(true);
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure('UNAUTHORIZED_ERROR'))
      .mockResolvedValueOnce('data');
    await expect(withSessionExpiry(send)).resolves.toBe('data');
    expect(send).toHaveBeenCalledTimes(2);
    expect(expiry.endExpiredSession).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails', async () => {
    expiry.refreshSessionToken.mockResolvedValue(false);
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(failure('UNAUTHORIZED_ERROR'));
    await expect(withSessionExpiry(send)).resolves.toBe('ended');
    expect(send).toHaveBeenCalledTimes(1);
    expect(expiry.endExpiredSession).toHaveBeenCalledTimes(1);
  });

  it('ends the session at once on SESSION_EXPIRED (the BFF already tried its refresh)', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(failure('SESSION_EXPIRED'));
    await expect(withSessionExpiry(send)).resolves.toBe('ended');
    expect(expiry.refreshSessionToken).not.toHaveBeenCalled();
  });

  it('ends the session when the retry answers SESSION_EXPIRED', async () => {
    expiry.refreshSessionToken.mockResolvedValue(true);
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure('UNAUTHORIZED_ERROR'))
      .mockRejectedValueOnce(failure('SESSION_EXPIRED'));
    await expect(withSessionExpiry(send)).resolves.toBe('ended');
  });

  it('keeps a live session when the retry is still unauthorized (no member record yet)', async () => {
    expiry.refreshSessionToken.mockResolvedValue(true);
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(failure('UNAUTHORIZED_ERROR'));
    await expect(withSessionExpiry(send)).rejects.toMatchObject({ code: 'UNAUTHORIZED_ERROR' });
    expect(expiry.endExpiredSession).not.toHaveBeenCalled();
    expect(expiry.forgetEndedSession).not.toHaveBeenCalled();
  });

  it("reports instead of redirecting with onSessionExpired: 'throw'", async () => {
    expiry.refreshSessionToken.mockResolvedValue(false);
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(failure('UNAUTHORIZED_ERROR'));
    await expect(withSessionExpiry(send, { onSessionExpired: 'throw' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED_ERROR',
    });
    expect(expiry.endExpiredSession).not.toHaveBeenCalled();
    // The session is over all the same: its keys are cleared (spec §8), the page stays.
    expect(expiry.forgetEndedSession).toHaveBeenCalledOnce();
  });

  it('passes other errors through untouched', async () => {
    const error = failure('NOT_FOUND');
    await expect(withSessionExpiry(() => Promise.reject(error))).rejects.toBe(error);
    expect(expiry.refreshSessionToken).not.toHaveBeenCalled();
  });

  describe('a session the BFF ended on the way', () => {
    const authRecord = `authRecord=${encodeURIComponent(JSON.stringify({ uid: 'u1', email: 'a@example.com' }))}`;
    const page = { cookie: '' };
    beforeEach(() => {
      vi.stubGlobal('document', page);
      return () => vi.unstubAllGlobals();
    });

    it('clears the session keys when an answer without error removed the session cookie', async () => {
      page.cookie = authRecord;
      const send = vi.fn(async () => {
        page.cookie = '';
        return { user: null };
      });
      await expect(withSessionExpiry(send)).resolves.toEqual({ user: null });
      expect(expiry.forgetEndedSession).toHaveBeenCalledOnce();
    });

    it('a session error whose answer cleared the cookie: no refresh, the keys go, then login', async () => {
      page.cookie = authRecord;
      const send = vi.fn(async () => {
        page.cookie = '';
        throw failure('UNAUTHORIZED_ERROR');
      });
      await expect(withSessionExpiry(send)).resolves.toBe('at login');
      expect(expiry.refreshSessionToken).not.toHaveBeenCalled();
      expect(expiry.endExpiredSession).not.toHaveBeenCalled();
      expect(expiry.forgetEndedSession).toHaveBeenCalledOnce();

      page.cookie = authRecord;
      await expect(withSessionExpiry(send, { onSessionExpired: 'throw' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED_ERROR',
      });
      expect(expiry.goToLoginAfterEnd).toHaveBeenCalledOnce();
      expect(expiry.refreshSessionToken).not.toHaveBeenCalled();
    });

    it('leaves a session that is still there, and a visitor, alone', async () => {
      page.cookie = authRecord;
      await withSessionExpiry(async () => 'data');
      page.cookie = '';
      await withSessionExpiry(async () => 'data');
      expect(expiry.forgetEndedSession).not.toHaveBeenCalled();
    });
  });
});
