import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MESSAGE_LIMITS, PAGE_SIZES } from '@jobsite/domain/constants';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { attachmentSchema, clientMessageIdSchema } from '@jobsite/domain/validators';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { findRepeat } from '../../db/idempotency';
import { rooms } from '../../db/schema';
import { notFound, parseArg, parseId, recordIdSchema } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { uploadedFile } from '../../graphql/uploads';
import {
  AttachmentContentMismatchError,
  AttachmentTooLargeError,
} from '../../storage/attachment-storage';
import { contentFits, extensionFits } from '../../storage/content-check';
import { cleanFileName } from '../../storage/file-names';
import { parseCursor, parseFirst, toConnection } from '../connections';
import { echo, forgetMember, parseInput } from '../member-inputs';
import { PDF, renderMemberDocument } from '../members/document-files';
import { companyShownBy } from '../scouts/disclosure';
import { findQuickReply, QUICK_REPLIES } from '../scouts/quick-replies';
import { messageKey, postUserMessage } from './client-ids';
import {
  countNotices,
  countRooms,
  findMessageOfMember,
  findRoomOfMember,
  isMessageOfRoom,
  listMessages,
  listNotices,
  listRooms,
  type MessageRow,
  type RoomRow,
  readCompanyMessages,
  readNotices,
} from './repository';

async function roomOrNotFound(context: ApiContext, roomIdValue: unknown): Promise<RoomRow> {
  const roomId = parseId(roomIdValue, 'roomId');
  const member = await context.auth.member();
  const room = await findRoomOfMember(context.db, member.id, roomId);
  if (!room) throw notFound();
  return room;
}

/**
 * Where the browser downloads a message's file: the owner-checked route on the site's own
 * origin (web → BFF, decision 0015). Relative, so no answer names an internal address, and
 * no bearer link sits in every message list.
 */
export function publicAttachmentPath(messageId: number): string {
  return `/attachments/messages/${messageId}`;
}

/**
 * A message's file. `signed`: the short-lived signed link to the stored file (what
 * fetchMessageAttachedFile gives the BFF's download route); otherwise the public path.
 */
async function fileOf(context: ApiContext, message: MessageRow, signed = false) {
  if (message.contentType !== 'FILE' || !message.fileKey) return null;
  // Names stored before they were cleaned on upload are cleaned when shown.
  const name = cleanFileName(message.fileName ?? '') || 'file';
  const contentType = message.fileContentType ?? 'application/octet-stream';
  return {
    name,
    contentType,
    url: signed
      ? await context.services.storage.downloadUrl(message.fileKey, {
          fileName: name,
          contentType,
          expiresInSeconds: context.services.settings.attachmentUrlTtlSeconds,
        })
      : publicAttachmentPath(message.id),
  };
}

