import { echoRequestId, healthRoutes, requestIdOptions } from '@jobsite/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db';
import './db/fastify';
import { openDatabase } from './db/startup';
import { createContextBuilder } from './graphql/context';
import { graphqlPlugin } from './graphql/plugin';
import { resolvers } from './graphql/resolvers';

export interface BuildAppOptions {
  /**
   * An open, migrated database (tests pass one from test/support/database.ts). The app then
   * neither migrates nor seeds nor closes it. Without it the app opens the configured one.
   */
  database?: DatabaseHandle;
}

/** Builds the api service: a list of plugins, each one concern. */
export async function buildApp(
  config: ApiConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    ...requestIdOptions({ disableRequestLogging: config.NODE_ENV === 'test' }),
  });
  echoRequestId(app);

  const database = options.database ?? (await openDatabase(config, app.log));
  app.decorate<DatabaseHandle>('database', database);
  if (!options.database) app.addHook('onClose', async () => database.close());

  await app.register(healthRoutes, { checkReady: () => database.ping() });
  await app.register(graphqlPlugin, {
    graphiql: config.NODE_ENV !== 'production',
    resolvers,
    context: createContextBuilder({ db: database.db }),
  });
  return app;
}
