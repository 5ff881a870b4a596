import { finished } from 'node:stream/promises';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { processRequest, Upload } from 'graphql-upload-minimal';
import type { FileUpload } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Uploads of a multipart GraphQL request (graphql-multipart-request-spec). */
    graphqlUploads?: Upload[];
  }
}

/**
 * A multipart body announced larger than any upload, refused before a byte is read. Which
 * upload it carried is not known yet: GraphQL answers ATTACHMENT_TOO_LARGE, as the BFF does.
 */
export class UploadBodyTooLargeError extends Error {
  override readonly name = 'UploadBodyTooLargeError';
  readonly statusCode = 413;
  constructor() {
    super('Request body is too large');
  }
}

/** Largest `operations` or `map` field: the query and its variables. */
const MAX_FIELD_BYTES = 100 * 1024;

function collectUploads(value: unknown, found: Upload[], depth = 0): void {
  if (depth > 20 || value === null || typeof value !== 'object') return;
  if (value instanceof Upload) {
    found.push(value);
    return;
  }
  for (const child of Object.values(value)) collectUploads(child, found, depth + 1);
}

/** Reads and drops whatever of a file its resolver did not read, so the request can end. */
async function drain(upload: Upload): Promise<void> {
  try {
    const file = (await upload.promise) as FileUpload;
    file.createReadStream().resume();
  } catch {
    // already read (createReadStream may be called once), failed, or never sent
  }
}

/** A refusal of the multipart body itself: the client's fault, never a 500. */
function badMultipart(message: string): Error & { status: number; statusCode: number } {
  return Object.assign(new Error(message), { status: 400, statusCode: 400, expose: true });
}

/** The only non-file parts of a GraphQL multipart request. */
const JSON_PARTS = new Set(['operations', 'map']);

/**
 * Reads and drops a file part nobody takes. The parser destroys it with its own error when
 * refused; it needs a listener for that.
 */
function dropFile(stream: unknown): void {
  const file = stream as NodeJS.ReadableStream;
  file.on('error', () => {});
  file.resume();
}

interface ParserWatch {
  /** Settles when the parser is done with the body: rejects when it failed or was refused. */
  done: Promise<void>;
}

/**
 * Watches graphql-upload-minimal's multipart parser (busboy), which is what the request is
 * piped into:
 *
 * - it refuses an ambiguous body before graphql-upload sees the part: `operations` or `map`
 *   twice, or sent as a file. graphql-upload would take the last `operations` and build its
 *   uploads again from a second `map`, leaving the first ones unresolved (a request that
 *   never ends). The part is swallowed and the parser destroyed with a 400, which
 *   graphql-upload turns into its own refusal (or the rejection of the pending uploads);
 * - graphql-upload listens once for the parser's errors, and a truncated body can make the
 *   parser emit a second one ("Unexpected end of form") after the request was refused: with
 *   nobody listening, that would crash the process.
 */
function watchParser(raw: FastifyRequest['raw']): ParserWatch {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const done = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Nobody may be waiting (no file was read): a refusal must not become an unhandled rejection.
  done.catch(() => {});
  const pipe = raw.pipe.bind(raw);
  raw.pipe = (<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }) => {
    const parser = destination as unknown as NodeJS.WritableStream & {
      emit(event: string | symbol, ...args: unknown[]): boolean;
      destroy(error?: Error): void;
    };
    const seen = new Set<string>();
    let refused = false;
    const emit = parser.emit.bind(parser);
    parser.emit = (event: string | symbol, ...args: unknown[]) => {
      if (refused && (event === 'field' || event === 'file')) {
        if (event === 'file') dropFile(args[1]);
        return false;
      }
      if (event === 'field' || event === 'file') {
        const name = String(args[0]);
        const reason = JSON_PARTS.has(name)
          ? event === 'file'
            ? `the '${name}' part must be a field, not a file`
            : seen.has(name)
              ? `the '${name}' part is sent twice`
              : null
          : null;
        seen.add(name);
        if (reason) {
          refused = true;
          if (event === 'file') dropFile(args[1]);
          parser.destroy(badMultipart(`Ambiguous multipart request: ${reason}.`));
          return false;
        }
      }
      if (event === 'fieldsLimit') {
        // A third field: graphql-upload would silently drop it.
        refused = true;
        parser.destroy(badMultipart('Ambiguous multipart request: more than two fields.'));
        return false;
      }
      return emit(event, ...args);
    };
    parser.on('error', (error: unknown) => settle.reject(asClientError(error)));
    parser.on('close', () => settle.resolve());
    return pipe(destination, options);
  }) as typeof raw.pipe;
  return { done };
}

