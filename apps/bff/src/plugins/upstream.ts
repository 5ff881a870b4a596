import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { UpstreamClient } from '../upstream/client';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

async function upstreamPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  const observe = app.hasDecorator('upstreamObserver') ? app.upstreamObserver : undefined;
  const upstream = new UpstreamClient(
    opts.config.GQL_ENDPOINT,
    opts.config.UPSTREAM_TIMEOUT_MS,
    observe,
  );
  app.decorate('upstream', upstream);
  // Runs after the server stopped taking requests and in-flight ones finished.
  app.addHook('onClose', () => upstream.close());
}

export default fp(upstreamPlugin, { name: 'upstream' });
