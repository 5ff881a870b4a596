import { ErrorCode, errorCodeOf, errorMessage } from '@jobsite/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionOf } from '../graphql/forward';
import { BffError, sendAuthError, sendBffErrorAsAuthError } from '../http/errors';
import { type ActiveSession, SessionEnded } from '../session/session-manager';
import { UpstreamError } from '../upstream/client';

/**
 * `GET /attachments/messages/:messageId`: a message's attached file, for the member who owns
 * the room only (docs/decisions/0015). The browser reaches the web origin only; the web
 * forwards `/attachments/*` here like `/graphql`.
 *
 * 1. The session must be signed in (401 otherwise).
 * 2. The api is asked `fetchMessageAttachedFile` with the member's ID token (refreshed and
 *    retried once on UNAUTHORIZED_ERROR, as for /graphql). The api scopes the message to the
 *    verified uid: another member's message answers NOT_FOUND, which becomes 404 here.
 * 3. The short-lived link the api hands back is fetched from the api's origin and streamed
 *    to the browser as a download; a link elsewhere (an S3-compatible store's presigned
 *    https URL) is a redirect.
 *
 * Errors are JSON `{ error: { code, message } }` like /auth/*, with Japanese messages.
 */

export const ATTACHMENT_ROUTE = '/attachments/messages/:messageId';

const FILE_QUERY = `query FetchMessageAttachedFile($messageId: ID!) {
  fetchMessageAttachedFile(messageId: $messageId) { name url contentType }
}`;

/** Message ids are the api's positive bigint ids. */
const MESSAGE_ID = /^[1-9]\d{0,17}$/;

type AttachedFile = { name: string; url: string; contentType: string };

type FileLookup = { ok: true; file: AttachedFile } | { ok: false; code: ErrorCode };

/** Headers every download carries: never cached, never sniffed or run as a page. */
const DOWNLOAD_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

function readLookup(body: string): FileLookup {
  let answer: {
    data?: { fetchMessageAttachedFile?: AttachedFile | null } | null;
    errors?: unknown[];
  };
  try {
    answer = JSON.parse(body);
  } catch {
    return { ok: false, code: ErrorCode.UPSTREAM_UNAVAILABLE };
  }
  const file = answer.data?.fetchMessageAttachedFile;
  if (file && typeof file.url === 'string') return { ok: true, file };
  const code = errorCodeOf(answer.errors?.[0]);
  if (code === ErrorCode.NOT_FOUND || code === ErrorCode.BAD_USER_INPUT) {
    return { ok: false, code: ErrorCode.NOT_FOUND };
  }
  if (code === ErrorCode.UNAUTHORIZED_ERROR) return { ok: false, code };
  return { ok: false, code: ErrorCode.UPSTREAM_UNAVAILABLE };
}

/** Asks the api for the file with the member's token; refreshes and retries once. */
async function lookUpFile(
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession,
  messageId: string,
): Promise<FileLookup> {
  const app = request.server;
  const body = JSON.stringify({
    operationName: 'FetchMessageAttachedFile',
    query: FILE_QUERY,
    variables: { messageId },
  });
  const ask = async (idToken: string) => {
    const response = await app.upstream.post(body, { requestId: request.id, idToken });
    return readLookup(response.body);
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
  [ErrorCode.UPSTREAM_TIMEOUT]: 504,
};

function sendCode(reply: FastifyReply, code: ErrorCode): FastifyReply {
  return sendAuthError(reply, STATUS_OF[code] ?? 502, code, errorMessage(code));
}

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
    header('content-disposition') ??
      `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  );
  if (length) reply.header('content-length', length);
  return reply.send(download.body);
}

export default async function attachmentRoutes(app: FastifyInstance) {
  app.get<{ Params: { messageId: string } }>(ATTACHMENT_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { messageId } = request.params;
    if (!MESSAGE_ID.test(messageId)) return sendCode(reply, ErrorCode.NOT_FOUND);
    try {
      const session = await sessionOf(request);
      if (!session) return sendCode(reply, ErrorCode.UNAUTHORIZED_ERROR);
      const lookup = await lookUpFile(request, reply, session, messageId);
      if (!lookup.ok) return sendCode(reply, lookup.code);
      return await sendFile(request, reply, lookup.file);
    } catch (error) {
      if (error instanceof SessionEnded) {
        reply.clearSessionCookies();
        return sendAuthError(
          reply,
          401,
          ErrorCode.SESSION_EXPIRED,
          errorMessage(ErrorCode.SESSION_EXPIRED),
        );
      }
      if (error instanceof UpstreamError) {
        request.log.error({ err: error.cause ?? error }, `attachment download: ${error.code}`);
        return sendAuthError(reply, error.statusCode, error.code, errorMessage(error.code));
      }
      if (error instanceof BffError) return sendBffErrorAsAuthError(reply, error);
      throw error;
    }
  });
}
