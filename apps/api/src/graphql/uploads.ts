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

/**
 * graphql-upload-minimal listens once for its multipart parser's errors, and a truncated
 * body can make the parser emit a second one ("Unexpected end of form") after the request
 * was already refused: with nobody listening, that crashes the process. The parser is what
 * the request is piped into, so it gets a listener of its own here; the refusal itself still
 * comes from processRequest (400).
 */
function keepParserErrorsHandled(raw: FastifyRequest['raw']): void {
  const pipe = raw.pipe.bind(raw);
  raw.pipe = (<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }) => {
    destination.on('error', () => {});
    return pipe(destination, options);
  }) as typeof raw.pipe;
}

/**
 * Multipart GraphQL requests (createUserAttachmentMessage) through graphql-upload-minimal:
 * the file streams straight to the resolver, never buffered. At most one file of
 * MESSAGE_LIMITS.maxAttachmentBytes: busboy stops reading one byte past it, so the storage
 * sees the excess and refuses (see src/storage) without ever holding more.
 */
async function graphqlUploads(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (request: FastifyRequest, _payload, done) => {
    request.graphqlUploads = [];
    done(null);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.graphqlUploads) return;
    keepParserErrorsHandled(request.raw);
    request.body = await processRequest(request.raw, reply.raw, {
      maxFieldSize: MAX_FIELD_BYTES,
      maxFileSize: MESSAGE_LIMITS.maxAttachmentBytes + 1,
      maxFiles: 1,
    }).catch((error: Error & { status?: number; statusCode?: number }) => {
      // The multipart parser's own errors (malformed content type, body ending mid-form)
      // carry no status: the body is the client's fault all the same.
      error.statusCode ??= error.status ?? 400;
      throw error;
    });
    collectUploads(request.body, request.graphqlUploads);
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
