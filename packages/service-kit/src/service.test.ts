import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthRoutes } from './health';
import {
  currentRequestId,
  echoRequestId,
  REQUEST_ID_HEADER,
  requestIdMixin,
  requestIdOptions,
} from './request-id';
import { closeGracefully } from './shutdown';

function makeApp(checkReady: () => Promise<void>) {
  const app = Fastify({ logger: false, ...requestIdOptions() });
  echoRequestId(app);
  app.register(healthRoutes, { checkReady });
  return app;
}

describe('health routes', () => {
  it('answers /healthz and /readyz when the dependencies answer', async () => {
    const app = makeApp(async () => {});
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on /readyz when a dependency fails, and stays up', async () => {
    const app = makeApp(async () => {
      throw new Error('database unreachable');
    });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('keeps a well-formed caller id and echoes it', async () => {
    const app = makeApp(async () => {});
    const res = await app.inject({
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: 'web-abc.123' },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toBe('web-abc.123');
  });

  it('writes the request id on every log line of the request', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      ...requestIdOptions(),
    });
    app.get('/hello', async (request) => {
      request.log.info('inside the handler');
      return 'hi';
    });
    await app.inject({ url: '/hello', headers: { [REQUEST_ID_HEADER]: 'trace-7' } });
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.requestId);
    expect(requestLines.map((entry) => entry.msg)).toEqual([
      'incoming request',
      'inside the handler',
      'request completed',
    ]);
    expect(requestLines.every((entry) => entry.requestId === 'trace-7')).toBe(true);
  });

  it('puts the id on lines logged through other loggers while the request runs, once', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        mixin: requestIdMixin,
        stream: { write: (line: string) => lines.push(line) },
      },
      ...requestIdOptions({ disableRequestLogging: true }),
    });
    echoRequestId(app);
    // A service given the app's logger at start (no request in sight).
    const serviceLog = app.log.child({ module: 'crm' });
    app.get('/hello', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      serviceLog.warn('sync failed');
      request.log.info('inside the handler');
      return currentRequestId();
    });
    const response = await app.inject({
      url: '/hello',
      headers: { [REQUEST_ID_HEADER]: 'trace-8' },
    });
    expect(response.body).toBe('trace-8');
    app.log.info('outside any request');
    const entries = lines.map((line) => ({ line, entry: JSON.parse(line) }));
    const sync = entries.find(({ entry }) => entry.msg === 'sync failed');
    expect(sync?.entry.requestId).toBe('trace-8');
    const handler = entries.find(({ entry }) => entry.msg === 'inside the handler');
    expect(handler?.entry.requestId).toBe('trace-8');
    expect(handler?.line.match(/"requestId"/g)).toHaveLength(1);
    const outside = entries.find(({ entry }) => entry.msg === 'outside any request');
    expect(outside?.entry.requestId).toBeUndefined();
  });

  it('logs no request lines for /healthz, and does for /readyz', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      ...requestIdOptions(),
    });
    app.register(healthRoutes, { checkReady: async () => {} });
    await app.inject('/healthz');
    await app.inject('/readyz');
    const urls = lines.map((line) => JSON.parse(line)).map((entry) => entry.req?.url);
    expect(urls).toContain('/readyz');
    expect(urls).not.toContain('/healthz');
  });

  it('replaces a missing or malformed id with a fresh UUID', async () => {
    const app = makeApp(async () => {});
    const missing = await app.inject('/healthz');
    expect(missing.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await app.inject({
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: `x\r\ninjected: 1${'y'.repeat(200)}` },
    });
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('closeGracefully', () => {
  afterEach(() => {
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
  });

  it('lets an in-flight request finish before exiting 0 on SIGTERM', async () => {
    const app = Fastify({ logger: false });
    let finished = false;
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 150));
      finished = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const exited = new Promise<number>((resolve) => closeGracefully(app, { exit: resolve }));
    const response = fetch(`http://127.0.0.1:${port}/slow`);
    await requestArrived;
    process.emit('SIGTERM', 'SIGTERM');
    expect((await response).status).toBe(200);
    expect(await exited).toBe(0);
    expect(finished).toBe(true);
  });

  it('exits 1 when the grace period runs out', async () => {
    const app = Fastify({ logger: false });
    const close = vi.spyOn(app, 'close').mockReturnValue(new Promise(() => {}) as never);
    const exited = new Promise<number>((resolve) =>
      closeGracefully(app, { graceMs: 20, exit: resolve }),
    );
    process.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(1);
    expect(close).toHaveBeenCalled();
  });
});
