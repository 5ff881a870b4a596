import { NotificationKind } from '@jobsite/domain/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db';
import { notificationSettings } from '../../db/schema';

type Db = Database | Transaction;

export interface Channels {
  site: boolean;
  email: boolean;
  line: boolean;
}
export type KindChannels = Channels & { kind: NotificationKind };

/**
 * A member's channels before they change anything (decision 0049): on the site and by mail;
 * LINE once they turn it on (it needs a linked account).
 */
export const DEFAULT_CHANNELS: Readonly<Channels> = Object.freeze({
  site: true,
  email: true,
  line: false,
});

/** The channels of every kind for each member named (the defaults where none are stored). */
export async function channelsOfMembers(
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, Map<NotificationKind, Channels>>> {
  const stored = memberIds.length
    ? await db
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.endUserId, [...new Set(memberIds)]))
    : [];
  const byMember = new Map<number, Map<NotificationKind, Channels>>();
  for (const memberId of memberIds) {
    byMember.set(
      memberId,
      new Map(NotificationKind.values.map((kind) => [kind, DEFAULT_CHANNELS])),
    );
  }
  for (const row of stored) {
    byMember
      .get(row.endUserId)!
      .set(row.kind, { site: row.site, email: row.email, line: row.line });
  }
  return byMember;
}

/** A member's settings, one per kind in the enum's order. */
export async function loadSettings(db: Db, memberId: number): Promise<KindChannels[]> {
  const channels = (await channelsOfMembers(db, [memberId])).get(memberId)!;
  return NotificationKind.values.map((kind) => ({ kind, ...channels.get(kind)! }));
}

/** Stores the channels of the kinds given; the others keep theirs. */
export async function saveSettings(
  db: Db,
  memberId: number,
  settings: readonly KindChannels[],
): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(settings.map((setting) => ({ endUserId: memberId, ...setting })))
    .onConflictDoUpdate({
      target: [notificationSettings.endUserId, notificationSettings.kind],
      set: {
        site: sql`excluded.site`,
        email: sql`excluded.email`,
        line: sql`excluded.line`,
        updatedAt: sql`now()`,
      },
    });
}

/** Stops one kind's mail (an unsubscribe link); the other channels stay as they were. */
export async function stopMail(db: Db, memberId: number, kind: NotificationKind): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.endUserId, memberId), eq(notificationSettings.kind, kind)))
      .for('update');
    await saveSettings(tx, memberId, [{ ...(current ?? DEFAULT_CHANNELS), kind, email: false }]);
  });
}
