import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/** The header that carries one request's id from web through bff to api and into every log line. */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdFrom(request: { headers: Record<string, string | string[] | undefined> }) {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}

/**
 * Fastify options: take the caller's request id when it is well-formed, else make one, and
 * log it as `requestId`; per-request log lines can be switched off (tests).
 */
export function requestIdOptions({ disableRequestLogging = false } = {}) {
  return {
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging }),
  } satisfies Partial<FastifyServerOptions>;
}

/** Echoes the request id on every response. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
