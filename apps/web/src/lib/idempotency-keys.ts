/**
 * Client idempotency keys (`clientMessageId` of the messages, `clientSubmissionId` of the
 * visitor's entry and scout forms): one key per thing sent. Sending the same content again
 * after a failure (a timeout, a lost answer, the server restarting, a second click) reuses
 * its key, so the api answers what it may already have saved instead of saving it twice;
 * once a send succeeded, or the content changed, the next send gets a new key.
 *
 * Keys are kept per slot (e.g. 'text', 'file', 'quickReply' in the message composer), each
 * holding the content its key was made for: one slot can succeed while another fails.
 */
export interface IdempotencyKeys {
  /** The key for sending `content` in `slot`: the pending one for the same content, or new. */
  keyFor(slot: string, content: string): string;
  /** The send in `slot` is over (it succeeded, or its key must not be used again). */
  done(slot: string): void;
}

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  const pending = new Map<string, { content: string; key: string }>();
  return {
    keyFor(slot, content) {
      const current = pending.get(slot);
      if (current?.content === content) return current.key;
      const key = newKey();
      pending.set(slot, { content, key });
      return key;
    },
    done(slot) {
      pending.delete(slot);
    },
  };
}

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * elsewhere the same is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of a form that sends one submission at a time (`clientSubmissionId`). */
export interface SubmissionKey {
  /** The key for submitting `content` (compared as JSON): the pending one if unchanged. */
  keyFor(content: unknown): string;
  /** The submission succeeded (or its key was refused): the next one gets a new key. */
  done(): void;
}

export function createSubmissionKey(newKey: () => string = newIdempotencyKey): SubmissionKey {
  const keys = createIdempotencyKeys(newKey);
  return {
    keyFor: (content) => keys.keyFor('submission', JSON.stringify(content)),
    done: () => keys.done('submission'),
  };
}
