import { ADVISOR_REQUEST_LIMITS } from '@jobsite/domain/constants';
import { ContactMethod, ContactTimeSlot } from '@jobsite/domain/enums';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import type { AdvisorRequest } from '@jobsite/domain/validators';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { lockMember } from '../favorites/repository';
import type { JobRow } from '../jobs/repository';
import type { MemberRow } from '../members/repository';
import { addNotice, postMessage, type RoomRow } from '../messages/repository';
import {
  type AdvisorRequestRow,
  insertAdvisorRequest,
  openAdvisorRoom,
  requestsSince,
  START_OF_JST_DAY,
} from './repository';

/** The advisor desk's automatic first answer to a request (a person answers later). */
export const ADVISOR_AUTO_REPLY =
  'キャリアアドバイザーへのご相談ありがとうございます。担当アドバイザーより、ご希望の連絡方法・時間帯にあわせてご連絡いたします。このメッセージからもご質問いただけます。';

/** Notice texts of the advisor room. */
export const ADVISOR_NOTICES = Object.freeze({
  requested: 'キャリアアドバイザーへの相談を受け付けました。',
  message: 'キャリアアドバイザーから新しいメッセージが届きました。',
});

/** Where a member reads a room (the notice's link). */
export function roomPath(roomId: number): string {
  return `/member/message/?roomId=${roomId}`;
}

/** The request as the member's message in the room, so the advisor reads it in one place. */
export function requestMessage(
  request: Pick<AdvisorRequestRow, 'contactMethod' | 'contactAddress' | 'preferredTimes' | 'note'>,
  job: Pick<JobRow, 'title'> | null,
): string {
  const lines = [
    'キャリアアドバイザーへの相談を申し込みました。',
    `連絡方法：${ContactMethod.labels[request.contactMethod]}（${request.contactAddress}）`,
    `希望の時間帯：${request.preferredTimes.map((slot) => ContactTimeSlot.labels[slot]).join('、')}`,
  ];
  if (job) lines.push(`相談したい求人：${job.title}`);
  if (request.note) lines.push('', request.note);
  return lines.join('\n');
}

const sameTimes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether `row` is the same request as `request` (a double click or a retry). */
function isSameRequest(row: AdvisorRequestRow, request: NewRequest): boolean {
  return (
    row.contactMethod === request.contactMethod &&
    row.contactAddress === request.contactAddress &&
    sameTimes(row.preferredTimes, request.preferredTimes) &&
    (row.note ?? null) === request.note &&
    (row.jobId ?? null) === (request.job?.id ?? null)
  );
}

interface NewRequest {
  contactMethod: AdvisorRequest['contactMethod'];
  contactAddress: string;
  preferredTimes: AdvisorRequest['preferredTimes'];
  note: string | null;
  job: Pick<JobRow, 'id' | 'title'> | null;
}

/** The request of a parsed input: the address of the chosen method, a note or null. */
export function newRequestOf(
  input: AdvisorRequest,
  job: Pick<JobRow, 'id' | 'title'> | null,
): NewRequest {
  const contactAddress = input.contactMethod === 'email' ? input.email : input.phoneNumber;
  // requireChosenContact made sure the address of the chosen method is there.
  if (!contactAddress) throw DomainError.badUserInput({ contactMethod: '入力してください' });
  return {
    contactMethod: input.contactMethod,
    contactAddress,
    preferredTimes: input.preferredTimes,
    note: input.note || null,
    job,
  };
}

/**
 * Records a member's advisor request inside the caller's transaction: the member's advisor
 * room (opened on the first request), the request, the request as the member's message, the
 * desk's automatic acknowledgement (unread) and a notice. Under the member's row lock the
 * same request again within ADVISOR_REQUEST_LIMITS.duplicateWindowSeconds answers the first
 * one and writes nothing; past ADVISOR_REQUEST_LIMITS.maxPerDay in a Japan-time day it fails
 * with ADVISOR_REQUEST_LIMIT_REACHED.
 */
export async function recordAdvisorRequest(
  tx: Transaction,
  member: MemberRow,
  request: NewRequest,
): Promise<{ advisorRequest: AdvisorRequestRow; room: RoomRow; created: boolean }> {
  await lockMember(tx, member.id);
  const today = await requestsSince(tx, member.id, START_OF_JST_DAY);
  const recent = await requestsSince(
    tx,
    member.id,
    sql`now() - make_interval(secs => ${ADVISOR_REQUEST_LIMITS.duplicateWindowSeconds})`,
  );
  const duplicate = recent.find((row) => isSameRequest(row, request));
  const room = await openAdvisorRoom(tx, member.id);
  if (duplicate) return { advisorRequest: duplicate, room, created: false };
  if (today.length >= ADVISOR_REQUEST_LIMITS.maxPerDay) {
    throw new DomainError(ErrorCode.ADVISOR_REQUEST_LIMIT_REACHED);
  }
  const values = {
    endUserId: member.id,
    roomId: room.id,
    contactMethod: request.contactMethod,
    contactAddress: request.contactAddress,
    preferredTimes: [...request.preferredTimes],
    note: request.note,
    jobId: request.job?.id ?? null,
  };
  await postMessage(tx, {
    roomId: room.id,
    isSentByUser: true,
    content: requestMessage(values, request.job),
  });
  const reply = await postMessage(tx, {
    roomId: room.id,
    isSentByUser: false,
    content: ADVISOR_AUTO_REPLY,
  });
  const advisorRequest = await insertAdvisorRequest(tx, {
    ...values,
    autoReplyMessageId: reply.id,
  });
  await addNotice(tx, {
    endUserId: member.id,
    text: ADVISOR_NOTICES.requested,
    url: roomPath(room.id),
  });
  return { advisorRequest, room, created: true };
}
