import { echoRequestId, healthRoutes, requestIdOptions } from '@jobsite/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BffConfig } from './config';
import { graphqlForwardRoute } from './routes/graphql';
import { UpstreamClient } from './upstream/client';

/** Builds the BFF: a list of plugins, each one concern. */
export async function buildApp(config: BffConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    disableRequestLogging: config.NODE_ENV === 'test',
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
  });
  echoRequestId(app);

  const upstream = new UpstreamClient(config.GQL_ENDPOINT, config.UPSTREAM_TIMEOUT_MS);
  app.addHook('onClose', () => upstream.close());

  await app.register(healthRoutes, { checkReady: () => upstream.checkReady() });
  await app.register(graphqlForwardRoute, { upstream });
  return app;
}
