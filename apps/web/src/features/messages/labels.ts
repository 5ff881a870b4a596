import { EntryStatus } from '@jobsite/domain/enums';

/** Names shown for a room's company and its subject. */

export const HIDDEN_COMPANY_NAME = '企業名非公開';

/** Who the member talks to in the advisor room (spec §1: members can contact an advisor). */
export const ADVISOR_NAME = 'キャリアアドバイザー';

/**
 * Who the room is with: the company's name; the advisor in the advisor room; the
 * hidden-name label when a scout keeps the company back.
 */
export function companyNameOf(room: { kind?: string; company: { name: string } | null }): string {
  if (room.kind === 'advisor') return ADVISOR_NAME;
  return room.company?.name ?? HIDDEN_COMPANY_NAME;
}

/** The entry's status in Japanese ('応募済み', '選考中', …), or null without an entry. */
export function entryStatusLabel(entry: { currentStatus: string } | null): string | null {
  if (!entry) return null;
  return EntryStatus.is(entry.currentStatus) ? EntryStatus.labels[entry.currentStatus] : null;
}
