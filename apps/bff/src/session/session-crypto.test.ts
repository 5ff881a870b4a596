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
    // Any change to the ciphertext or the tag is refused. (One byte flipped in the decoded
    // bytes: replacing base64 characters may leave the bytes as they were, since the last
    // character of a 16-byte tag carries only 2 bits.)
    const [version, iv, encrypted, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 0x01;
      return bytes.toString('base64url');
    };
    expect(open(id, [version, iv, flipped(encrypted), tag].join('.'))).toBeNull();
    expect(open(id, [version, iv, encrypted, flipped(tag)].join('.'))).toBeNull();
    expect(open(id, [version, iv, encrypted, tag].join('.'))).toBe('{"idToken":"secret"}');
  });

  it('are stored under a hash of the id, never the id', () => {
    const id = newSessionId();
    expect(storageKeyOf(id)).not.toContain(id);
    expect(storageKeyOf(id)).toBe(storageKeyOf(id));
    expect(isSessionId('short')).toBe(false);
  });
});
