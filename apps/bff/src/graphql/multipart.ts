import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import Dicer, { type PartStream } from '@fastify/busboy/deps/dicer/lib/Dicer.js';
import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode } from '@jobsite/domain/errors';
import { BffError } from '../http/errors';

/**
 * A multipart request (GraphQL multipart request spec) as the BFF forwards it: written again
 * from the parts it parsed and validated, never the client's bytes (see readMultipart).
 */
export interface MultipartBody {
  body: Buffer;
  contentType: string;
}

/** Largest multipart request: one attachment of the largest size, plus the form around it. */
export const MULTIPART_BODY_LIMIT = MESSAGE_LIMITS.maxAttachmentBytes + 256 * 1024;
/** Largest `operations` or `map` field (the api's limit too). */
const FIELD_LIMIT = 100 * 1024;
const MAX_FILES = 1;
/** Paths one file may fill (the spec lets one file fill several variables). */
const MAX_PATHS_PER_FILE = 10;

/**
 * Why a multipart request was refused: `extensions.reason` of the BAD_USER_INPUT (400) or
 * ATTACHMENT_TOO_LARGE / BAD_USER_INPUT (413) answer. Stable: clients and tests match on it.
 */
export const MultipartReason = Object.freeze({
  CONTENT_TYPE: 'MULTIPART_CONTENT_TYPE',
  MALFORMED: 'MULTIPART_MALFORMED',
  PART_HEADER: 'MULTIPART_PART_HEADER',
  DUPLICATE_PART: 'MULTIPART_DUPLICATE_PART',
  AMBIGUOUS_PART: 'MULTIPART_AMBIGUOUS_PART',
  PART_ORDER: 'MULTIPART_PART_ORDER',
  UNKNOWN_PART: 'MULTIPART_UNKNOWN_PART',
  MISSING_FILE: 'MULTIPART_MISSING_FILE',
  TOO_MANY_FILES: 'MULTIPART_TOO_MANY_FILES',
  BAD_OPERATIONS: 'MULTIPART_BAD_OPERATIONS',
  BAD_MAP: 'MULTIPART_BAD_MAP',
  FIELD_TOO_LARGE: 'MULTIPART_FIELD_TOO_LARGE',
  BODY_TOO_LARGE: 'MULTIPART_BODY_TOO_LARGE',
  FILE_TOO_LARGE: 'MULTIPART_FILE_TOO_LARGE',
} as const);
type Reason = (typeof MultipartReason)[keyof typeof MultipartReason];

function refuse(reason: Reason, detail?: string): BffError {
  return new BffError(ErrorCode.BAD_USER_INPUT, 400, {
    extensions: { reason, ...(detail ? { detail } : {}) },
  });
}

function tooLarge(reason: Reason): BffError {
  const code =
    reason === MultipartReason.FIELD_TOO_LARGE
      ? ErrorCode.BAD_USER_INPUT
      : ErrorCode.ATTACHMENT_TOO_LARGE;
  return new BffError(code, 413, { extensions: { reason } });
}

// RFC 2046 boundary characters; one `boundary` parameter and nothing else.
const CONTENT_TYPE =
  /^multipart\/form-data;[ \t]*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?])"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))[ \t]*$/i;
