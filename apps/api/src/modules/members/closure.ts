import { RECENT_LOGIN_MS } from '@jobsite/domain/constants';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db';

type Db = Database | Transaction;

import {
  advisorRequests,
  careerSheets,
  contacts,
  crmRecords,
  educationalBackgrounds,
  endUserOccupations,
  endUserQualifications,
  endUsers,
  entries,
  entryJoiningConfirmations,
  favorites,
  interviewProposals,
  interviewSlots,
  jobHistories,
  lineLinks,
  messageClientIds,
  messages,
  microConversions,
  notices,
  notificationOutbox,
  notificationSettings,
  outboundLine,
  outboundSms,
  personalities,
  requirements,
  resumes,
  retiredConversionIds,
  rooms,
  savedSearches,
  savedSearchMatches,
  scoutInquiries,
  scoutResponseHistories,
  scouts,
} from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import type { VerifiedToken } from '../../identity/identity-provider';
import { echo } from '../member-inputs';
import type { MemberRow } from './repository';

/** Entry statuses still in selection: 退会 withdraws them (docs/decisions/0041). */
export const OPEN_ENTRY_STATUSES = [
  'applied',
  'screening',
  'interview',
  'interview_scheduled',
  'offered',
] as const;

/**
 * The identity, when its password was checked within RECENT_LOGIN_MS (the token's auth_time);
 * REQUIRES_RECENT_LOGIN otherwise (docs/decisions/0042-recent-login.md).
 */
async function recentIdentity(context: ApiContext): Promise<VerifiedToken> {
  const identity = await context.auth.identity();
  const authTime = identity.authTime?.getTime() ?? 0;
  if (context.now().getTime() - authTime >= RECENT_LOGIN_MS) {
    throw new DomainError(ErrorCode.REQUIRES_RECENT_LOGIN);
  }
  return identity;
}

/** One section of the data download: a table's rows that concern the member. */
interface Section {
  name: string;
  table: PgTable;
  where: SQL | undefined;
  /** Columns left out: internal keys and secrets (token hashes, storage keys). */
  omit?: readonly string[];
}

/** Every table holding the member's data, as the download and the deletion see it. */
function sectionsOf(db: Db, member: MemberRow): Section[] {
  const id = member.id;
  const roomIds = db.select({ id: rooms.id }).from(rooms).where(eq(rooms.endUserId, id));
  const entryIds = db.select({ id: entries.id }).from(entries).where(eq(entries.endUserId, id));
  const proposalIds = db
    .select({ id: interviewProposals.id })
    .from(interviewProposals)
    .where(inArray(interviewProposals.entryId, entryIds));
  const searchIds = db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.endUserId, id));
  const byMember = (column: AnyPgColumn) => eq(column, id);
  return [
    {
      name: 'desiredOccupations',
      table: endUserOccupations,
      where: byMember(endUserOccupations.endUserId),
    },
    {
      name: 'qualifications',
      table: endUserQualifications,
      where: byMember(endUserQualifications.endUserId),
    },
    { name: 'jobHistories', table: jobHistories, where: byMember(jobHistories.endUserId) },
    {
      name: 'educationalBackground',
      table: educationalBackgrounds,
      where: byMember(educationalBackgrounds.endUserId),
    },
    { name: 'personality', table: personalities, where: byMember(personalities.endUserId) },
    { name: 'requirements', table: requirements, where: byMember(requirements.endUserId) },
    {
      name: 'resumes',
      table: resumes,
      where: byMember(resumes.endUserId),
      omit: ['photoKey'],
    },
    { name: 'careerSheets', table: careerSheets, where: byMember(careerSheets.endUserId) },
    { name: 'favorites', table: favorites, where: byMember(favorites.endUserId) },
    { name: 'notices', table: notices, where: byMember(notices.endUserId) },
    {
      name: 'savedSearches',
      table: savedSearches,
      where: byMember(savedSearches.endUserId),
      omit: ['conditionsKey'],
    },
    {
      name: 'savedSearchMatches',
      table: savedSearchMatches,
      where: inArray(savedSearchMatches.savedSearchId, searchIds),
    },
    { name: 'entries', table: entries, where: byMember(entries.endUserId) },
    {
      name: 'joiningConfirmations',
      table: entryJoiningConfirmations,
      where: inArray(entryJoiningConfirmations.entryId, entryIds),
      omit: ['tokenHash'],
    },
    { name: 'rooms', table: rooms, where: byMember(rooms.endUserId) },
    {
      name: 'messages',
      table: messages,
      where: inArray(messages.roomId, roomIds),
      omit: ['fileKey'],
    },
    {
      name: 'interviewProposals',
      table: interviewProposals,
      where: inArray(interviewProposals.entryId, entryIds),
    },
    {
      name: 'interviewSlots',
      table: interviewSlots,
      where: inArray(interviewSlots.proposalId, proposalIds),
    },
    {
      name: 'messageClientIds',
      table: messageClientIds,
      where: byMember(messageClientIds.endUserId),
    },
    { name: 'advisorRequests', table: advisorRequests, where: byMember(advisorRequests.endUserId) },
    {
      name: 'scouts',
      table: scouts,
      where: or(byMember(scouts.endUserId), eq(scouts.recipientConversionId, member.conversionId)),
      omit: ['urlId'],
    },
    { name: 'scoutInquiries', table: scoutInquiries, where: byMember(scoutInquiries.endUserId) },
    {
      name: 'scoutResponseHistories',
      table: scoutResponseHistories,
      where: eq(scoutResponseHistories.conversionId, member.conversionId),
    },
    { name: 'contacts', table: contacts, where: byMember(contacts.endUserId) },
    {
      name: 'microConversions',
      table: microConversions,
      where: byMember(microConversions.endUserId),
    },
    {
      name: 'crmRecord',
      table: crmRecords,
      where: eq(crmRecords.conversionId, member.conversionId),
    },
    { name: 'lineLinks', table: lineLinks, where: eq(lineLinks.conversionId, member.conversionId) },
    {
      name: 'sentSms',
      table: outboundSms,
      where: member.phoneNumber ? eq(outboundSms.phoneNumber, member.phoneNumber) : undefined,
    },
    {
      name: 'notificationSettings',
      table: notificationSettings,
      where: byMember(notificationSettings.endUserId),
    },
    {
      name: 'notificationOutbox',
      table: notificationOutbox,
      where: byMember(notificationOutbox.endUserId),
      omit: ['lockedUntil'],
    },
    {
      name: 'sentLine',
      table: outboundLine,
      where: member.lineUserId ? eq(outboundLine.lineUserId, member.lineUserId) : undefined,
    },
  ];
}