/** Whether an upload stream failed because it ran past the size limit. */
function isTooLarge(error: unknown): boolean {
  if (error instanceof AttachmentTooLargeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 413;
}

const attachmentFacts = attachmentSchema.pick({ name: true, contentType: true });

function forgetRoomCounts(context: ApiContext): void {
  forgetMember(context);
  context.loaders.members.roomMessageCounts.clearAll();
  context.loaders.members.lastMessage.clearAll();
}

const parseClientMessageId = (value: unknown) =>
  parseArg(clientMessageIdSchema, value, 'clientMessageId');

/**
 * Posts the member's message of a file already in storage under `file.key`. The file is
 * removed when the message is not saved, or when a concurrent request with the same key
 * saved it first (this copy is not needed then).
 */
async function postStoredFile(
  context: ApiContext,
  room: RoomRow,
  clientMessageId: string | null | undefined,
  file: { key: string; name: string; contentType: string; size: number },
): Promise<MessageRow> {
  try {
    const posted = await context.db.transaction((tx) =>
      postUserMessage(tx, room.endUserId, clientMessageId, {
        roomId: room.id,
        isSentByUser: true,
        file,
      }),
    );
    if (posted.repeated) await context.services.storage.delete(file.key);
    forgetRoomCounts(context);
    return posted.message;
  } catch (error) {
    await context.services.storage.delete(file.key).catch(() => {});
    throw error;
  }
}

/** Rooms, messages and notices of the member (spec §7), each scoped to the verified member. */
export const messageResolvers: Resolvers = {
  Query: {
    rooms: async (_root, args, context) => {
      const first = parseFirst(args.first, PAGE_SIZES.rooms);
      const after = parseCursor('room', args.after);
      const member = await context.auth.member();
      const [rows, totalCount] = await Promise.all([
        listRooms(context.db, member.id, first + 1, after),
        countRooms(context.db, member.id),
      ]);
      return toConnection('room', rows, first, totalCount);
    },
    room: (_root, args, context) => roomOrNotFound(context, args.id),
    notices: async (_root, args, context) => {
      const first = parseFirst(args.first, PAGE_SIZES.notices);
      const after = parseCursor('notice', args.after);
      const member = await context.auth.member();
      const [rows, counts] = await Promise.all([
        listNotices(context.db, member.id, first + 1, after),
        countNotices(context.db, member.id),
      ]);
      return { ...toConnection('notice', rows, first, counts.total), unreadCount: counts.unread };
    },
    fetchMessageAttachedFile: async (_root, args, context) => {
      const messageId = parseId(args.messageId, 'messageId');
      const member = await context.auth.member();
      const message = await findMessageOfMember(context.db, member.id, messageId);
      const file = message ? await fileOf(context, message, true) : null;
      if (!file) throw notFound();
      return file;
    },
  },

  Mutation: {
    readCompanyMessage: async (_root, args, context) => {
      const room = await roomOrNotFound(context, args.input.roomId);
      const untilMessageId =
        args.input.untilMessageId === null || args.input.untilMessageId === undefined
          ? undefined
          : parseId(args.input.untilMessageId, 'untilMessageId');
      // Only a message of this room bounds the receipt: any other id (another room, another
      // member's, none) is not found here, as the room of another member is.
      if (
        untilMessageId !== undefined &&
        !(await isMessageOfRoom(context.db, room.id, untilMessageId))
      ) {
        throw notFound();
      }
      await readCompanyMessages(context.db, room.id, untilMessageId);
      forgetRoomCounts(context);
      const member = await context.auth.member();
      return {
        ...echo(args.input),
        room,
        messageCount: await context.loaders.members.profile.unreadMessageCount.load(member.id),
      };
    },

    readNotices: async (_root, args, context) => {
      const ids =
        args.input.noticeIds === null || args.input.noticeIds === undefined
          ? undefined
          : parseArg(z.array(recordIdSchema).max(100), args.input.noticeIds, 'noticeIds');
      const member = await context.auth.member();
      const notices = await readNotices(context.db, member.id, ids);
      forgetMember(context);
      const counts = await countNotices(context.db, member.id);
      return { ...echo(args.input), notices, unreadNoticeCount: counts.unread };
    },

    updateRoom: async (_root, args, context) => {
      const room = await roomOrNotFound(context, args.input.roomId);
      const isArchived = parseArg(z.boolean().nullish(), args.input.isArchived, 'isArchived');
      if (isArchived === null || isArchived === undefined) return { ...echo(args.input), room };
      const [updated] = await context.db
        .update(rooms)
        .set({ isArchived })
        .where(eq(rooms.id, room.id))
        .returning();
      return { ...echo(args.input), room: updated ?? room };
    },

    createUserMessage: async (_root, args, context) => {
      const input = parseInput('createUserMessage', args.input);
      const room = await roomOrNotFound(context, input.roomId);
      if (input.quickReplyKey) {
        const offered = room.scoutId !== null && findQuickReply(input.quickReplyKey);
        if (!offered) throw DomainError.badUserInput({ quickReplyKey: '選択してください' });
      }
      const { message } = await context.db.transaction((tx) =>
        postUserMessage(tx, room.endUserId, input.clientMessageId, {
          roomId: room.id,
          isSentByUser: true,
          content: input.content,
          quickReplyKey: input.quickReplyKey || null,
        }),
      );
      forgetRoomCounts(context);
      return { ...echo(args.input), message, room: (await roomOrNotFound(context, room.id))! };
    },

    createUserAttachmentMessage: async (_root, args, context) => {
      // Who and where first: nothing of the file is read for a caller who may not send it.
      const room = await roomOrNotFound(context, args.input.roomId);
      const clientMessageId = parseClientMessageId(args.input.clientMessageId);
      const file = await uploadedFile(args.input.file);
      if (!file) throw DomainError.badUserInput({ file: '添付するファイルを選択してください' });
      const facts = attachmentFacts.safeParse({
        name: cleanFileName(file.filename),
        contentType: file.mimetype,
      });
      if (!facts.success || !extensionFits(facts.data.name, facts.data.contentType)) {
        const typeRefused =
          facts.success || facts.error.issues.some((issue) => issue.path[0] === 'contentType');
        file.createReadStream().resume();
        if (typeRefused) throw new DomainError(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED);
        throw DomainError.badUserInput({ file: '添付するファイルを選択してください' });
      }
      if (clientMessageId) {
        // A retry of an upload that was saved is answered, or refused (the key used for another
        // message), without storing the file: it is drained either way.
        const message = await findRepeat(
          context.db,
          messageKey(room.endUserId, clientMessageId, { roomId: room.id, file: facts.data }),
        ).catch((error: unknown) => {
          file.createReadStream().resume();
          throw error;
        });
        if (message) {
          file.createReadStream().resume();
          return { ...echo(args.input), message, room };
        }
      }
      const key = `rooms/${room.id}/${randomUUID()}`;
      let size: number;
      try {
        ({ size } = await context.services.storage.put(key, file.createReadStream(), {
          maxBytes: MESSAGE_LIMITS.maxAttachmentBytes,
          // The bytes must be what the declared type says (an .exe renamed .pdf is refused).
          inspect: async (head) => {
            if (!(await contentFits(head, facts.data.contentType))) {
              throw new AttachmentContentMismatchError(facts.data.contentType);
            }
          },
        }));
        // A multipart body found ambiguous after the file (a second `operations`) is refused
        // whole: nothing of it is saved.
        await file.bodyParsed?.catch(async (error: unknown) => {
          await context.services.storage.delete(key);
          throw error;
        });
      } catch (error) {
        if (isTooLarge(error)) throw new DomainError(ErrorCode.ATTACHMENT_TOO_LARGE);
        if (error instanceof AttachmentContentMismatchError) {
          throw new DomainError(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED);
        }
        throw error;
      }
      if (size === 0) {
        await context.services.storage.delete(key);
        throw DomainError.badUserInput({ file: '空のファイルは添付できません' });
      }
      const message = await postStoredFile(context, room, clientMessageId, {
        key,
        name: facts.data.name,
        contentType: facts.data.contentType,
        size,
      });
      return { ...echo(args.input), message, room: await roomOrNotFound(context, room.id) };
    },
    createUserDocumentMessage: async (_root, args, context) => {
      const room = await roomOrNotFound(context, args.input.roomId);
      const clientMessageId = parseClientMessageId(args.input.clientMessageId);
      const member = await context.auth.member();
      // Drawn now, from what the document holds at this moment (docs/decisions/0056).
      const document = await renderMemberDocument(
        context,
        member,
        args.input.kind,
        args.input.documentId,
      );
      const file = { name: cleanFileName(document.name) || 'document.pdf', contentType: PDF };
      if (clientMessageId) {
        const repeat = await findRepeat(
          context.db,
          messageKey(room.endUserId, clientMessageId, { roomId: room.id, file }),
        );
        if (repeat) return { ...echo(args.input), message: repeat, room };
      }
      const key = `rooms/${room.id}/${randomUUID()}`;
      const { size } = await context.services.storage.put(key, Readable.from([document.bytes]), {
        maxBytes: MESSAGE_LIMITS.maxAttachmentBytes,
      });
      const message = await postStoredFile(context, room, clientMessageId, { key, ...file, size });
      return { ...echo(args.input), message, room: await roomOrNotFound(context, room.id) };
    },
  },

  Room: {
    id: (room) => String(room.id),
    company: async (room, _args, context) => {
      // The advisor room is with the site's career advisor, not a company.
      if (room.companyId === null) return null;
      // A scout's room shows the company as the scout does (hidden name or images).
      const scout =
        room.scoutId === null ? null : await context.loaders.members.scoutById.load(room.scoutId);
      if (scout) return companyShownBy(context, scout, room.companyId);
      const company = await context.loaders.companies.byId.load(room.companyId);
      if (!company) throw new Error(`company ${room.companyId} of room ${room.id} missing`);
      return company;
    },
    entry: (room, _args, context) =>
      room.entryId === null ? null : context.loaders.members.entryById.load(room.entryId),
    scout: (room, _args, context) =>
      room.scoutId === null ? null : context.loaders.members.scoutById.load(room.scoutId),
    unreadMessageCount: async (room, _args, context) =>
      (await context.loaders.members.roomMessageCounts.load(room.id)).unread,
    lastMessage: (room, _args, context) => context.loaders.members.lastMessage.load(room.id),
    quickReplies: (room) =>
      room.scoutId === null ? [] : QUICK_REPLIES.map((reply) => ({ ...reply })),
    messages: async (room, args, context) => {
      const first = parseFirst(args.first, PAGE_SIZES.messages);
      const after = parseCursor('message', args.after);
      const [rows, counts] = await Promise.all([
        listMessages(context.db, room.id, first + 1, after),
        context.loaders.members.roomMessageCounts.load(room.id),
      ]);
      return toConnection('message', rows, first, counts.total);
    },
  },

  Message: {
    id: (message) => String(message.id),
    file: (message, _args, context) => fileOf(context, message),
  },

  Notice: {
    id: (notice) => String(notice.id),
  },
};
