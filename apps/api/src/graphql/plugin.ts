import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { typeDefs } from '@jobsite/domain/graphql';
import { guardGraphqlParams } from '@jobsite/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { observeGraphqlOperations } from '../metrics';
import type { ApiContext } from './context';
import { formatGraphqlErrors } from './errors';
import { checkOperationCost, validationRules } from './limits';
import type { Resolvers } from './resolvers-types.generated';
import { DateScalar, DateTimeScalar } from './scalars';
import { checkVariablesText, literalTextRule } from './text-guard';

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
  const production = !opts.graphiql;
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: {
      DateTime: DateTimeScalar,
      Date: DateScalar,
      ...(opts.resolvers ?? {}),
    } as never,
    graphiql: opts.graphiql,
    // GraphiQL is on outside production; introspection and "Did you mean …" go with it.
    validationRules: [...validationRules({ production }), literalTextRule],
    // graphql-js 16.10+ reads hideSuggestions; Mercurius' types predate it.
    graphql: { validateOptions: { hideSuggestions: production } as { maxErrors?: number } },
    path: '/graphql',
    context: (request) =>
      opts.context
        ? opts.context(request)
        : ({ requestId: request.id, log: request.log } as ApiContext),
    errorFormatter: (execution, context) =>
      formatGraphqlErrors(execution, context as Parameters<typeof formatGraphqlErrors>[1], {
        hideSuggestions: production,
      }) as never,
  });
  // With the variables: the cost limit and the text check of every string they carry.
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    checkOperationCost(schema, document, variables as Record<string, unknown> | undefined);
    checkVariablesText(variables as Record<string, unknown> | undefined);
  });
  observeGraphqlOperations(app);
}
