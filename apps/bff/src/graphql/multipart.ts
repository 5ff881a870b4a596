import { Busboy } from '@fastify/busboy';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';

/** A multipart request (GraphQL multipart request spec) as received: forwarded byte for byte. */
export interface MultipartBody {
  raw: Buffer;
  contentType: string;
}

/** Largest multipart request: one attachment of the largest size, plus the form around it. */
export const MULTIPART_BODY_LIMIT = MESSAGE_LIMITS.maxAttachmentBytes + 256 * 1024;

const MAX_FILES = 1;

class MultipartError extends Error {
  readonly statusCode = 400;
}

function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: unknown = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) throw new MultipartError(`bad map path ${path}`);
    node = (node as Record<string, unknown>)[part];
  }
  const last = parts.at(-1);
  if (typeof node !== 'object' || node === null || last === undefined || !(last in node)) {
    throw new MultipartError(`bad map path ${path}`);
  }
  (node as Record<string, unknown>)[last] = value;
}

/**
 * Reads the `operations` and `map` fields of a multipart GraphQL request, so the BFF can
 * validate the operation like any other; the files stay in the raw body that goes upstream.
 * Each mapped variable gets a placeholder string (the BFF's Upload scalar passes anything).
 */
export function parseMultipartOperations(
  raw: Buffer,
  contentType: string,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let files = 0;
    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({
        headers: { 'content-type': contentType },
        limits: { files: MAX_FILES, fields: 2, fieldSize: 100 * 1024 },
      });
    } catch (error) {
      reject(new MultipartError((error as Error).message));
      return;
    }
    busboy.on('field', (name: string, value: string) => fields.set(name, value));
    busboy.on('file', (_name: string, stream: NodeJS.ReadableStream) => {
      files += 1;
      stream.resume();
    });
    busboy.on('error', (error: Error) => reject(new MultipartError(error.message)));
    busboy.on('finish', () => {
      try {
        if (files > MAX_FILES) throw new MultipartError('too many files');
        const operations = JSON.parse(fields.get('operations') ?? 'null') as unknown;
        const map = JSON.parse(fields.get('map') ?? '{}') as Record<string, unknown>;
        if (typeof operations !== 'object' || operations === null || Array.isArray(operations)) {
          throw new MultipartError('operations must be one operation object');
        }
        for (const [file, paths] of Object.entries(map)) {
          if (!Array.isArray(paths)) throw new MultipartError('map values must be arrays');
          for (const path of paths)
            setAtPath(operations as Record<string, unknown>, String(path), `upload:${file}`);
        }
        resolve(operations as Record<string, unknown>);
      } catch (error) {
        reject(
          error instanceof MultipartError ? error : new MultipartError((error as Error).message),
        );
      }
    });
    busboy.end(raw);
  });
}
