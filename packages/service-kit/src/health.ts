import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  /** Resolves when every dependency the service needs answers; rejects otherwise. */
  checkReady: () => Promise<void>;
}

/** `/healthz`: the process is up. `/readyz`: it can serve (its dependencies answer). */
export async function healthRoutes(app: FastifyInstance, opts: HealthOptions): Promise<void> {
  // Liveness is asked often (the orchestrator; the web's BFF watch every 2 s): its request lines
  // would fill the log, so only warnings and errors of it are logged.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await opts.checkReady();
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
