import { LAST_SESSION_UPDATE_INTERVAL_MS } from '@jobsite/domain/constants';
import { describe, expect, it } from 'vitest';
import { shouldSendLastSession } from './last-session';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-05-01T12:00:00Z');

describe('shouldSendLastSession (at most once an hour, spec §4/§9)', () => {
  it('uses an hour by default', () => {
    expect(LAST_SESSION_UPDATE_INTERVAL_MS).toBe(HOUR);
  });

  it('sends when never sent', () => {
    expect(shouldSendLastSession(null, now)).toBe(true);
    expect(shouldSendLastSession('', now)).toBe(true);
  });

  it('holds back within the hour', () => {
    expect(shouldSendLastSession(String(now), now)).toBe(false);
    expect(shouldSendLastSession(String(now - HOUR + 1), now)).toBe(false);
  });

  it('sends again once the hour is over', () => {
    expect(shouldSendLastSession(String(now - HOUR), now)).toBe(true);
    expect(shouldSendLastSession(String(now - 5 * HOUR), now)).toBe(true);
  });

  it('treats junk and future times (clock moved back) as never sent', () => {
    expect(shouldSendLastSession('yesterday', now)).toBe(true);
    expect(shouldSendLastSession(String(now + 10 * HOUR), now)).toBe(true);
  });
});
