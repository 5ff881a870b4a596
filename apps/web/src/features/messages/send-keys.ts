/**
 * Idempotency keys of the messages the member sends (`clientMessageId` of createUserMessage
 * and createUserAttachmentMessage): one key per message, kept per slot ('text', 'file',
 * 'quickReply') by the keys of src/lib/idempotency-keys.ts — the composer sends a file and a
 * text as two messages, and one can succeed while the other fails.
 */
export {
  createIdempotencyKeys as createSendKeys,
  type IdempotencyKeys as SendKeys,
  newIdempotencyKey as newClientMessageId,
} from '@/lib/idempotency-keys';

/** What makes two sends of a text the same message. */
export function textContent(roomId: string, text: string, quickReplyKey?: string): string {
  return JSON.stringify(['text', roomId, text, quickReplyKey ?? null]);
}

/** What makes two sends of a file the same message (the same file chosen again). */
export function fileContent(roomId: string, file: File): string {
  return JSON.stringify(['file', roomId, file.name, file.type, file.size, file.lastModified]);
}
