import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Why a GraphQL request's parameters are not a GraphQL request, or null when they are.
 *
 * Mercurius takes a non-string `query` (and query text that is JSON) as an already parsed
 * document: that skips the parser's limits and lets malformed syntax trees reach validation,
 * where they crash into 500s. Only text is a query here; variables and extensions are objects.
 */
export function graphqlParamsProblem(params: unknown): string | null {
  if (Array.isArray(params)) return null; // a batch: the GraphQL server refuses or splits it
  if (!params || typeof params !== 'object') return 'the body is not a GraphQL request object';
  const { query, variables, operationName, extensions } = params as Record<string, unknown>;
  if (typeof query !== 'string') return 'query must be a string';
  const start = query.trimStart()[0];
  if (start === '[' || (start === '{' && /^\s*\{\s*"/.test(query))) {
    return 'query must be GraphQL text, not JSON';
  }
  if (operationName != null && typeof operationName !== 'string') {
    return 'operationName must be a string';
  }
  for (const [name, value] of [
    ['variables', variables],
    ['extensions', extensions],
  ] as const) {
    if (value != null && (typeof value !== 'object' || Array.isArray(value))) {
      return `${name} must be an object`;
    }
  }
  return null;
}

/** GET parameters as the request object they stand for (variables as JSON text). */
function getParams(query: Record<string, unknown>): unknown {
  const { variables, extensions } = query;
  const parse = (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value; // not an object: reported as such
    }
  };
  return { ...query, variables: parse(variables), extensions: parse(extensions) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A GET whose operation cannot be picked (operationName names none of the query's, or several
 * and no name): Mercurius' check that a GET runs no mutation would fail on the missing
 * operation (a TypeError, answered 500).
 */
function getOperationProblem(params: unknown): string | null {
  const { query, operationName } = params as { query: string; operationName?: unknown };
  if (typeof operationName !== 'string' || operationName === '') {
    const operations = query.match(/(^|[\s}])(query|mutation|subscription)\b\s*[A-Za-z_({]/g);
    return (operations?.length ?? 0) > 1 ? 'several operations and no operationName' : null;
  }
  const named = new RegExp(`\\b(query|mutation|subscription)\\s+${escapeRegExp(operationName)}\\b`);
  return named.test(query) ? null : 'operationName names no operation of the query';
}

export interface GraphqlParamsGuardOptions {
  path: string;
  /** The message clients see (the catalogue's BAD_USER_INPUT text). */
  message: string;
  code?: string;
}

/**
 * Refuses, with 400 and a GraphQL error of code BAD_USER_INPUT (`extensions.reason` says
 * why), a request to the GraphQL route whose parameters are not a GraphQL request. Runs as
 * a preValidation hook, after body parsing and before the GraphQL server.
 */
export function guardGraphqlParams(app: FastifyInstance, options: GraphqlParamsGuardOptions) {
  const code = options.code ?? 'BAD_USER_INPUT';
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== options.path) return;
    if (request.method !== 'GET' && request.method !== 'POST') return;
    const params =
      request.method === 'GET' ? getParams(request.query as Record<string, unknown>) : request.body;
    let problem = graphqlParamsProblem(params);
    if (!problem && request.method === 'GET') problem = getOperationProblem(params);
    if (!problem) return;
    return reply.code(400).send({
      data: null,
      errors: [{ message: options.message, extensions: { code, reason: problem } }],
    });
  });
}
