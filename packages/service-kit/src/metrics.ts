import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics shared by the services (docs/decisions/0016-metrics.md). Every label has
 * a bounded set of values: route patterns (never raw paths), methods, status codes, operation
 * kinds, catalogued error codes.
 */

/** Error codes that mean the service refused the request (counted as refusals too). */
const REFUSAL_CODES: Readonly<Record<string, string>> = {
  RATE_LIMITED: 'rate_limit',
  CSRF_REJECTED: 'csrf',
  QUERY_TOO_COMPLEX: 'query_too_complex',
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ERROR_CODE_PATTERN = /^[A-Za-z0-9_/-]{1,64}$/;
/** At most this many distinct error codes get their own label value; the rest are 'other'. */
const MAX_ERROR_CODES = 100;

/** How a GraphQL request was answered, for the `operation` label. */
export type OperationKind =
  | 'query'
  | 'mutation'
  | 'subscription'
  /** A master-data query the BFF answered from its cache (or filled it). */
  | 'cached'
  /** Not executed: unparsable, invalid, refused before execution. */
  | 'invalid';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics;
  }
  interface FastifyRequest {
    /** Set by the GraphQL layer: what kind of operation this request ran. */
    operationKind: OperationKind | null;
  }
}

/** The process-wide metrics (CPU, memory, event loop, GC): one set however many apps a process builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status' | 'operation'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class' | 'operation'>;
  readonly graphqlErrors: Counter<'code'>;
  readonly refusals: Counter<'reason'>;
  readonly #seenCodes = new Set<string>();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern, status and GraphQL operation kind.',
      labelNames: ['method', 'route', 'status', 'operation'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request received to response sent, by route pattern and operation kind.',
      labelNames: ['method', 'route', 'status_class', 'operation'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.graphqlErrors = new Counter({
      name: 'graphql_errors_total',
      help: 'GraphQL errors answered, by extensions.code.',
      labelNames: ['code'],
      registers,
    });
    this.refusals = new Counter({
      name: 'requests_refused_total',
      help: 'Requests refused by a protection: rate_limit, csrf, query_too_complex, body_too_large.',
      labelNames: ['reason'],
      registers,
    });
  }

  /** Counts an error code (unknown shapes and too many distinct codes fold into 'other'). */
  countErrorCode(code: unknown): void {
    let label = typeof code === 'string' && ERROR_CODE_PATTERN.test(code) ? code : 'other';
    if (label !== 'other' && !this.#seenCodes.has(label)) {
      if (this.#seenCodes.size >= MAX_ERROR_CODES) label = 'other';
      else this.#seenCodes.add(label);
    }
    this.graphqlErrors.inc({ code: label });
    const refusal = REFUSAL_CODES[label];
    if (refusal) this.refusals.inc({ reason: refusal });
  }

  /** The exposition text: this service's metrics and the process's. */
  async text(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Error codes in a GraphQL answer (a single result or a batch). */
function graphqlErrorCodes(body: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const results = Array.isArray(parsed) ? parsed : [parsed];
  const codes: unknown[] = [];
  for (const result of results) {
    const errors = (result as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors)) continue;
    for (const error of errors) {
      codes.push((error as { extensions?: { code?: unknown } } | null)?.extensions?.code);
    }
  }
  return codes;
}

/** The code of a non-GraphQL error answer (`{ error: { code } }`, the BFF's /auth shape). */
function restErrorCode(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
  } catch {
    return undefined;
  }
}

function isLoopback(address: string | undefined): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1' ||
    (address?.startsWith('127.') ?? false)
  );
}

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MetricsOptions {
  /** The `service` label of every metric (bff, api). */
  service: string;
  /**
   * Bearer token Prometheus sends on `GET /metrics`. Unset: `/metrics` answers only
   * connections from the loopback interface (a sidecar or node agent), whatever headers say.
   */
  token?: string | undefined;
  /** Path of the GraphQL endpoint, whose answers are scanned for error codes. */
  graphqlPath?: string;
}

/**
 * Decorates `app.metrics`, measures every request (count and duration by route pattern,
 * status and operation kind), counts GraphQL error codes and refusals, and serves
 * `GET /metrics` in Prometheus' text format to the loopback interface or to a bearer token.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const metrics = new ServiceMetrics(options.service);
  const graphqlPath = options.graphqlPath ?? '/graphql';
  app.decorate('metrics', metrics);
  app.decorateRequest('operationKind', null);

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const status = reply.statusCode;
    const path = request.routeOptions.url;
    if (path === graphqlPath) {
      // Most answers have no errors: look for the key in the bytes as they are (a Buffer is
      // searched without decoding it) and parse only the answers that have one.
      if (payload.includes('"errors"')) {
        for (const code of graphqlErrorCodes(String(payload))) metrics.countErrorCode(code);
      }
    } else if (status === 429 || status === 403) {
      const code = restErrorCode(String(payload));
      const refusal = typeof code === 'string' ? REFUSAL_CODES[code] : undefined;
      if (refusal) metrics.refusals.inc({ reason: refusal });
    }
    if (status === 413) metrics.refusals.inc({ reason: 'body_too_large' });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const operation = route === graphqlPath ? (request.operationKind ?? 'invalid') : 'none';
    const status = reply.statusCode;
    metrics.httpRequests.inc({ method, route, status: String(status), operation });
    metrics.httpDuration.observe(
      { method, route, status_class: `${Math.floor(status / 100)}xx`, operation },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    const allowed = options.token
      ? tokenMatches(request.headers.authorization, options.token)
      : isLoopback(request.socket.remoteAddress);
    if (!allowed) {
      return reply
        .code(options.token ? 401 : 403)
        .send({ error: { code: 'FORBIDDEN', message: 'metrics are not served here' } });
    }
    const text = await metrics.text();
    return reply.type(metrics.contentType).send(text);
  });
}

export const metricsRoutes = fp(metricsPlugin, { name: 'metrics' });
