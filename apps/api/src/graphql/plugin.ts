import { typeDefs } from '@jobsite/domain/graphql';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { ApiContext } from './context';
import type { Resolvers } from './resolvers-types.generated';
import { DateScalar, DateTimeScalar } from './scalars';

export interface GraphqlPluginOptions {
  graphiql: boolean;
  resolvers?: Resolvers<ApiContext>;
}

/** `POST /graphql`: the contract of packages/domain, answered by the api's resolvers. */
export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions) {
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: {
      DateTime: DateTimeScalar,
      Date: DateScalar,
      ...(opts.resolvers ?? {}),
    } as never,
    graphiql: opts.graphiql,
    path: '/graphql',
    context: (request): ApiContext => ({ requestId: request.id, log: request.log }),
  });
}
