/**
 * What makes two sends of a message the same message, for its idempotency key
 * (`clientMessageId` of createUserMessage and createUserAttachmentMessage). The composer and
 * the quick replies keep one key per slot ('text', 'file', 'quickReply') with
 * `createIdempotencyKeys` of src/lib/idempotency-keys.ts, under these contents: a file and a
 * text are two messages, and one can succeed while the other fails.
 */

/** What makes two sends of a text the same message. */
export function textContent(roomId: string, text: string, quickReplyKey?: string): string {
  return JSON.stringify(['text', roomId, text, quickReplyKey ?? null]);
}

/** What makes two sends of a file the same message (the same file chosen again). */
export function fileContent(roomId: string, file: File): string {
  return JSON.stringify(['file', roomId, file.name, file.type, file.size, file.lastModified]);
}
