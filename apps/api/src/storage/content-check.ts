import type { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { fileTypeFromBuffer } from 'file-type';

type AllowedType = (typeof MESSAGE_LIMITS.allowedAttachmentTypes)[number];

/** Bytes from the start of a file that content sniffing looks at (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/**
 * Per allowed type: the file name extensions it may carry, and what file-type may find in its
 * first bytes. `null` stands for "nothing recognised", which is what plain text gives. Word and
 * Excel 97 files are OLE compound files (`cfb`) to file-type; a docx/xlsx whose parts come in
 * an unusual order may only be recognised as a zip within the sample.
 */
const RULES: Record<AllowedType, { extensions: string[]; detected: Array<string | null> }> = {
  'application/pdf': { extensions: ['pdf'], detected: ['application/pdf'] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], detected: ['image/jpeg'] },
  'image/png': { extensions: ['png'], detected: ['image/png'] },
  'image/gif': { extensions: ['gif'], detected: ['image/gif'] },
  'application/msword': { extensions: ['doc'], detected: ['application/x-cfb'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['docx'],
    detected: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/zip',
    ],
  },
  'application/vnd.ms-excel': { extensions: ['xls'], detected: ['application/x-cfb'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['xlsx'],
    detected: [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
    ],
  },
  'text/plain': { extensions: ['txt'], detected: [null] },
};

function rulesOf(contentType: string) {
  return Object.hasOwn(RULES, contentType) ? RULES[contentType as AllowedType] : undefined;
}

/** Whether the name's extension fits the declared (already allowed) type. */
export function extensionFits(fileName: string, contentType: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return rulesOf(contentType)?.extensions.includes(extension) ?? false;
}

/**
 * Whether the first bytes of a file are what its declared type says, by magic bytes
 * (file-type): an executable renamed `.pdf` and declared `application/pdf` is not a PDF.
 * Text has no magic bytes: it passes when nothing is recognised and it holds no NUL byte.
 */
export async function contentFits(head: Uint8Array, contentType: string): Promise<boolean> {
  const rules = rulesOf(contentType);
  if (!rules) return false;
  const detected = await fileTypeFromBuffer(head);
  if (!rules.detected.includes(detected?.mime ?? null)) return false;
  if (detected === undefined && head.includes(0)) return false;
  return true;
}
