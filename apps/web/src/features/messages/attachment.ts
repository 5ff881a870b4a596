import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { attachmentSchema } from '@jobsite/domain/validators';

/**
 * Message attachments in the browser: the domain's type and size limits checked before a
 * byte is sent (the api checks them again). Downloads go through the web origin
 * (`/attachments/messages/{id}` → BFF → api, owner only; lib/use-file-download).
 */

/** `accept` of the file input: the allowed MIME types. */
export const ATTACHMENT_ACCEPT: readonly string[] = MESSAGE_LIMITS.allowedAttachmentTypes;

/** What the picker says it takes. */
export const ATTACHMENT_HINT = `PDF・画像（JPEG/PNG/GIF）・Word・Excel・テキスト、${
  MESSAGE_LIMITS.maxAttachmentBytes / (1024 * 1024)
}MBまで`;

/** The Japanese reason a file cannot be attached, or null when it can. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const result = attachmentSchema.safeParse({
    name: file.name,
    contentType: file.type,
    size: file.size,
  });
  if (result.success) return null;
  // Size first: a too-large file of a refused type is refused for being too large too.
  const bySize = result.error.issues.find((issue) => issue.path[0] === 'size');
  return (bySize ?? result.error.issues[0])?.message ?? errorMessage(ErrorCode.BAD_USER_INPUT);
}
