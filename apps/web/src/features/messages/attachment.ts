import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { attachmentSchema } from '@jobsite/domain/validators';
import { paths } from '../../lib/paths';

/**
 * Message attachments in the browser: the domain's type and size limits checked before a
 * byte is sent (the api checks them again), and downloads through the web origin
 * (`/attachments/messages/{id}` → BFF → api, owner only).
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

/** Shown when a download fails for a reason other than the session. */
export const DOWNLOAD_FAILED_MESSAGE =
  'ファイルをダウンロードできませんでした。時間をおいて再度お試しください。';

async function requestFile(messageId: string): Promise<Response | null> {
  try {
    return await fetch(paths.messageAttachment(messageId), {
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return null;
  }
}

/** Hands a downloaded body to the browser as a file named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a message's file. Resolves with null when the browser got it, or a Japanese
 * message to show. An ended session is refreshed once, then sent to login (spec §8).
 */
export async function downloadAttachment(
  messageId: string,
  fileName: string,
): Promise<string | null> {
  let response = await requestFile(messageId);
  if (response?.status === 401) {
    const expiry = await import('../../lib/session/expiry');
    if (await expiry.refreshSessionToken()) response = await requestFile(messageId);
    if (response?.status === 401) return expiry.endExpiredSession();
  }
  if (!response) return DOWNLOAD_FAILED_MESSAGE;
  if (response.status === 404) return errorMessage(ErrorCode.NOT_FOUND);
  if (!response.ok) return DOWNLOAD_FAILED_MESSAGE;
  saveBlob(await response.blob(), fileName);
  return null;
}
