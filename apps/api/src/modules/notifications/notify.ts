import type { NotificationKind } from '@jobsite/domain/enums';
import type { Database, Transaction } from '../../db';
import { notices, notificationOutbox } from '../../db/schema';
import { channelsOfMembers } from './settings';

type Db = Database | Transaction;

export interface Notification {
  endUserId: number;
  kind: NotificationKind;
  /** One Japanese sentence: the notice's text, the mail's subject and first line. */
  text: string;
  /** The web path it leads to. */
  url?: string | null;
}

/**
 * Notifies members of events, each on the channels they chose for its kind (decision 0049):
 * the on-site notice now, mail and LINE as outbox rows that the outbox worker sends after
 * the transaction commits. Call it inside the event's transaction, so the notification
 * exists exactly when the event does.
 */
export async function notify(tx: Db, list: readonly Notification[]): Promise<void> {
  if (list.length === 0) return;
  const channels = await channelsOfMembers(
    tx,
    list.map((notification) => notification.endUserId),
  );
  const site: (typeof notices.$inferInsert)[] = [];
  const outbox: (typeof notificationOutbox.$inferInsert)[] = [];
  for (const { endUserId, kind, text, url = null } of list) {
    const chosen = channels.get(endUserId)!.get(kind)!;
    if (chosen.site) site.push({ endUserId, text, url });
    if (chosen.email) outbox.push({ endUserId, kind, channel: 'email', text, url });
    if (chosen.line) outbox.push({ endUserId, kind, channel: 'line', text, url });
  }
  if (site.length) await tx.insert(notices).values(site);
  if (outbox.length) await tx.insert(notificationOutbox).values(outbox);
}
