/**
 * Answers server.mjs gives itself, before Next.js, to requests Next.js would answer with a 500:
 * a state-changing request from another origin (403), and a multipart body that does not parse
 * (400) or is too large (413). Also the response headers that must not leave the server.
 *
 * Every POST to a page is a Server Action (the site's one POST route handler,
 * `/ops/revalidate`, takes a bearer token and no cookie; `/graphql`, `/auth/*` and
 * `/attachments/*` belong to the BFF, which checks origins itself: decision 0008).
 * Next.js refuses an action whose `Origin` is not the request's host, but by throwing, which it
 * answers 500; and it parses multipart bodies while running the action, where a parse error is
 * a 500 too.
 */
import { Readable } from 'node:stream';
import { loadBusboy } from './next-internals.mjs';

/** Paths the web forwards to the BFF (src/proxy.ts `bffUrlFor`): not checked here. */
export function isBffPath(pathname) {
  return (
    pathname === '/graphql' || pathname.startsWith('/auth/') || pathname.startsWith('/attachments/')
  );
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The largest Server Action body (Next.js' default `serverActions.bodySizeLimit`, 1 MB). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/** The path of a request target, never throwing. */
function pathnameOf(url) {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * A plain-text refusal in Japanese (with the English reason for logs and tools).
 * @typedef {{ status: number, message: string }} Refusal
 */
const refusals = {
  crossOrigin: {
    status: 403,
    message:
      'このリクエストは受け付けられません（別のサイトからの送信です）。 Forbidden: cross-origin request.',
  },
  badMultipart: {
    status: 400,
    message:
      '送信された内容を読み取れませんでした。ページを再読み込みして、もう一度お試しください。 Bad Request: malformed multipart body.',
  },
  tooLarge: {
    status: 413,
    message: '送信された内容が大きすぎます。 Payload Too Large.',
  },
  lengthRequired: {
    status: 411,
    message: '送信された内容の長さが分かりません。 Length Required.',
  },
};

/**
 * 411 for a state-changing request whose body comes without a declared length (chunked).
 * Limits are checked on the declared length before anything is forwarded (bffBodyRefusal,
 * checkMultipart); a chunked body would only be found too large while Next.js streams it on,
 * which it answers 500. Browsers send a length with every form post and `fetch` body (only a
 * streamed `fetch` with `duplex: 'half'` does not, and the site makes none), so the whole class
 * is refused rather than each route's limit enforced mid-stream.
 * @returns {Refusal | null}
 */
export function unknownLengthRefusal(method, headers) {
  if (SAFE_METHODS.has(method ?? 'GET')) return null;
  if (headers['content-length'] !== undefined) return null;
  return headers['transfer-encoding'] !== undefined ? refusals.lengthRequired : null;
}

/**
 * The body limits of the BFF's routes (apps/bff: 100 kB JSON, 8 kB /auth, 10 MB + 256 kB for
 * an upload). A body declared larger is refused here: the BFF would answer 413 and close the
 * connection while the web still streams the body to it, which Next.js' proxy turns into a 500.
 */
export const BFF_BODY_LIMITS = Object.freeze({
  json: 100 * 1024,
  auth: 8 * 1024,
  multipart: 10 * 1024 * 1024 + 256 * 1024,
});

/** A refusal of a request to the BFF whose declared body is past the BFF's limit, or null. */
export function bffBodyRefusal(method, url, headers) {
  if (SAFE_METHODS.has(method ?? 'GET')) return null;
  const path = pathnameOf(url);
  if (!isBffPath(path)) return null;
  const declared = Number(headers['content-length']);
  if (!Number.isFinite(declared)) return null;
  const type = String(headers['content-type'] ?? '');
  const limit = path.startsWith('/auth/')
    ? BFF_BODY_LIMITS.auth
    : /^multipart\/form-data\b/i.test(type)
      ? BFF_BODY_LIMITS.multipart
      : BFF_BODY_LIMITS.json;
  return declared > limit ? refusals.tooLarge : null;
}

/** The host the browser addressed: `X-Forwarded-Host` (as server.mjs left it) or `Host`. */
function requestHost(headers) {
  const forwarded = headers['x-forwarded-host'];
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? headers.host ?? '';
  return value.split(',', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * 403 for a state-changing request to a page whose `Origin` names another host (or `null`,
 * an opaque origin). A request without `Origin` passes as Next.js lets it: browsers send one
 * with every cross-origin POST, so only hand-made requests lack it, and those carry no one
 * else's cookies.
 * @returns {Refusal | null}
 */
export function crossOriginRefusal(method, url, headers) {
  if (SAFE_METHODS.has(method ?? 'GET') || isBffPath(pathnameOf(url))) return null;
  const origin = headers.origin;
  if (origin === undefined) return null;
  let originHost;
  try {
    originHost = origin === 'null' ? null : new URL(origin).host.toLowerCase();
  } catch {
    originHost = null;
  }
  return originHost && originHost === requestHost(headers) ? null : refusals.crossOrigin;
}

/** Whether a request's body is multipart and goes to a page (a Server Action's form data). */
export function isPageMultipart(method, url, headers) {
  const type = headers['content-type'] ?? '';
  return method === 'POST' && /^multipart\/form-data\b/i.test(type) && !isBffPath(pathnameOf(url));
}

/** Whether Next.js' parser reads every part of `body` without an error. */
async function busboyParses(headers, body) {
  const busboy = (await loadBusboy())({ headers, limits: { fieldSize: ACTION_BODY_LIMIT_BYTES } });
  return new Promise((resolve) => {
    busboy.on('file', (_name, stream) => stream.resume());
    busboy.on('error', () => resolve(false));
    busboy.on('close', () => resolve(true));
    busboy.end(body);
  });
}

/** Whether the Fetch API's parser (what Next.js uses for a form posted without JavaScript) reads it. */
async function formDataParses(contentType, body) {
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/** Reads a request body up to `limit` bytes; null when it is larger or the client went away. */
function readBody(request, limit) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        request.pause();
        finish(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => finish(Buffer.concat(chunks)));
    request.on('error', () => finish(null));
    request.on('aborted', () => finish(null));
  });
}

/**
 * Reads a multipart body to a page and checks it with the parsers Next.js will use on it.
 * `{ refusal }`: answer that (400 when it does not parse or has no boundary, 413 past
 * the limit); `{ body }`: the bytes, to hand on with `replayRequest`.
 * @returns {Promise<{ refusal: Refusal } | { body: Buffer }>}
 */
export async function checkMultipart(request, limit = ACTION_BODY_LIMIT_BYTES) {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i.test(contentType)) {
    return { refusal: refusals.badMultipart };
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return { refusal: refusals.tooLarge };
  const body = await readBody(request, limit);
  if (!body) return { refusal: refusals.tooLarge };
  const parses =
    (await busboyParses(request.headers, body)) && (await formDataParses(contentType, body));
  return parses ? { body } : { refusal: refusals.badMultipart };
}

/**
 * A request that reads as `request` with `body` as its body (already read from the socket),
 * for Next.js' handler: same method, URL, headers and socket.
 */
export function replayRequest(request, body) {
  const replay = Object.assign(Readable.from([body], { objectMode: false }), {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    trailers: {},
    rawTrailers: [],
    complete: true,
    socket: request.socket,
    connection: request.socket,
    aborted: false,
  });
  return replay;
}

/** Sends a refusal as plain text. */
export function sendRefusal(response, refusal) {
  response.statusCode = refusal.status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('connection', 'close');
  response.end(refusal.message);
}

/**
 * Response headers that must not leave the server: Next.js' internal `x-middleware-*` (a
 * rewrite's header names the internal URL it went to, such as the BFF's address), and any
 * header whose value names one of `internalHosts` (host:port, e.g. the BFF's).
 */
export function isInternalHeader(name, value, internalHosts) {
  if (/^x-middleware-/i.test(name)) return true;
  if (internalHosts.length === 0 || value === undefined) return false;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  const lower = text.toLowerCase();
  return internalHosts.some((host) => lower.includes(host));
}
