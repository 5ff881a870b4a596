import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { typeDefs } from '@jobsite/domain/graphql';
import { guardGraphqlParams } from '@jobsite/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { observeGraphqlOperations } from '../metrics';
import type { ApiContext } from './context';
import { formatGraphqlErrors } from './errors';
import { validationRules } from './limits';
import type { Resolvers } from './resolvers-types.generated';
import { DateScalar, DateTimeScalar } from './scalars';

export interface GraphqlPluginOptions {
  graphiql: boolean;
  resolvers?: Resolvers<ApiContext>;
  /**
   * Builds each request's context (database, loaders, caller). Without it resolvers get only
   * the request id and logger, which is enough for a schema-only server.
   */
  context?: (request: FastifyRequest) => ApiContext | Promise<ApiContext>;
}

/** `POST /graphql`: the contract of packages/domain, answered by the api's resolvers. */
export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions) {
  // Only text is a query: Mercurius would take objects and JSON text as parsed documents.
  guardGraphqlParams(app, { path: '/graphql', message: errorMessage(ErrorCode.BAD_USER_INPUT) });
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: {
      DateTime: DateTimeScalar,
      Date: DateScalar,
      ...(opts.resolvers ?? {}),
    } as never,
    graphiql: opts.graphiql,
    // GraphiQL is on outside production; introspection goes with it.
    validationRules: validationRules({ production: !opts.graphiql }),
    path: '/graphql',
    context: (request) =>
      opts.context
        ? opts.context(request)
        : ({ requestId: request.id, log: request.log } as ApiContext),
    errorFormatter: (execution, context) =>
      formatGraphqlErrors(execution, context as Parameters<typeof formatGraphqlErrors>[1]) as never,
  });
  observeGraphqlOperations(app);
}
