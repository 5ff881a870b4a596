import { ErrorCode } from '@jobsite/domain/errors';
import { operationCost, type QueryLimits } from '@jobsite/service-kit/graphql-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FragmentDefinitionNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { BffError } from '../http/errors';
import { clientKey } from '../rate-limit/client-address';
import { rateLimitHeaders } from '../rate-limit/rate-limiter';
import { accountLookups, enforceAccountLookupLimits } from './account-lookups';
import { catalogueError } from './errors';
import { sessionOf } from './forward';

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

/** One of the BFF's own errors as a GraphQL answer, with its headers (Retry-After …). */
export function sendGraphqlError(reply: FastifyReply, error: BffError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.statusCode)
    .send({ data: null, errors: [catalogueError(error.code, error.extensions)] });
}