/**
 * Every refusal of graphql-upload or its parser is the body's fault (malformed headers, a
 * missing part, a body ending mid-form): a 4xx. Its own "couldn't find any files or JSON" is
 * a 500 there; here the client sent a multipart body without the parts.
 */
function asClientError<T>(error: T): T {
  if (error && typeof error === 'object') {
    const fields = error as { status?: number; statusCode?: number };
    const status = fields.statusCode ?? fields.status;
    const clientStatus = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    fields.status = clientStatus;
    fields.statusCode = clientStatus;
  }
  return error;
}

/** Largest multipart body: the file, both JSON parts and the part headers and boundaries. */
const MAX_BODY_BYTES = MESSAGE_LIMITS.maxAttachmentBytes + 2 * MAX_FIELD_BYTES + 64 * 1024;

/**
 * Multipart GraphQL requests (createUserAttachmentMessage) through graphql-upload-minimal:
 * the file streams straight to the resolver, never buffered. At most one file of
 * MESSAGE_LIMITS.maxAttachmentBytes: busboy stops reading one byte past it, so the storage
 * sees the excess and refuses (see src/storage) without ever holding more.
 */
async function graphqlUploads(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (request: FastifyRequest, _payload, done) => {
    // A body announced larger than any acceptable one is refused before a byte is read.
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
      done(new UploadBodyTooLargeError());
      return;
    }
    request.graphqlUploads = [];
    done(null);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.graphqlUploads) return;
    const parser = watchParser(request.raw);
    request.body = await processRequest(request.raw, reply.raw, {
      maxFieldSize: MAX_FIELD_BYTES,
      maxFileSize: MESSAGE_LIMITS.maxAttachmentBytes + 1,
      maxFiles: 1,
    }).catch((error: Error) => {
      throw asClientError(error);
    });
    collectUploads(request.body, request.graphqlUploads);
    for (const upload of request.graphqlUploads) {
      // The resolver learns whether the rest of the body was sound before it saves anything.
      const file = upload.promise.then((value) =>
        Object.assign(value as FileUpload, { bodyParsed: parser.done }),
      );
      file.catch(() => {});
      upload.promise = file as unknown as typeof upload.promise;
    }
  });
  app.addHook('onSend', async (request) => {
    if (!request.graphqlUploads) return;
    // An operation that failed before reading its file (not signed in, bad room) still has
    // to consume the body before the answer goes out.
    await Promise.all(request.graphqlUploads.map(drain));
    if (!request.raw.readableEnded) {
      request.raw.resume();
      await finished(request.raw).catch(() => {});
    }
  });
}

export const graphqlUploadsPlugin = fp(graphqlUploads, { name: 'graphql-uploads' });

/**
 * The file of an `Upload` variable: a graphql-upload `Upload` (the schema's scalar has no
 * parser of its own) or its promise. Anything else (a string sent as JSON) is undefined.
 */
export async function uploadedFile(value: unknown): Promise<FileUpload | undefined> {
  const resolved = value instanceof Upload ? value.promise : value;
  if (!resolved || typeof (resolved as Promise<unknown>).then !== 'function') return undefined;
  const file = (await resolved) as Partial<FileUpload> | undefined;
  return file && typeof file.createReadStream === 'function' ? (file as FileUpload) : undefined;
}
