import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { sendAuthError } from '../http/errors';

/** Header a client sets on requests whose body type is "simple" (multipart uploads). */
export const CSRF_HEADER = 'x-csrf-protection';

/** Content types a cross-site HTML form cannot send (a browser would preflight them). */
const NON_SIMPLE_TYPES = new Set(['application/json', 'application/graphql-response+json']);
const ACCEPTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

export type CsrfVerdict = { ok: true } | { ok: false; reason: string };

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF check of a state-changing request (docs/decisions: CSRF). It must come from the site
 * (Sec-Fetch-Site, else Origin, else Referer, when the browser sends them; server-side calls
 * from the web send none) and, for POST, must be something a cross-site form cannot send: a
 * JSON body, or the x-csrf-protection header (multipart uploads).
 */
export function checkCsrf(
  request: { method?: string | undefined; headers: IncomingHttpHeaders },
  allowedOrigins: ReadonlySet<string>,
): CsrfVerdict {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !ACCEPTED_FETCH_SITES.has(fetchSite)) {
    return { ok: false, reason: `sec-fetch-site ${fetchSite}` };
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (!allowedOrigins.has(origin)) return { ok: false, reason: `origin ${origin}` };
  } else if (typeof request.headers.referer === 'string') {
    const refererOrigin = originOf(request.headers.referer);
    if (!refererOrigin || !allowedOrigins.has(refererOrigin))
      return { ok: false, reason: 'referer' };
  }
  if (request.method !== 'POST') return { ok: true };
  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType && NON_SIMPLE_TYPES.has(contentType)) return { ok: true };
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header.length > 0) return { ok: true };
  return {
    ok: false,
    reason: `simple request (${contentType ?? 'no content type'}) without ${CSRF_HEADER}`,
  };
}

/** The origins allowed to post: the site's and the configured extra ones. */
export function csrfAllowedOrigins(
  config: Pick<BffConfig, 'SITE_ORIGIN' | 'EXTRA_ALLOWED_ORIGINS'>,
): ReadonlySet<string> {
  return new Set([
    new URL(config.SITE_ORIGIN).origin,
    ...config.EXTRA_ALLOWED_ORIGINS.map((o) => new URL(o).origin),
  ]);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function csrfPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  const allowed = csrfAllowedOrigins(opts.config);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    const graphql = path === '/graphql';
    if (!graphql && !path.startsWith('/auth/')) return;
    const verdict = checkCsrf(request, allowed);
    if (verdict.ok) return;
    request.log.warn({ reason: verdict.reason }, 'CSRF check refused a request');
    const message = errorMessage(ErrorCode.CSRF_REJECTED);
    if (graphql) {
      return reply
        .code(403)
        .send({ data: null, errors: [{ message, extensions: { code: ErrorCode.CSRF_REJECTED } }] });
    }
    return sendAuthError(reply, 403, ErrorCode.CSRF_REJECTED, message);
  });
}

export default fp(csrfPlugin, { name: 'csrf' });
