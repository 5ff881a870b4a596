import { metricsRoutes } from '@jobsite/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { getOperationAST } from 'graphql';
import { Gauge } from 'prom-client';
import type { ApiConfig } from './config';
import './db/fastify';

/**
 * `/metrics` of the api (docs/decisions/0016-metrics.md): the shared request, GraphQL error
 * and refusal metrics of @jobsite/service-kit (the account questions' RATE_LIMITED answers
 * count as rate-limit refusals), plus the PostgreSQL pool. Register it before the routes.
 */
async function apiMetricsPlugin(app: FastifyInstance, opts: { config: ApiConfig }) {
  await app.register(metricsRoutes, { service: 'api', token: opts.config.METRICS_TOKEN });
  const registers = [app.metrics.registry];
  const pool = () =>
    app.hasDecorator('database') && app.database.driver === 'node-postgres'
      ? app.database.client
      : null;
  new Gauge({
    name: 'api_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state (total, idle, waiting clients).',
    labelNames: ['state'],
    registers,
    collect() {
      const current = pool();
      if (!current) return;
      this.set({ state: 'total' }, current.totalCount);
      this.set({ state: 'idle' }, current.idleCount);
      this.set({ state: 'waiting' }, current.waitingCount);
    },
  });
  new Gauge({
    name: 'api_db_pool_max',
    help: 'Most connections the PostgreSQL pool opens (DATABASE_POOL_MAX); 1 on embedded PGlite.',
    registers,
    collect() {
      this.set(pool() ? opts.config.DATABASE_POOL_MAX : 1);
    },
  });
}

export const apiMetrics = fp(apiMetricsPlugin, { name: 'api-metrics' });

/** Labels each GraphQL request with its operation kind (query, mutation) once it validated. */
export function observeGraphqlOperations(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const request = (context as unknown as { reply?: FastifyReply }).reply?.request;
    if (!request) return;
    const params = (request.method === 'GET' ? request.query : request.body) as
      | { operationName?: unknown }
      | undefined;
    const name = typeof params?.operationName === 'string' ? params.operationName : undefined;
    const operation = getOperationAST(document, name);
    if (operation) request.operationKind = operation.operation;
  });
}
