/** Messages to companies (createUserMessage, createUserAttachmentMessage). */
import { z } from 'zod';
import { MESSAGE_LIMITS } from '../constants';
import { ErrorCode, errorMessage } from '../errors';
import { formObject, idempotencyKeySchema, idSchema, optionalText, requiredText } from './fields';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from './messages';
import { normalizeLineBreaks } from './normalize';

/**
 * Message text, kept exactly as typed (leading blank lines and indentation are the
 * writer's), but it must contain something other than whitespace.
 */
export const messageTextSchema = z
  .string({ error: M.required })
  .overwrite(normalizeLineBreaks)
  .min(1, M.required)
  .max(MESSAGE_LIMITS.maxTextLength, maxLengthMessage(MESSAGE_LIMITS.maxTextLength))
  .refine((text) => text.trim().length > 0, M.whitespaceOnly);

/** Longest quick reply key ('ok', 'confirmInterviewDate', 'contactLater' today). */
const QUICK_REPLY_KEY_MAX_LENGTH = 50;

/** The idempotency key of one message (`clientMessageId`). */
export const clientMessageIdSchema = idempotencyKeySchema;

/**
 * createUserMessage (GQL.CreateUserMessageInput). `quickReplyKey` names the quick reply
 * used, if any; whether the room offers it is the api's check.
 */
export const userMessageSchema = formObject({
  roomId: idSchema,
  content: messageTextSchema,
  quickReplyKey: optionalText(QUICK_REPLY_KEY_MAX_LENGTH),
  clientMessageId: clientMessageIdSchema,
});
export type UserMessageInput = z.input<typeof userMessageSchema>;

const typeNotAllowed = errorMessage(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED);

/**
 * A file about to be attached (createUserAttachmentMessage). Not the GraphQL input itself:
 * its `file: Upload` is a File in the browser and a stream on the server, so each side maps
 * what it has to these three facts (web: File.name, File.type, File.size; api: the upload's
 * filename and mimetype and the bytes read) and checks them here. `contentType` is the MIME type (File.type in a browser);
 * parameters and letter case are ignored ('Text/Plain; charset=utf-8' → 'text/plain').
 */
export const attachmentSchema = formObject({
  name: requiredText(255),
  contentType: z
    .string({ error: typeNotAllowed })
    .overwrite((type) => (type.split(';')[0] ?? '').trim().toLowerCase())
    .pipe(z.enum(MESSAGE_LIMITS.allowedAttachmentTypes, { error: typeNotAllowed })),
  size: z
    .number({ error: M.invalid })
    .int(M.invalid)
    .min(1, '空のファイルは添付できません')
    .max(MESSAGE_LIMITS.maxAttachmentBytes, errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE)),
});
export type AttachmentInput = z.input<typeof attachmentSchema>;
