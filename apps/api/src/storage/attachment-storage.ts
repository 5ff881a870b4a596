import type { Readable } from 'node:stream';

/** The file grew past the limit while it was being stored; nothing of it was kept. */
export class AttachmentTooLargeError extends Error {
  override readonly name = 'AttachmentTooLargeError';
}

/** The file's first bytes are not what its declared type says; nothing of it was kept. */
export class AttachmentContentMismatchError extends Error {
  override readonly name = 'AttachmentContentMismatchError';
}

export interface PutOptions {
  maxBytes: number;
  /**
   * Checks the file's first bytes before any is stored (content sniffing); a rejection fails
   * the put and keeps nothing.
   */
  inspect?: (head: Uint8Array) => Promise<void>;
}

export interface DownloadOptions {
  /** Name the browser saves the file as. */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/**
 * Where message attachments live. The local folder (local-storage.ts) is the embedded
 * default; an S3-compatible store implements the same five calls (PutObject streamed through
 * a byte counter, GetObject, DeleteObject, a presigned GET with ResponseContentDisposition).
 */
export interface AttachmentStorage {
  /**
   * Stores the stream under `key`. Rejects with AttachmentTooLargeError as soon as more than
   * `maxBytes` arrive, with what `inspect` rejects with, or with the stream's error, and
   * leaves nothing behind on any failure. The rest of a refused stream is read and dropped.
   */
  put(key: string, stream: Readable, options: PutOptions): Promise<{ size: number }>;
  /** The whole file (GetObject); small files only, such as a résumé photo drawn into a PDF. */
  read(key: string): Promise<Buffer>;
  /** Removes the file (no error when it is gone already). */
  delete(key: string): Promise<void>;
  /** A short-lived address the browser downloads the file from. */
  downloadUrl(key: string, options: DownloadOptions): Promise<string>;
}