/** A row as JSON: instants as ISO strings, the internal member key and omitted columns left out. */
function exportRow(row: Record<string, unknown>, omit: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'endUserId' || omit.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Everything held about the member, section by section (APPI disclosure). */
export async function memberDataDocument(db: Db, member: MemberRow, now: Date) {
  const { id: _id, ...account } = member;
  const document: Record<string, unknown> = {
    generatedAt: now.toISOString(),
    account: exportRow(account),
  };
  for (const section of sectionsOf(db, member)) {
    const rows = section.where
      ? ((await db.select().from(section.table).where(section.where)) as Record<string, unknown>[])
      : [];
    document[section.name] = rows.map((row) => exportRow(row, section.omit));
  }
  return document;
}

/**
 * Deletes the member as decision 0041 states, in one transaction: the member row (every table
 * keyed by it follows by cascade), the records kept by conversion id or phone number, and the
 * scouts addressed to the member. Analytics and scout visit counts stay, without the member.
 * Returns the attachment keys to remove from storage once committed.
 */
async function deleteMember(tx: Transaction, member: MemberRow): Promise<string[]> {
  const files = await tx
    .select({ key: messages.fileKey })
    .from(messages)
    .innerJoin(rooms, eq(rooms.id, messages.roomId))
    .where(and(eq(rooms.endUserId, member.id), isNotNull(messages.fileKey)));
  const photos = await tx
    .select({ key: resumes.photoKey })
    .from(resumes)
    .where(and(eq(resumes.endUserId, member.id), isNotNull(resumes.photoKey)));
  await tx
    .update(scoutResponseHistories)
    .set({ conversionId: null })
    .where(eq(scoutResponseHistories.conversionId, member.conversionId));
  // Scouts sent to the member's conversion id before (or without) a member record are theirs too.
  await tx.delete(scouts).where(eq(scouts.recipientConversionId, member.conversionId));
  await tx.delete(contacts).where(eq(contacts.endUserId, member.id));
  await tx.delete(crmRecords).where(eq(crmRecords.conversionId, member.conversionId));
  await tx.delete(lineLinks).where(eq(lineLinks.conversionId, member.conversionId));
  await tx.delete(retiredConversionIds).where(eq(retiredConversionIds.newId, member.conversionId));
  if (member.phoneNumber) {
    await tx.delete(outboundSms).where(eq(outboundSms.phoneNumber, member.phoneNumber));
  }
  // Notification settings and the outbox go by cascade; what LINE was sent is kept by LINE id.
  if (member.lineUserId) {
    await tx.delete(outboundLine).where(eq(outboundLine.lineUserId, member.lineUserId));
  }
  // micro_conversions.end_user_id is ON DELETE SET NULL: the step stays, anonymous.
  await tx.delete(endUsers).where(eq(endUsers.id, member.id));
  return [...files, ...photos].flatMap((file) => (file.key ? [file.key] : []));
}

/** 退会 and the download of "my data" (docs/decisions/0041, 0042). */
export const closureResolvers: Resolvers = {
  Query: {
    memberDataExport: async (_root, _args, context) => {
      await recentIdentity(context);
      const member = await context.auth.member();
      const now = context.now();
      const document = await memberDataDocument(context.db, member, now);
      return { generatedAt: now, document: JSON.stringify(document) };
    },
  },

  Mutation: {
    deleteAccount: async (_root, args, context) => {
      const identity = await recentIdentity(context);
      const confirmed = args.input.confirmOpenEntries === true;
      const files = await context.db.transaction(async (tx) => {
        const [member] = await tx
          .select()
          .from(endUsers)
          .where(eq(endUsers.uid, identity.uid))
          .for('update');
        if (!member) return null;
        const [open] = await tx
          .select({ id: entries.id })
          .from(entries)
          .where(
            and(
              eq(entries.endUserId, member.id),
              inArray(entries.currentStatus, [...OPEN_ENTRY_STATUSES]),
            ),
          )
          .limit(1);
        if (open && !confirmed) throw new DomainError(ErrorCode.OPEN_ENTRIES_NOT_CONFIRMED);
        return deleteMember(tx, member);
      });
      if (files === null) return { ...echo(args.input), deleted: false };
      context.auth.refresh();
      // After the commit: a file left behind by a failure here names no one and is logged.
      for (const key of files) {
        await context.services.storage.delete(key).catch((error: unknown) => {
          context.log.error({ err: error, key }, 'attachment of a deleted member not removed');
        });
      }
      return { ...echo(args.input), deleted: true };
    },
  },
};
