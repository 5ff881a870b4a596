'use client';

import { PAGE_SIZES } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import type {
  ChooseInterviewSlotMutation,
  MemberDocumentKind,
  MessageRoomQuery,
  MessagesMessageFieldsFragment,
  MessagesRoomFieldsFragment,
} from '../../graphql/generated/browser/graphql';
import { setMemberMessageCount } from '../../lib/client-state/saved-jobs';
import { browserGraphQL } from '../../lib/graphql/browser';
import { viewerCountsDocument } from '../../lib/graphql/browser-documents';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { uploadGraphQL } from '../../lib/graphql/upload';
import {
  chooseInterviewSlotDocument,
  createUserAttachmentMessageDocument,
  createUserDocumentMessageDocument,
  createUserMessageDocument,
  memberDocumentChoicesDocument,
  noticesDocument,
  olderMessagesDocument,
  readCompanyMessageDocument,
  readNoticesDocument,
  requestOtherInterviewDatesDocument,
  roomDocument,
  roomsDocument,
  updateRoomDocument,
} from './browser-documents';

/**
 * The message pages' calls to `/graphql` from the browser. Session expiry (spec §8) is
 * handled by browserGraphQL / withSessionExpiry: an ended session goes to login.
 */

export type ThreadMessage = MessagesMessageFieldsFragment;
export type RoomSummary = MessagesRoomFieldsFragment;
export type RoomDetail = MessageRoomQuery['room'];
export type QuickReply = RoomDetail['quickReplies'][number];
export type InterviewProposal = NonNullable<ThreadMessage['interviewProposal']>;
export type InterviewAnswer = ChooseInterviewSlotMutation['chooseInterviewSlot'];

export type Page<T> = { items: T[]; hasMore: boolean; cursor: string | null; totalCount: number };

function pageOf<T>(connection: {
  edges: ReadonlyArray<{ node: T }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}): Page<T> {
  return {
    items: connection.edges.map((edge) => edge.node),
    hasMore: connection.pageInfo.hasNextPage,
    cursor: connection.pageInfo.endCursor,
    totalCount: connection.totalCount,
  };
}

/** The member's rooms, most recently active first, PAGE_SIZES.rooms (10) at a time. */
export async function fetchRooms(after: string | null = null, first: number = PAGE_SIZES.rooms) {
  const data = await browserGraphQL(roomsDocument, { first, after });
  return pageOf(data.rooms);
}

/** A room with its newest PAGE_SIZES.messages (20) messages (newest first). */
export async function fetchRoom(id: string) {
  const data = await browserGraphQL(roomDocument, { id, first: PAGE_SIZES.messages });
  const { messages, ...room } = data.room;
  return { room, messages: pageOf(messages) };
}

/** The next older page of a room's messages (newest first). */
export async function fetchOlderMessages(id: string, after: string) {
  const data = await browserGraphQL(olderMessagesDocument, {
    id,
    after,
    first: PAGE_SIZES.messages,
  });
  return pageOf(data.room.messages);
}

/**
 * Marks the company's messages of a room read, up to and including `untilMessageId` (the
 * newest message shown), so one that arrived since stays unread; the header badge takes the
 * new count.
 */
export async function markRoomRead(roomId: string, untilMessageId: string): Promise<number> {
  const data = await browserGraphQL(readCompanyMessageDocument, {
    input: { roomId, untilMessageId },
  });
  setMemberMessageCount(data.readCompanyMessage.messageCount);
  return data.readCompanyMessage.messageCount;
}

/** The header badge's unread count, asked afresh (after sending, new messages may be in). */
export async function refreshMessageCount(): Promise<void> {
  const data = await browserGraphQL(viewerCountsDocument, {});
  if (data.user) setMemberMessageCount(data.user.messageCount);
}

/**
 * Sends a text. `clientMessageId` is the message's idempotency key (send-keys.ts): sent again
 * with a retry, it makes the api answer the message it saved instead of saving a second.
 */
