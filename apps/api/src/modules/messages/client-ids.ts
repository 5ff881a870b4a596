import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { messageClientIds, messages } from '../../db/schema';
import { type MessageRow, type NewMessage, postMessage } from './repository';

/**
 * Idempotent sending (`clientMessageId`): the client makes one key per message and sends it
 * again when it retries that message (a timeout, a restart of the BFF or api mid-request, a
 * double click). The key is claimed with `INSERT … ON CONFLICT DO NOTHING` on the primary key
 * (member, key) inside the sending transaction, so of two requests with one key exactly one
 * saves the message; the other waits for it to commit and answers the same message.
 */

/** The message a member saved under a key, or undefined. */
export async function findMessageByClientId(
  db: Database | Transaction,
  memberId: number,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: messages })
    .from(messageClientIds)
    .innerJoin(messages, eq(messages.id, messageClientIds.messageId))
    .where(
      and(
        eq(messageClientIds.endUserId, memberId),
        eq(messageClientIds.clientMessageId, clientMessageId),
      ),
    );
  return row?.message;
}

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

/** The earlier message of a repeated key, or IDEMPOTENCY_KEY_REUSED when it is not this one. */
export function repeatOf(saved: MessageRow | undefined, message: MessageContent): MessageRow {
  if (!saved || !isSameMessage(saved, message)) {
    throw new DomainError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  }
  return saved;
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
  if (!clientMessageId) return { message: await postMessage(tx, message), repeated: false };
  const [claimed] = await tx
    .insert(messageClientIds)
    .values({ endUserId: memberId, clientMessageId })
    .onConflictDoNothing()
    .returning({ endUserId: messageClientIds.endUserId });
  if (!claimed) {
    // Taken by an earlier request, or by a concurrent one that has committed meanwhile (the
    // insert waited for it): this statement sees its message.
    const saved = await findMessageByClientId(tx, memberId, clientMessageId);
    return { message: repeatOf(saved, message), repeated: true };
  }
  const saved = await postMessage(tx, message);
  await tx
    .update(messageClientIds)
    .set({ messageId: saved.id })
    .where(
      and(
        eq(messageClientIds.endUserId, memberId),
        eq(messageClientIds.clientMessageId, clientMessageId),
      ),
    );
  return { message: saved, repeated: false };
}
