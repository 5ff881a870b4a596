import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import type { AttributionInput } from '@jobsite/domain/validators';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { entries, rooms } from '../../db/schema';
import { lockMember } from '../favorites/repository';
import type { MemberRow } from '../members/repository';
import { addNotice, openRoom, postMessage } from '../messages/repository';
import {
  appliedJobIds,
  type EntryRow,
  findJobGates,
  hasDirectEntry,
  type JobGate,
  lockVisitorContact,
  type VisitorContact,
  visitorAppliedJobIds,
} from './repository';

/** What the company's side says when an entry arrives (an automatic first message). */
export const ENTRY_AUTO_REPLY =
  'ご応募ありがとうございます。内容を確認のうえ、担当者より改めてご連絡いたします。';

type ConversionSource = EntryRow['conversionSource'];

/** Attribution columns of a parsed AttributionInput. */
export function attributionValues(attribution: AttributionInput | null | undefined) {
  return {
    utmSource: attribution?.utmSource ?? null,
    internalSource: attribution?.internalSource ?? null,
    magazineArticleId:
      typeof attribution?.magazineArticleId === 'number' ? attribution.magazineArticleId : null,
  };
}

/**
 * Why a job takes no entry, or null when it does. A visitor cannot apply to a member-only job
 * (会員限定求人): they never saw it, and it is for members.
 */
export function refusalOf(
  job: JobGate | undefined,
  viewer: { visitor: boolean } = { visitor: false },
): DomainError | null {
  if (!job) return new DomainError(ErrorCode.NOT_FOUND);
  if (viewer.visitor && job.isMemberOnly) return new DomainError(ErrorCode.MEMBER_ONLY_JOB);
  if (!job.isPublished) return new DomainError(ErrorCode.JOB_NOT_PUBLISHED);
  if (!job.isHiring) return new DomainError(ErrorCode.JOB_NOT_HIRING);
  return null;
}

export interface MemberEntryRequest {
  jobIds: readonly number[];
  scoutId?: number | null;
  message?: string | null;
  conversionSource: ConversionSource;
  attribution?: AttributionInput | null;
  /**
   * `strict`: the first job refused fails the whole request with its code (createEntry,
   * createScoutEntry); otherwise refused and already-applied jobs are skipped (createEntries,
   * sign-up with entries).
   */
  strict: boolean;
  /** The scout's room, which the entry joins instead of opening a new one. */
  scoutRoomId?: number | null;
}

/**
 * Applies the member to jobs inside the caller's transaction: one entry per job (never two
 * for one job: the member lock and the unique index), a room with the company per entry
 * holding the member's message and the company's automatic reply, and a notice.
 */
export async function applyAsMember(
  tx: Transaction,
  member: MemberRow,
  request: MemberEntryRequest,
): Promise<EntryRow[]> {
  await lockMember(tx, member.id);
  const gates = await findJobGates(tx, request.jobIds);
  const applied = await appliedJobIds(tx, member.id, request.jobIds);
  let firstDirect = !request.scoutId && !(await hasDirectEntry(tx, member.id));
  const created: EntryRow[] = [];
  for (const jobId of request.jobIds) {
    const job = gates.get(jobId);
    const refusal =
      refusalOf(job) ?? (applied.has(jobId) ? new DomainError(ErrorCode.ALREADY_APPLIED) : null);
    if (refusal) {
      if (request.strict) throw refusal;
      continue;
    }
    const [entry] = await tx
      .insert(entries)
      .values({
        endUserId: member.id,
        jobId,
        scoutId: request.scoutId ?? null,
        message: request.message || null,
        isFirstDirectEntry: firstDirect,
        conversionSource: request.conversionSource,
        ...attributionValues(request.attribution),
      })
      .onConflictDoNothing({
        target: [entries.endUserId, entries.jobId],
        where: sql`end_user_id IS NOT NULL`,
      })
      .returning();
    if (!entry) {
      if (request.strict) throw new DomainError(ErrorCode.ALREADY_APPLIED);
      continue;
    }
    firstDirect = false;
    applied.add(jobId);
    const room = request.scoutRoomId
      ? (
          await tx
            .update(rooms)
            .set({ entryId: entry.id })
            .where(eq(rooms.id, request.scoutRoomId))
            .returning()
        )[0]!
      : await openRoom(tx, { endUserId: member.id, companyId: job!.companyId, entryId: entry.id });
    if (request.message) {
      await postMessage(tx, { roomId: room.id, isSentByUser: true, content: request.message });
    }
    await postMessage(tx, { roomId: room.id, isSentByUser: false, content: ENTRY_AUTO_REPLY });
    await addNotice(tx, {
      endUserId: member.id,
      text: `「${job!.title}」への応募が完了しました。`,
      url: `/member/message/?roomId=${room.id}`,
    });
    created.push(entry);
  }
  return created;
}

/**
 * Applies a visitor (already saved in `visitors`) to jobs; no room (they have no account).
 * A job the same person (same phone number or email) already applied to as a visitor is
 * refused with ALREADY_APPLIED: one entry per visitor and job.
 */
export async function applyAsVisitor(
  tx: Transaction,
  visitor: { id: number } & VisitorContact,
  request: Omit<MemberEntryRequest, 'scoutRoomId'>,
): Promise<EntryRow[]> {
  await lockVisitorContact(tx, visitor);
  const gates = await findJobGates(tx, request.jobIds);
  const applied = await visitorAppliedJobIds(tx, visitor, request.jobIds);
  const created: EntryRow[] = [];
  const visitorId = visitor.id;
  for (const jobId of request.jobIds) {
    const refusal =
      refusalOf(gates.get(jobId), { visitor: true }) ??
      (applied.has(jobId) ? new DomainError(ErrorCode.ALREADY_APPLIED) : null);
    if (refusal) {
      if (request.strict) throw refusal;
      continue;
    }
    const [entry] = await tx
      .insert(entries)
      .values({
        visitorId,
        jobId,
        scoutId: request.scoutId ?? null,
        message: request.message || null,
        conversionSource: request.conversionSource,
        ...attributionValues(request.attribution),
      })
      .returning();
    created.push(entry!);
    applied.add(jobId);
  }
  return created;
}

/** The first refusal among jobs none of which takes an entry (visitor batches). */
export async function firstRefusal(
  tx: Transaction,
  jobIds: readonly number[],
  contact: VisitorContact,
): Promise<DomainError> {
  const gates = await findJobGates(tx, jobIds);
  for (const jobId of jobIds) {
    const refusal = refusalOf(gates.get(jobId), { visitor: true });
    if (refusal) return refusal;
  }
  const applied = await visitorAppliedJobIds(tx, contact, jobIds);
  return new DomainError(applied.size > 0 ? ErrorCode.ALREADY_APPLIED : ErrorCode.JOB_NOT_HIRING);
}
