import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/** The header that carries one request's id from web through bff to api and into every log line. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The log field that holds the request id. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdFrom(request: { headers: Record<string, string | string[] | undefined> }) {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}

/** The request being handled on this async path (set by `echoRequestId`'s onRequest hook). */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Request loggers (`request.log`): they carry the id as a binding already. */
const requestLoggers = new WeakSet<object>();

/** The id of the request whose handling is running now, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * pino `mixin`: a line logged while a request is handled, through any logger (the app's own,
 * one a service was given at start), carries that request's id. Request loggers already
 * have it as a binding and get nothing more (no duplicate key).
 */
export function requestIdMixin(
  _object: object,
  _level: number,
  logger?: object,
): Record<string, string> {
  if (logger && requestLoggers.has(logger)) return {};
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_LOG_LABEL]: requestId } : {};
}

/**
 * Fastify options: take the caller's request id when it is well-formed, else make one, and
 * log it as `requestId`; per-request log lines can be switched off (tests). Add
 * `mixin: requestIdMixin` to the logger options so lines not logged through `request.log`
 * carry the id too.
 */
export function requestIdOptions({ disableRequestLogging = false } = {}) {
  return {
    genReqId: requestIdFrom,
    logController: new LogController({
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
      disableRequestLogging,
    }),
    childLoggerFactory(
      logger: FastifyBaseLogger,
      bindings: Record<string, unknown>,
      options: object,
    ): FastifyBaseLogger {
      const child = logger.child(bindings, options);
      requestLoggers.add(child);
      return child;
    },
  } satisfies Partial<FastifyServerOptions>;
}

/**
 * Echoes the request id on every response, and runs the rest of the request's handling
 * inside its context, so `currentRequestId()` and `requestIdMixin` know it.
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
