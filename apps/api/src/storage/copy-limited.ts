import type { Readable, Writable } from 'node:stream';
import { AttachmentTooLargeError } from './attachment-storage';

export interface CopyOptions {
  maxBytes: number;
  /**
   * Called once with the first `headBytes` bytes (or the whole file when shorter and not empty)
   * before anything is written; a rejection fails the copy.
   */
  inspect?: (head: Uint8Array) => Promise<void>;
  headBytes?: number;
}

/** The upload ended without its end (the client went away mid-file). */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

/**
 * Copies an upload into `sink`, failing as soon as more than `maxBytes` arrived. Unlike
 * `stream.pipeline` it never destroys the source: the source is the request's multipart
 * parser, which stalls (and with it the whole request) when its file stream is destroyed
 * unread. On failure the rest of the file is read and dropped so the request can end and
 * the answer go out at once; the sink is left to the caller to close and remove.
 */
export function copyLimited(
  source: Readable,
  sink: Writable,
  options: CopyOptions,
): Promise<number> {
  const { maxBytes, inspect, headBytes = 4100 } = options;
  return new Promise<number>((resolve, reject) => {
    let size = 0;
    let settled = false;
    let ended = false;
    let head: Buffer[] | null = inspect ? [] : null;
    let headSize = 0;

    const detach = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', fail);
      source.off('close', onClose);
      sink.off('error', fail);
      sink.off('drain', onDrain);
    };
    function fail(error: unknown) {
      if (settled) return;
      settled = true;
      detach();
      // Drop the rest of the file: its parser must reach the end of the body.
      source.on('error', () => {});
      source.resume();
      reject(error);
    }
    function onDrain() {
      if (!settled) source.resume();
    }
    const write = (chunk: Buffer) => {
      if (!sink.write(chunk)) {
        source.pause();
        sink.once('drain', onDrain);
      }
    };
    const finish = () => {
      sink.end(() => {
        if (settled) return;
        settled = true;
        detach();
        resolve(size);
      });
    };
    // Chunks that arrive while the head is being checked (a paused source may still hand out
    // what it already had), written after the head in order; and an end seen meanwhile.
    let queued: Buffer[] | null = null;
    let endQueued = false;
    /** Checks the head, then writes it and what came meanwhile, and goes on with `next`. */
    const releaseHead = (next: () => void) => {
      const bytes = Buffer.concat(head ?? []);
      head = null;
      if (bytes.length === 0 || !inspect) {
        if (bytes.length) write(bytes);
        next();
        return;
      }
      queued = [];
      source.pause();
      inspect(bytes).then(() => {
        if (settled) return;
        write(bytes);
        for (const chunk of queued ?? []) write(chunk);
        queued = null;
        if (endQueued) finish();
        else next();
      }, fail);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > maxBytes) {
        fail(new AttachmentTooLargeError(`over ${maxBytes} bytes`));
        return;
      }
      if (head) {
        head.push(chunk);
        headSize += chunk.length;
        if (headSize >= headBytes) releaseHead(() => source.resume());
        return;
      }
      if (queued) {
        queued.push(chunk);
        return;
      }
      write(chunk);
    }
    function onEnd() {
      ended = true;
      if (head) releaseHead(finish);
      else if (queued) endQueued = true;
      else finish();
    }
    function onClose() {
      if (!ended) fail(new UploadAbortedError('the upload ended early'));
    }

    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', fail);
    source.once('close', onClose);
    sink.on('error', fail);
  });
}