// Exactly what browsers and HTTP clients write: no spaces around `;` or `=`, quoted values,
// no `filename*`. Anything else is read differently by different parsers, so it is refused.
const DISPOSITION = /^form-data; name="([^"\r\n]*)"(?:; filename="([^"\r\n]*)")?$/;
const FIELD_TYPE = /^(?:text\/plain|application\/json)(?:; ?charset="?utf-8"?)?$/i;
const FILE_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/i;
/** Names a file part may have: the map's keys. */
const FILE_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
// Control characters and the invisible bidi and formatting marks that disguise a file name
// (`report\u202Efdp.exe` shows as `reportexe.pdf`).
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A raw part header line: a token, a colon, a value; no folding, no bare CR or LF. */
const HEADER_LINE = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+:[^\r\n]*$/;

interface HeaderParserInternals {
  buffer: string;
  _parseHeader(): void;
}

/**
 * Dicer's header parser unfolds folded lines and silently drops a malformed line and every
 * line after it; another parser may read those headers otherwise. This looks at each part's
 * raw header block first and reports whether every line is a plain `Name: value` line.
 * (Dicer keeps its header parser as `_hparser`; the multipart tests fail if that changes.)
 */
function watchRawHeaders(dicer: Dicer, onBlock: (wellFormed: boolean) => void): void {
  const parser = (dicer as unknown as { _hparser?: HeaderParserInternals })._hparser;
  if (!parser || typeof parser._parseHeader !== 'function') {
    throw new Error('@fastify/busboy: Dicer header parser not found');
  }
  const parse = parser._parseHeader;
  parser._parseHeader = function parseHeader(this: HeaderParserInternals) {
    const lines = this.buffer.split('\r\n').filter((line, index) => index > 0 || line !== '');
    onBlock(lines.every((line) => HEADER_LINE.test(line)));
    parse.call(this);
  };
}

/** The boundary of a multipart content type, or a refusal. */
export function multipartBoundary(contentType: string | undefined): string {
  const match = CONTENT_TYPE.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw refuse(MultipartReason.CONTENT_TYPE);
  return boundary;
}

interface PartHeader {
  name: string;
  /** Present (possibly empty) for a file part. */
  filename: string | undefined;
  contentType: string | undefined;
}

/** A part's headers, read strictly: one Content-Disposition, at most one Content-Type. */
function partHeader(header: Record<string, string[]>): PartHeader {
  let disposition: string | undefined;
  let contentType: string | undefined;
  for (const [name, values] of Object.entries(header)) {
    if (values.length !== 1) throw refuse(MultipartReason.PART_HEADER, `repeated ${name}`);
    if (name === 'content-disposition') disposition = values[0];
    else if (name === 'content-type') contentType = values[0];
    else throw refuse(MultipartReason.PART_HEADER, 'unexpected header');
  }
  const match = DISPOSITION.exec(disposition ?? '');
  if (!match) throw refuse(MultipartReason.PART_HEADER, 'content-disposition');
  return { name: match[1] as string, filename: match[2], contentType };
}

/**
 * The file name sent upstream: UTF-8, without a directory, control characters or bidi and
 * invisible formatting marks, at most 255 characters.
 */
export function sanitizeFileName(latin1: string): string {
  let name: string;
  try {
    name = utf8.decode(Buffer.from(latin1, 'latin1'));
  } catch {
    throw refuse(MultipartReason.PART_HEADER, 'file name is not UTF-8');
  }
  name = name.normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '');
  name = (name.split(/[/\\]/).at(-1) ?? '').trim();
  name = [...name].slice(0, 255).join('');
  return name === '' || name === '.' || name === '..' ? 'file' : name;
}

interface Received {
  operations?: string;
  map?: string;
  files: { key: string; filename: string; contentType: string; body: Buffer }[];
}

/** The validated `map`: file key → paths into the operation (`variables.…`). */
function parseMap(text: string, fileKeys: readonly string[]): Record<string, string[]> {
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    throw refuse(MultipartReason.BAD_MAP, 'not JSON');
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw refuse(MultipartReason.BAD_MAP, 'not an object');
  }
  const entries = Object.entries(map);
  if (entries.length > MAX_FILES) throw refuse(MultipartReason.TOO_MANY_FILES);
  const result: Record<string, string[]> = {};
  for (const [key, paths] of entries) {
    if (!FILE_KEY.test(key)) throw refuse(MultipartReason.BAD_MAP, 'file key');
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > MAX_PATHS_PER_FILE ||
      !paths.every((path) => typeof path === 'string')
    ) {
      throw refuse(MultipartReason.BAD_MAP, 'paths');
    }
    if (!fileKeys.includes(key)) throw refuse(MultipartReason.MISSING_FILE);
    result[key] = paths as string[];
  }
  for (const key of fileKeys) {
    if (!Object.hasOwn(result, key)) throw refuse(MultipartReason.UNKNOWN_PART, 'file not in map');
  }
  return result;
}

function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  if (segments[0] !== 'variables' || segments.length < 2) {
    throw refuse(MultipartReason.BAD_MAP, 'path outside variables');
  }
  let node: unknown = target;
  for (const [index, segment] of segments.entries()) {
    if (FORBIDDEN_SEGMENTS.has(segment) || typeof node !== 'object' || node === null) {
      throw refuse(MultipartReason.BAD_MAP, 'path');
    }
    if (!Object.hasOwn(node, segment)) throw refuse(MultipartReason.BAD_MAP, 'path');
    if (index === segments.length - 1) (node as Record<string, unknown>)[segment] = value;
    else node = (node as Record<string, unknown>)[segment];
  }
}

