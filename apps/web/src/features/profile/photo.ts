import { RESUME_PHOTO_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { GraphQLRequestError } from '../../lib/graphql/operation';

/** The résumé photo in the browser: what the picker takes, checked before a byte is sent. */

export const PHOTO_ACCEPT: readonly string[] = RESUME_PHOTO_LIMITS.allowedTypes;

export const PHOTO_HINT = `JPEG・PNG、${RESUME_PHOTO_LIMITS.maxBytes / (1024 * 1024)}MBまで。縦横3:4に切り抜いて保存します（撮影場所などの情報は削除されます）`;

/** The Japanese reason a file cannot be the photo, or null (the api checks the bytes again). */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.size > RESUME_PHOTO_LIMITS.maxBytes) return errorMessage(ErrorCode.PHOTO_TOO_LARGE);
  if (!PHOTO_ACCEPT.includes(file.type)) return errorMessage(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
  return null;
}

/**
 * The Japanese message of a failed photo call: a body refused for its size anywhere on the
 * way (ATTACHMENT_TOO_LARGE, or a bare 413) is the photo's size limit to the member.
 */
export function photoFailureMessage(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return errorMessage(null);
  if (error.status === 413 || error.code === ErrorCode.ATTACHMENT_TOO_LARGE) {
    return errorMessage(ErrorCode.PHOTO_TOO_LARGE);
  }
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return first ?? errorMessage(error.code);
}
