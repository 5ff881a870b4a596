import { formatJstDateTime, truncate } from '@jobsite/domain/formatters';

/**
 * A room's messages as the page shows them: oldest at the top, newest at the bottom. The api
 * pages newest first; pages loaded later (older ones on scroll up, a message just sent) are
 * merged in without duplicates.
 */

type Ordered = { id: string; createdAt: string };

function compare(a: Ordered, b: Ordered): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0 && Number.isFinite(byTime)) return byTime;
  // Same instant: ids grow with time.
  return Number(a.id) - Number(b.id);
}

/** `current` and `incoming` together, each message once (the newer copy), oldest first. */
export function mergeMessages<T extends Ordered>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const byId = new Map<string, T>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(compare);
}

/** Whether the page shows company messages the member has not read yet. */
export function hasUnreadFromCompany(
  messages: ReadonlyArray<{ isSentByUser: boolean; readAt: string | null }>,
): boolean {
  return messages.some((message) => !message.isSentByUser && message.readAt === null);
}

/**
 * The id of the newest message shown (ids grow with time), or null for an empty thread: what
 * the read receipt covers (readCompanyMessage `untilMessageId`), so a company message that
 * arrived after the page loaded is not marked read unseen.
 */
export function newestMessageId(messages: ReadonlyArray<{ id: string }>): string | null {
  let newest: string | null = null;
  for (const { id } of messages) {
    if (newest === null || Number(id) > Number(newest)) newest = id;
  }
  return newest;
}

/**
 * Company messages marked read now (the api stamps them; the page shows them read): those up
 * to and including `untilId` when given, as the api does.
 */
export function markCompanyMessagesRead<
  T extends { id: string; isSentByUser: boolean; readAt: string | null },
>(messages: readonly T[], readAt: string, untilId: string | null = null): T[] {
  return messages.map((message) =>
    !message.isSentByUser &&
    message.readAt === null &&
    (untilId === null || Number(message.id) <= Number(untilId))
      ? { ...message, readAt }
      : message,
  );
}

/** One line about a message for the room list: its text, or the attached file's name. */
export function messagePreview(
  message: { content: string | null; file: { name: string } | null } | null,
  maxLength = 60,
): string {
  if (!message) return 'メッセージはまだありません';
  const text = message.file
    ? `ファイル：${message.file.name}`
    : (message.content ?? '').replace(/\s+/g, ' ').trim();
  return truncate(text, maxLength);
}

/** 'YYYY/MM/DD HH:mm' in Japan time. */
export const messageTime = formatJstDateTime;
