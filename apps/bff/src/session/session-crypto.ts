import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A session id is 256 random bits, sent only in the HttpOnly cookie. Redis never sees it:
 * records are stored under its SHA-256 and encrypted (AES-256-GCM) with a key derived from
 * it, so a copy of Redis alone yields no usable token and no session to replay.
 */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** Where the record of a session id is stored. */
export function storageKeyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

function keyOf(sessionId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionId, 'jobsite-bff-session', 'record-v1', 32));
}

export function seal(sessionId: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionId), iv);
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${encrypted.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** The plaintext, or null when the record was not sealed with this session id. */
export function open(sessionId: string, sealed: string): string | null {
  const [version, iv, encrypted, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !encrypted || !tag) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(sessionId),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(encrypted, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
