import { ErrorCode } from '@jobsite/domain/errors';
import { operationCost, type QueryLimits } from '@jobsite/service-kit/graphql-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
} from 'graphql';
import { BffError } from '../http/errors';
import { clientKey } from '../rate-limit/client-address';
import { rateLimitHeaders } from '../rate-limit/rate-limiter';
import { accountLookups, enforceAccountLookupLimits } from './account-lookups';
import { catalogueError, type ForwardingOutcome } from './errors';
import { forwardOperation, graphqlParams, sessionOf } from './forward';
import type { OperationPlans } from './operation-plans';

/**
 * The checks an operation meets before it goes upstream: the cost limit (it needs the
 * variables, so it is not a validation rule), the limits on account look-ups (per address,
 * per account asked about, global) and, for mutations, the per-member (or per-address) rate
 * limit, whose headers go on the answer. Throws a BffError.
 */
export async function enforceOperationLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: GraphQLSchema,
  limits: QueryLimits,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> | null | undefined,
): Promise<void> {
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const cost = root ? operationCost(operation, root, fragments, variables, limits) : 0;
  if (cost > limits.maxCost) {
    throw new BffError(ErrorCode.QUERY_TOO_COMPLEX, 400, {
      extensions: { reason: `cost ${cost} > ${limits.maxCost}` },
    });
  }
  const lookups = accountLookups(operation, fragments);
  if (lookups.length > 0) await enforceAccountLookupLimits(request, lookups, variables);
  if (operation.operation === 'mutation') {
    const app = request.server;
    const session = await sessionOf(request);
    const subject = session ? `uid:${session.data.user.uid}` : `ip:${clientKey(request)}`;
    const result = await app.rateLimiter.enforce(app.rateLimits.mutationsPerClient, subject);
    for (const [name, value] of Object.entries(rateLimitHeaders(result))) {
      reply.header(name, value);
    }
  }
}

/** One of the BFF's own errors as a GraphQL answer: the shape Mercurius' formatter gives it. */
export function sendGraphqlError(reply: FastifyReply, error: BffError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.statusCode)
    .send({ data: null, errors: [catalogueError(error.code, error.extensions)] });
}

export interface ForwarderOptions {
  schema: GraphQLSchema;
  plans: OperationPlans;
  limits: QueryLimits;
}

/**
 * A preHandler on /graphql that forwards a valid operation without Mercurius: the plan
 * (parsed and validated once per text), the variables checked against their types, the cost
 * and rate limits, one round-trip, and the upstream's status and bytes sent back as they came.
 * Mercurius would do the same with more steps (building an execution context, executing a
 * placeholder, serialising it, swapping the body). Anything it is not sure of it leaves to
 * Mercurius, which forwards it the same way or answers the error: an operation that does not
 * parse or validate, introspection and `__typename`, a mutation sent as GET, variables that
 * do not fit their types.
 */
export function forwarder(options: ForwarderOptions) {
  const { schema, plans, limits } = options;
  return async function forwardPlanned(request: FastifyRequest, reply: FastifyReply) {
    const params = graphqlParams(request);
    if (typeof params.query !== 'string') return;
    const operationName =
      typeof params.operationName === 'string' ? params.operationName : undefined;
    const plan = plans.get(params.query, operationName);
    if (!plan || plan.local) return;
    const kind = plan.operation.operation;
    if (kind === 'subscription' || (kind !== 'query' && request.method !== 'POST')) return;
    const { variables } = params;
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return;
    const coerced = getVariableValues(
      schema,
      plan.operation.variableDefinitions ?? [],
      (variables ?? {}) as Record<string, unknown>,
    );
    if (coerced.errors) return;

    request.operationKind = kind;
    const outcome: ForwardingOutcome = {};
    try {
      await enforceOperationLimits(
        request,
        reply,
        schema,
        limits,
        plan.operation,
        plan.fragments,
        coerced.coerced,
      );
      const forwarded = await forwardOperation(request, reply, outcome);
      return reply
        .code(forwarded.statusCode)
        .type('application/json; charset=utf-8')
        .send(forwarded.body);
    } catch (error) {
      const failure = outcome.failure ?? (error instanceof BffError ? error : undefined);
      if (failure) return sendGraphqlError(reply, failure);
      request.log.error({ err: error }, 'graphql request failed in the BFF');
      return sendGraphqlError(reply, new BffError(ErrorCode.INTERNAL_SERVER_ERROR, 500));
    }
  };
}
