import { ErrorCode, errorCodeOf, errorMessage } from '@jobsite/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from '../graphql/forward';
import {
  BffError,
  sendAuthError,
  sendBffErrorAsAuthError,
  sendSessionExpired,
} from '../http/errors';
import { type ActiveSession, SessionEnded } from '../session/session-manager';
import { UpstreamError } from '../upstream/client';

/**
 * Downloads for the signed-in member. The browser reaches the web origin only; the web
 * forwards `/attachments/*` here like `/graphql`.
 *
 * `GET /attachments/messages/:messageId`: a message's attached file, for the member who owns
 * the room only (docs/decisions/0015).
 * `GET /attachments/documents/:kind/:id`: the member's resume (`resume`) or career sheet
 * (`career-sheet`) as a PDF the api draws (docs/decisions/0047), the same way.
 *
 * 1. The session must be signed in (401 otherwise).
 * 2. The api is asked (`fetchMessageAttachedFile`, `resumePdf`, `careerSheetPdf`) with the member's ID token (refreshed and
 *    retried once on UNAUTHORIZED_ERROR, as for /graphql). The api scopes the message to the
 *    verified uid: another member's message answers NOT_FOUND, which becomes 404 here.
 * 3. A message's file: the short-lived link the api hands back is fetched from the api's
 *    origin and streamed to the browser as a download; a link elsewhere (an S3-compatible
 *    store's presigned https URL) is a redirect. A document: the api answers its bytes.
 *
 * Errors are JSON `{ error: { code, message } }` like /auth/*, with Japanese messages.
 */

export const ATTACHMENT_ROUTE = '/attachments/messages/:messageId';
export const DOCUMENT_ROUTE = '/attachments/documents/:kind/:id';

/** Message and document ids are the api's positive bigint ids. */
const RECORD_ID = /^[1-9]\d{0,17}$/;

type AttachedFile = { name: string; url: string; contentType: string };
type DocumentFile = { name: string; contentType: string; base64: string };

/** One api query a download asks: its text and the field of `data` that answers it. */
interface FileQuery<T> {
  operationName: string;
  query: string;
  field: string;
  isAnswer: (value: unknown) => value is T;
}

type Lookup<T> = { ok: true; file: T } | { ok: false; code: ErrorCode };

const hasString = (value: unknown, key: string): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)[key] === 'string';

const MESSAGE_FILE: FileQuery<AttachedFile> = {
  operationName: 'FetchMessageAttachedFile',
  query: `query FetchMessageAttachedFile($id: ID!) {
  fetchMessageAttachedFile(messageId: $id) { name url contentType }
}`,
  field: 'fetchMessageAttachedFile',
  isAnswer: (value): value is AttachedFile => hasString(value, 'url'),
};

const documentQuery = (operationName: string, field: string): FileQuery<DocumentFile> => ({
  operationName,
  query: `query ${operationName}($id: ID!) { ${field}(id: $id) { name contentType base64 } }`,
  field,
  isAnswer: (value): value is DocumentFile => hasString(value, 'base64'),
});

/** The documents by the path's `kind`. */
const DOCUMENTS: Readonly<Record<string, FileQuery<DocumentFile>>> = {
  resume: documentQuery('ResumePdf', 'resumePdf'),
  'career-sheet': documentQuery('CareerSheetPdf', 'careerSheetPdf'),
};

/** Headers every download carries: never cached, never sniffed or run as a page. */
const DOWNLOAD_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

function readLookup<T>(body: string, query: FileQuery<T>): Lookup<T> {
  let answer: { data?: Record<string, unknown> | null; errors?: unknown[] };
  try {
    answer = JSON.parse(body);
  } catch {
    return { ok: false, code: ErrorCode.UPSTREAM_UNAVAILABLE };
  }
  const file = answer.data?.[query.field];
  if (query.isAnswer(file)) return { ok: true, file };
  const code = errorCodeOf(answer.errors?.[0]);
  if (code === ErrorCode.NOT_FOUND || code === ErrorCode.BAD_USER_INPUT) {
    return { ok: false, code: ErrorCode.NOT_FOUND };
  }
  if (code === ErrorCode.UNAUTHORIZED_ERROR || code === ErrorCode.RATE_LIMITED) {
    return { ok: false, code };
  }
  return { ok: false, code: ErrorCode.UPSTREAM_UNAVAILABLE };
}

/** Asks the api for the file with the member's token; refreshes and retries once. */
async function lookUpFile<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession,
  query: FileQuery<T>,
  id: string,
): Promise<Lookup<T>> {
  const app = request.server;
  const body = JSON.stringify({
    operationName: query.operationName,
    query: query.query,
    variables: { id },
  });
  const ask = async (idToken: string) => {
    const response = await app.upstream.post(body, { requestId: request.id, idToken });
    return readLookup(response.body, query);
  };
  let refreshed = app.sessions.needsRefresh(session);
  let lookup = await ask(await app.sessions.idToken(session));
  if (!lookup.ok && lookup.code === ErrorCode.UNAUTHORIZED_ERROR) {
    await app.sessions.refresh(session);
    refreshed = true;
    lookup = await ask(session.data.idToken);
  }
  if (refreshed) reply.setSessionCookies(session);
  return lookup;
}

