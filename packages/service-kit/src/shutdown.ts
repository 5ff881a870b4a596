import type { FastifyInstance } from 'fastify';

/**
 * On SIGINT/SIGTERM: stop accepting, let in-flight requests finish (Fastify's close),
 * then exit. A second signal, or the grace period running out, forces the exit.
 *
 * Keep-alive connections that were busy when the signal came become idle once their
 * response is sent; they are closed as soon as that happens, so a client holding a
 * connection open cannot stretch the shutdown to the keep-alive timeout.
 */
export function closeGracefully(
  app: FastifyInstance,
  {
    graceMs = 10_000,
    exit = (code: number): void => process.exit(code),
  }: { graceMs?: number; exit?: (code: number) => void } = {},
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over, exiting');
      exit(1);
    }, graceMs);
    timer.unref();
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    app
      .close()
      .finally(() => clearInterval(sweeper))
      .then(
        () => exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
