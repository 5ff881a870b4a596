import DataLoader from 'dataloader';
import type { Database } from '../db';
import { loaderOfMany, loaderOfOne } from './batch';
import { findEntriesByIds, findRoomsByEntryIds } from './entries/repository';
import { createFavoriteLoaders } from './favorites/loaders';
import {
  findCurrentProposalsByEntryIds,
  findProposalsByMessageIds,
  findSlotsByProposalIds,
} from './interviews/repository';
import { createMemberLoaders } from './members/loaders';
import { countMessagesByRoom, lastMessages } from './messages/repository';
import { answeredScoutIds, findScoutJobIds, findScoutsByIds } from './scouts/repository';

/**
 * The member half's per-request loaders (context.loaders.members). Keys are ids the
 * resolvers already scoped to the member (a room of theirs, an entry of theirs), so the
 * loaders themselves need not filter by member.
 */
export function createMemberHalfLoaders(db: Database) {
  return {
    profile: createMemberLoaders(db),
    favorites: createFavoriteLoaders(db),
    entryById: loaderOfOne(
      (ids: readonly number[]) => findEntriesByIds(db, ids),
      (row) => row.id,
    ),
    roomByEntryId: loaderOfOne(
      (ids: readonly number[]) => findRoomsByEntryIds(db, ids),
      (row) => row.entryId ?? 0,
    ),
    roomMessageCounts: new DataLoader<number, { total: number; unread: number }>(async (ids) => {
      const counts = await countMessagesByRoom(db, ids);
      return ids.map((id) => counts.get(id) ?? { total: 0, unread: 0 });
    }),
    lastMessage: loaderOfOne(
      (ids: readonly number[]) => lastMessages(db, ids),
      (row) => row.roomId,
    ),
    /** An entry's latest interview date proposal not withdrawn (decision 0051). */
    currentInterviewProposal: loaderOfOne(
      (ids: readonly number[]) => findCurrentProposalsByEntryIds(db, ids),
      (row) => row.entryId,
    ),
    interviewProposalByMessageId: loaderOfOne(
      (ids: readonly number[]) => findProposalsByMessageIds(db, ids),
      (row) => row.messageId ?? 0,
    ),
    /** A proposal's slots, earliest first. */
    interviewSlots: loaderOfMany(
      (ids: readonly number[]) => findSlotsByProposalIds(db, ids),
      (row) => row.proposalId,
    ),
    scoutById: loaderOfOne(
      (ids: readonly number[]) => findScoutsByIds(db, ids),
      (row) => row.id,
    ),
    scoutJobIds: loaderOfMany(
      (ids: readonly number[]) => findScoutJobIds(db, ids),
      (row) => row.scoutId,
    ),
    /** Keys `memberId:scoutId`: whether the member answered the scout (entry or inquiry). */
    scoutAnswered: new DataLoader<string, boolean>(async (keys) => {
      const byMember = new Map<number, number[]>();
      for (const key of keys) {
        const [memberId, scoutId] = key.split(':').map(Number) as [number, number];
        byMember.set(memberId, [...(byMember.get(memberId) ?? []), scoutId]);
      }
      const answered = new Map<number, Set<number>>();
      for (const [memberId, scoutIds] of byMember) {
        answered.set(memberId, await answeredScoutIds(db, memberId, scoutIds));
      }
      return keys.map((key) => {
        const [memberId, scoutId] = key.split(':').map(Number) as [number, number];
        return answered.get(memberId)?.has(scoutId) ?? false;
      });
    }),
  };
}
