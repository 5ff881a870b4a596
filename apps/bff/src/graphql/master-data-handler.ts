import { createHash } from 'node:crypto';
import { operationCost, type QueryLimits } from '@jobsite/service-kit/graphql-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type GraphQLSchema, getVariableValues } from 'graphql';
import type { MasterDataCache } from '../cache/master-data-cache';
import { UpstreamError } from '../upstream/client';
import { catalogueError } from './errors';
import { checkGraphqlAnswer, graphqlParams } from './forward';
import { policyOf } from './master-data';
import type { OperationPlans } from './operation-plans';
import type { ResponseCache } from './response-cache';

export interface MasterDataHandlerOptions {
  schema: GraphQLSchema;
  plans: OperationPlans;
  limits: QueryLimits;
  cache: MasterDataCache;
  ttlOverrideMs?: number | undefined;
  /** Told which request bodies were answered from which entry, to answer them early next time. */
  responseCache?: ResponseCache | undefined;
}

/** Key order must not matter: `{a,b}` and `{b,a}` are the same variables. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A cacheable answer: data and no errors (an error is never cached). */
function isCleanAnswer(statusCode: number, body: string): boolean {
  if (statusCode !== 200) return false;
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    return parsed.data != null && (!parsed.errors || parsed.errors.length === 0);
  } catch {
    return false;
  }
}

/**
 * A preHandler on /graphql that answers master-data queries from the cache before Mercurius
 * runs, so a hit costs a lookup and a write of stored bytes. An operation qualifies when it
 * is a valid query whose every root field is master data; anything else goes on (to the
 * forwarder, or to Mercurius, which refuses what does not validate). The entry's key is a
 * hash of the operation name, the normalised text and the coerced variables; a clean answer
 * is also told to the response cache, which answers the same request early next time.
 */
export function masterDataHandler(options: MasterDataHandlerOptions) {
  return async function answerMasterData(request: FastifyRequest, reply: FastifyReply) {
    if (request.multipart) return;
    const params = graphqlParams(request);
    if (typeof params.query !== 'string') return;
    const operationName =
      typeof params.operationName === 'string' ? params.operationName : undefined;
    const plan = options.plans.get(params.query, operationName);
    if (!plan?.masterFields) return;
    const inputs = params.variables ?? {};
    if (typeof inputs !== 'object' || Array.isArray(inputs)) return;
    const coerced = getVariableValues(
      options.schema,
      plan.operation.variableDefinitions ?? [],
      inputs as Record<string, unknown>,
    );
    if (coerced.errors) return;
    const root = options.schema.getQueryType();
    if (
      !root ||
      operationCost(plan.operation, root, plan.fragments, coerced.coerced, options.limits) >
        options.limits.maxCost
    ) {
      return;
    }

    const key = createHash('sha256')
      .update(canonicalJson([operationName ?? null, plan.normalized, coerced.coerced]))
      .digest('base64url');
    request.operationKind = 'cached';
    try {
      const fields = plan.masterFields;
      const policy = policyOf(fields, options.ttlOverrideMs);
      const answer = await options.cache.get(key, fields, policy, async () => {
        // Master data is the same for every visitor: fetched without the member's token.
        const upstreamBody = JSON.stringify({
          query: params.query,
          ...(operationName ? { operationName } : {}),
          ...(params.variables ? { variables: params.variables } : {}),
        });
        const response = await request.server.upstream.post(upstreamBody, {
          requestId: request.id,
        });
        checkGraphqlAnswer(response);
        return {
          statusCode: response.statusCode,
          body: response.body,
          cacheable: isCleanAnswer(response.statusCode, response.body),
        };
      });
      if (answer.cacheable) {
        options.responseCache?.remember(request.raw, request.jsonBody, key);
      }
      return reply
        .code(answer.statusCode)
        .header('x-cache', answer.status)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.error({ err: error.cause ?? error }, `upstream request failed: ${error.code}`);
      return reply
        .code(error.statusCode)
        .send({ data: null, errors: [catalogueError(error.code)] });
    }
  };
}
