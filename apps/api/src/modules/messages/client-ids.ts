import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { type IdempotencyKey, insertKeyRow, saveOnce } from '../../db/idempotency';
import { messageClientIds, messages } from '../../db/schema';
import { type MessageRow, type NewMessage, postMessage } from './repository';

/**
 * Idempotent sending (`clientMessageId`): the client makes one key per message and sends it
 * again when it retries that message. Keys belong to the member (primary key member, key: two
 * members may use one key) and are used as every client key is (`db/idempotency.ts`): of two
 * requests with one key exactly one saves the message, the other answers the same message.
 */

/** What a repeated request must match to be the same message: room and content. */
export interface MessageContent {
  roomId: number;
  content?: string | null;
  quickReplyKey?: string | null;
  /** A file is the same when its name and type are (its bytes were not read yet). */
  file?: { name: string; contentType: string };
}

export function isSameMessage(saved: MessageRow, message: MessageContent): boolean {
  if (saved.roomId !== message.roomId) return false;
  if (message.file) {
    return (
      saved.contentType === 'FILE' &&
      saved.fileName === message.file.name &&
      saved.fileContentType === message.file.contentType
    );
  }
  return (
    saved.contentType === 'MESSAGE' &&
    saved.content === (message.content ?? '') &&
    (saved.quickReplyKey ?? null) === (message.quickReplyKey ?? null)
  );
}

/** The member's key `clientMessageId` for sending `message`. */
export function messageKey(
  memberId: number,
  clientMessageId: string,
  message: MessageContent,
): IdempotencyKey<MessageRow, MessageRow> {
  const ofKey = and(
    eq(messageClientIds.endUserId, memberId),
    eq(messageClientIds.clientMessageId, clientMessageId),
  );
  return {
    claim: (tx) => insertKeyRow(tx, messageClientIds, { endUserId: memberId, clientMessageId }),
    find: async (db) => {
      const [row] = await db
        .select({ message: messages })
        .from(messageClientIds)
        .innerJoin(messages, eq(messages.id, messageClientIds.messageId))
        .where(ofKey);
      return row?.message;
    },
    isRepeatOf: (saved) => isSameMessage(saved, message),
    bind: async (tx, saved) => {
      await tx.update(messageClientIds).set({ messageId: saved.id }).where(ofKey);
    },
  };
}

export interface PostedMessage {
  message: MessageRow;
  /** True when the key had been used: nothing was saved, `message` is the earlier one. */
  repeated: boolean;
}

/**
 * Saves a message the member sends, at most once per `clientMessageId` (none: every call
 * saves). Runs inside the caller's transaction.
 */
export async function postUserMessage(
  tx: Transaction,
  memberId: number,
  clientMessageId: string | null | undefined,
  message: NewMessage,
): Promise<PostedMessage> {
  const key = clientMessageId ? messageKey(memberId, clientMessageId, message) : null;
  const posted = await saveOnce(tx, key, () => postMessage(tx, message));
  return posted.repeated
    ? { message: posted.earlier, repeated: true }
    : { message: posted.saved, repeated: false };
}
