import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { AttachmentStorage, DownloadOptions, PutOptions } from './attachment-storage';
import { SNIFF_BYTES } from './content-check';
import { copyLimited } from './copy-limited';

/** Keys are made by the api (`rooms/<id>/<uuid>`); anything else is refused. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Suffix of a file still being written; renamed away when complete. */
export const PART_SUFFIX = '.part';

export interface LocalStorageOptions {
  /** Folder the files live in (created on first write). */
  root: string;
  /** HMAC secret of the download links. */
  secret: string;
  /** Origin of the download links (this api, or a proxy in front of it). */
  baseUrl: string;
}

/** `RFC 5987` filename for Content-Disposition, with an ASCII fallback. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Attachments in a local folder (`<DATA_DIR>/attachments` by default). A file is written to
 * `<key>.part` and renamed when complete, so a half-written upload is never served; the
 * download route serves a file only with a valid, unexpired signature.
 */
export class LocalAttachmentStorage implements AttachmentStorage {
  readonly #root: string;
  readonly #secret: string;
  readonly #baseUrl: string;

  constructor(options: LocalStorageOptions) {
    this.#root = path.resolve(options.root);
    this.#secret = options.secret;
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  #pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`bad attachment key ${key}`);
    return path.join(this.#root, ...key.split('/'));
  }

  async put(key: string, stream: Readable, options: PutOptions) {
    const target = this.#pathOf(key);
    const partial = `${target}${PART_SUFFIX}`;
    let sink: ReturnType<typeof createWriteStream> | undefined;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      sink = createWriteStream(partial);
      const size = await copyLimited(stream, sink, { ...options, headBytes: SNIFF_BYTES });
      await rename(partial, target);
      return { size };
    } catch (error) {
      // Too large, refused content, the client gone, a full disk: nothing stays. The file is
      // closed first so no write lands after the removal.
      stream.on('error', () => {});
      stream.resume();
      if (sink) {
        sink.destroy();
        await finished(sink).catch(() => {});
      }
      await rm(partial, { force: true });
      throw error;
    }
  }

  /**
   * Removes `.part` files older than `olderThanMs` (uploads cut off by a crash or a kill,
   * which no failure path could clean up). Younger ones may be uploads still running.
   */
  async sweepPartials(now: Date, olderThanMs: number): Promise<string[]> {
    const entries = await readdir(this.#root, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const removed: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(PART_SUFFIX)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info || now.getTime() - info.mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed.push(path.relative(this.#root, file));
    }
    return removed;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.#pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  #sign(key: string, name: string, type: string, expires: number): string {
    return createHmac('sha256', this.#secret)
      .update(`${key}\n${name}\n${type}\n${expires}`)
      .digest('base64url');
  }

  async downloadUrl(key: string, options: DownloadOptions): Promise<string> {
    this.#pathOf(key);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    const params = new URLSearchParams({
      name: options.fileName,
      type: options.contentType,
      expires: String(expires),
      signature: this.#sign(key, options.fileName, options.contentType, expires),
    });
    return `${this.#baseUrl}/attachments/${key}?${params}`;
  }

  /** `GET /attachments/*`: the file of a signed, unexpired link, as a download. */
  routes = async (app: FastifyInstance) => {
    app.get<{
      Params: { '*': string };
      Querystring: Record<string, string | undefined>;
    }>('/attachments/*', async (request, reply) => {
      const key = request.params['*'];
      const { name, type, expires, signature } = request.query;
      const expiresAt = Number(expires);
      const valid =
        KEY_PATTERN.test(key) &&
        name !== undefined &&
        type !== undefined &&
        signature !== undefined &&
        Number.isInteger(expiresAt) &&
        expiresAt * 1000 > Date.now() &&
        safeEqual(signature, this.#sign(key, name, type, expiresAt));
      if (!valid) return reply.code(404).send({ message: 'Not Found' });
      const file = this.#pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return reply.code(404).send({ message: 'Not Found' });
      return reply
        .header('content-type', type)
        .header('content-length', info.size)
        .header('content-disposition', contentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(file));
    });
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
