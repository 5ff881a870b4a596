import { describe, expect, it } from 'vitest';
import { isSessionId, newSessionId, open, seal, storageKeyOf } from './session-crypto';

describe('session records', () => {
  it('are sealed with a key only the session id gives', () => {
    const id = newSessionId();
    expect(isSessionId(id)).toBe(true);
    const sealed = seal(id, '{"idToken":"secret"}');
    expect(sealed).not.toContain('secret');
    expect(open(id, sealed)).toBe('{"idToken":"secret"}');
    expect(open(newSessionId(), sealed)).toBeNull();
    expect(open(id, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });

  it('are stored under a hash of the id, never the id', () => {
    const id = newSessionId();
    expect(storageKeyOf(id)).not.toContain(id);
    expect(storageKeyOf(id)).toBe(storageKeyOf(id));
    expect(isSessionId('short')).toBe(false);
  });
});
