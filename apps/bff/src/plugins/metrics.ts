import { metricsRoutes } from '@jobsite/service-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram } from 'prom-client';
import type { BffConfig } from '../config';
import type { UpstreamObserver } from '../upstream/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records each upstream round-trip (the upstream plugin hands it to its client). */
    upstreamObserver: UpstreamObserver;
  }
}

/**
 * `/metrics` of the BFF (docs/decisions/0016-metrics.md): the shared request, GraphQL error and
 * refusal metrics of @jobsite/service-kit, plus the master-data cache (hits, stale hits,
 * misses, upstream loads, Redis errors) and upstream round-trips (outcome, latency).
 * Registered before the plugins it observes.
 */
async function bffMetricsPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  await app.register(metricsRoutes, { service: 'bff', token: opts.config.METRICS_TOKEN });
  const registers = [app.metrics.registry];

  const upstreamRequests = new Counter({
    name: 'bff_upstream_requests_total',
    help: 'Round-trips to the upstream GraphQL endpoint, by outcome (ok, unavailable, timeout).',
    labelNames: ['outcome'],
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'bff_upstream_request_duration_seconds',
    help: 'Upstream round-trip time, by outcome.',
    labelNames: ['outcome'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  for (const outcome of ['ok', 'unavailable', 'timeout']) upstreamRequests.inc({ outcome }, 0);
  app.decorate('upstreamObserver', ((outcome, seconds) => {
    upstreamRequests.inc({ outcome });
    upstreamDuration.observe({ outcome }, seconds);
  }) satisfies UpstreamObserver);

  // The cache keeps its own counters (admin /cache/stats); these read them at scrape time.
  const stats = () => (app.hasDecorator('masterDataCache') ? app.masterDataCache.stats : null);
  new Counter({
    name: 'bff_master_data_cache_requests_total',
    help: 'Master-data lookups, by result: hit (fresh), stale (served while refreshing), miss.',
    labelNames: ['result'],
    registers,
    collect() {
      const current = stats();
      this.reset();
      this.inc({ result: 'hit' }, current?.hits ?? 0);
      this.inc({ result: 'stale' }, current?.staleHits ?? 0);
      this.inc({ result: 'miss' }, current?.misses ?? 0);
    },
  });
  new Counter({
    name: 'bff_master_data_cache_loads_total',
    help: 'Upstream fetches made to fill or refresh the master-data cache.',
    registers,
    collect() {
      this.reset();
      this.inc(stats()?.loads ?? 0);
    },
  });
  new Counter({
    name: 'bff_master_data_cache_redis_errors_total',
    help: 'Redis commands of the master-data cache that failed (answers then come from upstream).',
    registers,
    collect() {
      this.reset();
      this.inc(stats()?.redisErrors ?? 0);
    },
  });
}

export default fp(bffMetricsPlugin, { name: 'bff-metrics' });