const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.UNAUTHORIZED_ERROR]: 401,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.UPSTREAM_TIMEOUT]: 504,
};

function sendCode(reply: FastifyReply, code: ErrorCode): FastifyReply {
  return sendAuthError(reply, STATUS_OF[code] ?? 502, code, errorMessage(code));
}

const attachmentDisposition = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Streams the file from the api's origin, or redirects to an object store's https link. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: AttachedFile) {
  const app = request.server;
  let url: URL;
  try {
    // The api answers a path on its own origin unless an object store gives absolute links.
    url = new URL(file.url, app.upstream.origin);
  } catch {
    return sendCode(reply, ErrorCode.UPSTREAM_UNAVAILABLE);
  }
  if (url.origin !== app.upstream.origin) {
    if (url.protocol !== 'https:') return sendCode(reply, ErrorCode.UPSTREAM_UNAVAILABLE);
    return reply.headers(DOWNLOAD_HEADERS).redirect(url.href, 302);
  }
  const download = await app.upstream.get(`${url.pathname}${url.search}`, {
    requestId: request.id,
  });
  if (download.statusCode !== 200) {
    await download.body.dump();
    // The link expired between the two calls, or the file is gone from the store.
    request.log.warn({ status: download.statusCode }, 'attachment download refused upstream');
    return sendCode(
      reply,
      download.statusCode === 404 ? ErrorCode.NOT_FOUND : ErrorCode.UPSTREAM_UNAVAILABLE,
    );
  }
  const header = (name: string) => {
    const value = download.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const length = header('content-length');
  reply.headers(DOWNLOAD_HEADERS);
  reply.header('content-type', file.contentType);
  reply.header(
    'content-disposition',
    header('content-disposition') ?? attachmentDisposition(file.name),
  );
  if (length) reply.header('content-length', length);
  return reply.send(download.body);
}

function sendDocument(reply: FastifyReply, file: DocumentFile) {
  const bytes = Buffer.from(file.base64, 'base64');
  return reply
    .headers(DOWNLOAD_HEADERS)
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-length', String(bytes.byteLength))
    .send(bytes);
}

/**
 * A download route: the session must be signed in and the id (`idOf` the path) well-formed;
 * the session's and the api's failures become JSON errors with Japanese messages.
 */
function downloadHandler<Params>(
  name: string,
  idOf: (params: Params) => string,
  send: (
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    session: ActiveSession,
    id: string,
  ) => Promise<FastifyReply>,
) {
  return async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    const id = idOf(request.params as Params);
    if (!RECORD_ID.test(id)) return sendCode(reply, ErrorCode.NOT_FOUND);
    try {
      const session = await sessionOf(request);
      if (!session) return sendCode(reply, ErrorCode.UNAUTHORIZED_ERROR);
      return await send(request, reply, session, id);
    } catch (error) {
      if (error instanceof SessionEnded) {
        return sendSessionExpired(reply);
      }
      if (error instanceof UpstreamError) {
        request.log.error({ err: error.cause ?? error }, `${name} download: ${error.code}`);
        return sendAuthError(reply, error.statusCode, error.code, errorMessage(error.code));
      }
      if (error instanceof BffError) return sendBffErrorAsAuthError(reply, error);
      throw error;
    }
  };
}

export default async function attachmentRoutes(app: FastifyInstance) {
  app.get<{ Params: { messageId: string } }>(
    ATTACHMENT_ROUTE,
    downloadHandler(
      'attachment',
      (params) => params.messageId,
      async (request, reply, session, id) => {
        const lookup = await lookUpFile(request, reply, session, MESSAGE_FILE, id);
        if (!lookup.ok) return sendCode(reply, lookup.code);
        return sendFile(request, reply, lookup.file);
      },
    ),
  );

  app.get<{ Params: { kind: string; id: string } }>(
    DOCUMENT_ROUTE,
    downloadHandler(
      'document',
      (params) => params.id,
      async (request, reply, session, id) => {
        const query = Object.hasOwn(DOCUMENTS, request.params.kind)
          ? DOCUMENTS[request.params.kind]
          : undefined;
        if (!query) return sendCode(reply, ErrorCode.NOT_FOUND);
        const lookup = await lookUpFile(request, reply, session, query, id);
        if (!lookup.ok) return sendCode(reply, lookup.code);
        return sendDocument(reply, lookup.file);
      },
    ),
  );
}