export async function sendText(
  roomId: string,
  content: string,
  options: { quickReplyKey?: string; clientMessageId?: string } = {},
): Promise<ThreadMessage> {
  const { quickReplyKey, clientMessageId } = options;
  const data = await browserGraphQL(createUserMessageDocument, {
    input: {
      roomId,
      content,
      ...(quickReplyKey ? { quickReplyKey } : {}),
      ...(clientMessageId ? { clientMessageId } : {}),
    },
  });
  void refreshMessageCount().catch(() => {});
  return data.createUserMessage.message;
}

/**
 * Sends a file (uploadGraphQL). `clientMessageId` as for sendText: a retried upload is
 * stored once.
 */
export async function sendFile(
  roomId: string,
  file: File,
  clientMessageId?: string,
): Promise<ThreadMessage> {
  const input = { roomId, file, ...(clientMessageId ? { clientMessageId } : {}) };
  const data = await uploadGraphQL(
    createUserAttachmentMessageDocument,
    { input },
    'input.file',
    file,
  );
  void refreshMessageCount().catch(() => {});
  return data.createUserAttachmentMessage.message;
}

/**
 * Sends one of the member's documents as a PDF, drawn by the api at this moment
 * (「履歴書を添付」「職務経歴書を添付」, decision 0056).
 */
export async function sendDocument(
  roomId: string,
  kind: MemberDocumentKind,
  documentId: string,
  clientMessageId?: string,
): Promise<ThreadMessage> {
  const data = await browserGraphQL(createUserDocumentMessageDocument, {
    input: { roomId, kind, documentId, ...(clientMessageId ? { clientMessageId } : {}) },
  });
  void refreshMessageCount().catch(() => {});
  return data.createUserDocumentMessage.message;
}

/** The member's resumes and career sheets, to choose the one a message carries. */
export async function fetchDocumentChoices() {
  const data = await browserGraphQL(memberDocumentChoicesDocument, {});
  return { RESUME: data.endUserViewer.resumes, CAREER_SHEET: data.endUserViewer.careerSheets };
}

/** Chooses one slot of a company's interview date proposal (decision 0051). */
export async function chooseInterviewSlot(slotId: string): Promise<InterviewAnswer> {
  const data = await browserGraphQL(chooseInterviewSlotDocument, { input: { slotId } });
  return data.chooseInterviewSlot;
}

/** Asks the company for other dates, with the member's optional wishes. */
export async function requestOtherInterviewDates(
  proposalId: string,
  note: string,
): Promise<InterviewAnswer> {
  const data = await browserGraphQL(requestOtherInterviewDatesDocument, {
    input: { proposalId, ...(note.trim() ? { note } : {}) },
  });
  return data.requestOtherInterviewDates;
}

export async function setRoomArchived(roomId: string, isArchived: boolean): Promise<boolean> {
  const data = await browserGraphQL(updateRoomDocument, { input: { roomId, isArchived } });
  return data.updateRoom.room.isArchived;
}

export async function fetchNotices(after: string | null = null) {
  const data = await browserGraphQL(noticesDocument, { first: PAGE_SIZES.notices, after });
  return { ...pageOf(data.notices), unreadCount: data.notices.unreadCount };
}

export type NoticeItem = Awaited<ReturnType<typeof fetchNotices>>['items'][number];

/** Marks the given notices read (all of the member's when `ids` is left out). */
export async function markNoticesRead(ids?: readonly string[]) {
  const data = await browserGraphQL(readNoticesDocument, {
    input: ids ? { noticeIds: [...ids] } : {},
  });
  return data.readNotices;
}

/**
 * The Japanese message of a failed call: the api's field message for BAD_USER_INPUT, the
 * catalogue message of its code otherwise (ATTACHMENT_TOO_LARGE also for a body the proxy
 * refused by size), the fallback message when there is none.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return errorMessage(null);
  if (error.status === 413) return errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE);
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  if (error.code === ErrorCode.BAD_USER_INPUT && first) return first;
  return errorMessage(error.code);
}
