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

/** Company messages marked read now (the api stamps them; the page shows them read). */
export function markCompanyMessagesRead<T extends { isSentByUser: boolean; readAt: string | null }>(
  messages: readonly T[],
  readAt: string,
): T[] {
  return messages.map((message) =>
    !message.isSentByUser && message.readAt === null ? { ...message, readAt } : message,
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
