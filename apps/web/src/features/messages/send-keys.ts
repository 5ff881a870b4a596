/**
 * Idempotency keys of the messages the member sends (`clientMessageId` of createUserMessage
 * and createUserAttachmentMessage): one key per message. Sending the same content again
 * after a failure (a timeout, a lost answer, the server restarting) reuses its key, so the
 * api answers the message it may already have saved instead of saving it twice; once a send
 * succeeded, or the content changed, the next send gets a new key.
 *
 * Keys are kept per slot ('text', 'file', 'quickReply'), each holding the content its key
 * was made for: the composer sends a file and a text as two messages, and one can succeed
 * while the other fails.
 */
export interface SendKeys {
  /** The key for sending `content` in `slot`: the pending one for the same content, or new. */
  keyFor(slot: string, content: string): string;
  /** The send in `slot` is over (it succeeded, or its key must not be used again). */
  done(slot: string): void;
}

export function createSendKeys(newKey: () => string = newClientMessageId): SendKeys {
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

/** What makes two sends of a text the same message. */
export function textContent(roomId: string, text: string, quickReplyKey?: string): string {
  return JSON.stringify(['text', roomId, text, quickReplyKey ?? null]);
}

/** What makes two sends of a file the same message (the same file chosen again). */
export function fileContent(roomId: string, file: File): string {
  return JSON.stringify(['file', roomId, file.name, file.type, file.size, file.lastModified]);
}

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * elsewhere the same is made from `crypto.getRandomValues`.
 */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
