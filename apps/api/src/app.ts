import { echoRequestId, healthRoutes, requestIdOptions } from '@jobsite/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import { graphqlPlugin } from './graphql/plugin';

/** Builds the api service: a list of plugins, each one concern. */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    disableRequestLogging: config.NODE_ENV === 'test',
    ...requestIdOptions,
  });
  echoRequestId(app);

  await app.register(healthRoutes, { checkReady: async () => {} });
  await app.register(graphqlPlugin, { graphiql: config.NODE_ENV !== 'production' });
  return app;
}
