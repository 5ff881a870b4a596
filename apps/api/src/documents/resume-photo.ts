import type { Readable } from 'node:stream';
import { RESUME_PHOTO_LIMITS } from '@jobsite/domain/constants';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// Photos are decoded one at a time per request and never again: libvips' operation cache
// would only hold memory (docs/decisions/0056).
sharp.cache(false);

const ALLOWED: readonly string[] = RESUME_PHOTO_LIMITS.allowedTypes;

/**
 * Reads an uploaded photo into memory, refusing it (PHOTO_TOO_LARGE) as soon as more than
 * RESUME_PHOTO_LIMITS.maxBytes arrive; the rest of a refused stream is read and dropped so
 * the request can end.
 */
export async function readPhotoUpload(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > RESUME_PHOTO_LIMITS.maxBytes) throw new DomainError(ErrorCode.PHOTO_TOO_LARGE);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.on('error', () => {});
    stream.resume();
    // The multipart parser cuts a file at the transport limit with a 413 of its own.
    if ((error as { status?: unknown } | null)?.status === 413) {
      throw new DomainError(ErrorCode.PHOTO_TOO_LARGE);
    }
    throw error;
  }
  return Buffer.concat(chunks);
}

/**
 * The stored résumé photo made from an upload (docs/decisions/0056):
 * 1. the type is sniffed from the bytes (file-type), never taken from the name or the
 *    declared Content-Type: only JPEG and PNG pass;
 * 2. the dimensions are read from the header alone (sharp's metadata does not decode the
 *    pixels) and refused above RESUME_PHOTO_LIMITS: an image bomb never gets inflated;
 * 3. the pixels are decoded (with the same pixel limit enforced by libvips), turned upright by
 *    their EXIF orientation, cropped to 3:4 around the centre, scaled to the stored size and
 *    written as a new JPEG. Nothing of the original's metadata (EXIF, GPS, XMP, comments) is
 *    copied: sharp writes none unless asked.
 */
export async function normalisePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new DomainError(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ALLOWED.includes(detected.mime)) {
    throw new DomainError(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
  }
  // The header alone: libvips' own pixel limit would refuse a bomb here as a broken file.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new DomainError(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
    });
  const { width = 0, height = 0 } = header;
  if (width <= 0 || height <= 0) throw new DomainError(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
  if (
    width > RESUME_PHOTO_LIMITS.maxSide ||
    height > RESUME_PHOTO_LIMITS.maxSide ||
    width * height > RESUME_PHOTO_LIMITS.maxPixels
  ) {
    throw new DomainError(ErrorCode.PHOTO_DIMENSIONS_TOO_LARGE);
  }
  const { stored } = RESUME_PHOTO_LIMITS;
  return sharp(bytes, { limitInputPixels: RESUME_PHOTO_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .resize(stored.width, stored.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => {
      // A header that promised an image whose pixels are broken: the file is not a photo.
      throw new DomainError(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
    });
}