/** The GraphQL parameters of `operations`: one operation object, nothing else. */
function parseOperations(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse(MultipartReason.BAD_OPERATIONS, 'not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refuse(MultipartReason.BAD_OPERATIONS, 'operations must be one operation object');
  }
  const source = parsed as Record<string, unknown>;
  const operations: Record<string, unknown> = {};
  for (const key of ['query', 'operationName', 'variables', 'extensions']) {
    if (Object.hasOwn(source, key)) operations[key] = source[key];
  }
  return operations;
}

const CRLF = '\r\n';

/** A body that carries exactly these parts, with a boundary none of them contains. */
function writeBody(operations: string, map: string, files: Received['files']): MultipartBody {
  for (;;) {
    const boundary = `----jobsite-bff-${randomBytes(16).toString('hex')}`;
    if (
      operations.includes(boundary) ||
      map.includes(boundary) ||
      files.some((file) => file.body.includes(boundary))
    ) {
      continue;
    }
    const field = (name: string, value: string) =>
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
    const chunks: Buffer[] = [Buffer.from(field('operations', operations) + field('map', map))];
    for (const file of files) {
      chunks.push(
        Buffer.from(
          `--${boundary}${CRLF}Content-Disposition: form-data; name="${file.key}"; filename="${file.filename.replaceAll('"', '%22')}"${CRLF}Content-Type: ${file.contentType}${CRLF}${CRLF}`,
        ),
        file.body,
        Buffer.from(CRLF),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
    return {
      body: Buffer.concat(chunks),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }
}

/** What the BFF validates (`operations` with placeholders) and what it forwards. */
export interface ParsedMultipart {
  /** The operation, each mapped variable a placeholder string (the BFF's Upload passes anything). */
  operations: Record<string, unknown>;
  upstream: MultipartBody;
}

function finish(received: Received): ParsedMultipart {
  if (received.operations === undefined || received.map === undefined) {
    throw refuse(MultipartReason.PART_ORDER, 'operations and map are required');
  }
  const fileKeys = received.files.map((file) => file.key);
  const map = parseMap(received.map, fileKeys);
  const operations = parseOperations(received.operations);
  // What goes upstream: the parsed values written again, before the placeholders go in.
  const operationsText = JSON.stringify(operations);
  const mapText = JSON.stringify(map);
  const checked = JSON.parse(operationsText) as Record<string, unknown>;
  for (const [key, paths] of Object.entries(map)) {
    for (const path of paths) setAtPath(checked, path, `upload:${key}`);
  }
  return { operations: checked, upstream: writeBody(operationsText, mapText, received.files) };
}

/**
 * Reads a multipart GraphQL request from its stream and returns the operation to validate
 * and the body to forward, written again from the parsed parts (decision 0009): the upstream
 * parses a body with one reading only, so it runs exactly what the BFF validated, costed and
 * rate-limited. Refused with 400 (a stable `reason`): a part header other than what browsers
 * write, parts out of the spec's order (`operations`, `map`, then files), a repeated name,
 * `operations` or `map` sent as a file, any other field, a file the map does not name, a
 * map naming a missing file, bytes before the first or after the last boundary. Refused with
 * 413 as soon as the body, a field or the file passes its limit, without reading the rest.
 */
export function readMultipart(
  stream: Readable,
  headers: { 'content-type'?: string | undefined; 'content-length'?: string | undefined },
): Promise<ParsedMultipart> {
  return new Promise((resolve, reject) => {
    const boundary = multipartBoundary(headers['content-type']);
    if (Number(headers['content-length']) > MULTIPART_BODY_LIMIT) {
      throw tooLarge(MultipartReason.BODY_TOO_LARGE);
    }
    const dicer = new Dicer({ boundary, maxHeaderPairs: 4, maxHeaderSize: 4096 });
    let rawHeaderOk = true;
    watchRawHeaders(dicer, (wellFormed) => {
      rawHeaderOk = wellFormed;
    });
    const received: Received = { files: [] };
    const names = new Set<string>();
    let bytes = 0;
    let parts = 0;
    let headed = 0;
    let settled = false;
    let streamEnded = false;
    let dicerFinished = false;

    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onStreamError);
      stream.off('aborted', onStreamError);
      // Fastify answers with `Connection: close`: the rest of the body is never read.
      stream.pause();
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stop();
      dicer.destroy();
      reject(error instanceof BffError ? error : refuse(MultipartReason.MALFORMED));
    };
    const complete = () => {
      if (settled || !streamEnded || !dicerFinished) return;
      if (parts !== headed) return fail(refuse(MultipartReason.PART_HEADER, 'incomplete'));
      try {
        const parsed = finish(received);
        settled = true;
        stop();
        resolve(parsed);
      } catch (error) {
        fail(error);
      }
    };
    // The body is written to Dicer by hand, not piped: once Dicer has read the closing
    // boundary it stops asking for more, and a pipe would then pause the request before its
    // end (the request's bytes are bounded above, so nothing piles up unread).
    const onData = (chunk: Buffer) => {
      if (settled) return;
      bytes += chunk.length;
      if (bytes > MULTIPART_BODY_LIMIT) return fail(tooLarge(MultipartReason.BODY_TOO_LARGE));
      dicer.write(chunk);
    };
    const onEnd = () => {
      streamEnded = true;
      if (!settled) dicer.end();
      complete();
    };
    const onStreamError = () => fail(refuse(MultipartReason.MALFORMED, 'body ended early'));

    const collect = (part: PartStream, limit: number, onBody: (body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      let length = 0;
      part.on('data', (chunk: Buffer) => {
        if (settled) return;
        length += chunk.length;
        if (length > limit) {
          fail(
            tooLarge(
              limit === FIELD_LIMIT
                ? MultipartReason.FIELD_TOO_LARGE
                : MultipartReason.FILE_TOO_LARGE,
            ),
          );
          return;
        }
        chunks.push(chunk);
      });
      part.on('end', () => {
        if (!settled) onBody(Buffer.concat(chunks, length));
      });
    };

    const onPart = (part: PartStream) => {
      parts += 1;
      const index = parts - 1;
      part.on('error', fail);
      part.on('header', (raw) => {
        if (settled) return;
        headed += 1;
        try {
          const wellFormed = rawHeaderOk;
          rawHeaderOk = true;
          if (!wellFormed) throw refuse(MultipartReason.PART_HEADER, 'header line');
          const header = partHeader(raw);
          if (names.has(header.name)) throw refuse(MultipartReason.DUPLICATE_PART);
          names.add(header.name);
          if (header.name === 'operations' || header.name === 'map') {
            if (header.filename !== undefined) throw refuse(MultipartReason.AMBIGUOUS_PART);
            if (index !== (header.name === 'operations' ? 0 : 1)) {
              throw refuse(MultipartReason.PART_ORDER);
            }
            if (header.contentType !== undefined && !FIELD_TYPE.test(header.contentType)) {
              throw refuse(MultipartReason.PART_HEADER, 'field content-type');
            }
            collect(part, FIELD_LIMIT, (body) => {
              let text: string;
              try {
                text = utf8.decode(body);
              } catch {
                fail(refuse(MultipartReason.MALFORMED, 'field is not UTF-8'));
                return;
              }
              if (header.name === 'operations') received.operations = text;
              else received.map = text;
            });
            return;
          }
          if (index < 2) throw refuse(MultipartReason.PART_ORDER);
          if (header.filename === undefined) throw refuse(MultipartReason.UNKNOWN_PART, 'field');
          if (!FILE_KEY.test(header.name)) throw refuse(MultipartReason.UNKNOWN_PART, 'name');
          if (received.files.length >= MAX_FILES) throw refuse(MultipartReason.TOO_MANY_FILES);
          const filename = sanitizeFileName(header.filename);
          const type =
            header.contentType && FILE_TYPE.test(header.contentType)
              ? header.contentType.toLowerCase()
              : 'application/octet-stream';
          collect(part, MESSAGE_LIMITS.maxAttachmentBytes, (body) => {
            received.files.push({ key: header.name, filename, contentType: type, body });
          });
        } catch (error) {
          fail(error);
        }
      });
    };

    dicer.on('preamble', (part) => {
      part.on('error', () => {});
      part.on('data', (chunk: Buffer) => {
        if (chunk.length > 0) fail(refuse(MultipartReason.MALFORMED, 'preamble'));
      });
    });
    dicer.on('part', onPart);
    dicer.on('trailer', (data) => {
      if (data.length > 0 && data.toString('latin1') !== CRLF) {
        fail(refuse(MultipartReason.MALFORMED, 'epilogue'));
      }
    });
    dicer.on('error', fail);
    dicer.on('finish', () => {
      dicerFinished = true;
      complete();
    });
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onStreamError);
    stream.on('aborted', onStreamError);
  });
}
