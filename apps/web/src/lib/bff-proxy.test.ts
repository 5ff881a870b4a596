import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { BFF_RETRY_AFTER_SECONDS, bffUnavailable, ConnectionWatch } from './bff-proxy';

/** Connections each stand-in BFF holds. */
const connections = new WeakMap<Server, Set<Socket>>();

/** A stand-in BFF: a TCP server on loopback that can stop and start again on its port. */
async function listen(port = 0): Promise<Server> {
  const server = createServer((socket) => socket.on('error', () => {}));
  const sockets = new Set<Socket>();
  connections.set(server, sockets);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

async function stop(server: Server): Promise<void> {
  const closed = once(server, 'close');
  server.close();
  // A stopped process takes its connections with it.
  for (const socket of connections.get(server) ?? []) socket.destroy();
  await closed;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Polls `check` until it holds (the watch learns by events, not at once). */
async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

describe('ConnectionWatch', () => {
  it('holds one idle connection while the BFF is up and sends nothing on it', async () => {
    const server = await listen();
    open.push(server);
    let received = 0;
    server.on('connection', (socket) => socket.on('data', (chunk) => (received += chunk.length)));
    const watch = new ConnectionWatch('127.0.0.1', portOf(server), 50);
    open.push(watch);
    expect(watch.refused).toBe(false);
    await until(() => (connections.get(server)?.size ?? 0) === 1);
    // Asking again and again opens no more connections.
    for (let i = 0; i < 100; i++) expect(watch.refused).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections.get(server)?.size).toBe(1);
    expect(received).toBe(0);
  });

  it('notices at once when the BFF stops, and again when it is back', async () => {
    const server = await listen();
    const port = portOf(server);
    const watch = new ConnectionWatch('127.0.0.1', port, 50);
    open.push(watch);
    expect(watch.refused).toBe(false);
    await until(() => (connections.get(server)?.size ?? 0) === 1);

    const stoppedAt = Date.now();
    await stop(server);
    await until(() => watch.refused);
    // The closed connection is noticed and retried at once, not after the retry interval.
    expect(Date.now() - stoppedAt).toBeLessThan(500);

    const again = await listen(port);
    open.push(again);
    await until(() => !watch.refused);
  });

  it('counts a BFF that was never up as refused, and keeps trying', async () => {
    const probe = await listen();
    const port = portOf(probe);
    await stop(probe);
    const watch = new ConnectionWatch('127.0.0.1', port, 50);
    open.push(watch);
    expect(watch.refused).toBe(false); // the first attempt is under way: try the request
    await until(() => watch.refused);
    const server = await listen(port);
    open.push(server);
    await until(() => !watch.refused);
  });

  it('reconnects when the BFF closes the idle connection, staying up', async () => {
    const server = await listen();
    open.push(server);
    const watch = new ConnectionWatch('127.0.0.1', portOf(server), 50);
    open.push(watch);
    expect(watch.refused).toBe(false);
    await until(() => (connections.get(server)?.size ?? 0) === 1);
    for (const socket of connections.get(server) ?? []) socket.destroy();
    await until(() => (connections.get(server)?.size ?? 0) === 1);
    expect(watch.refused).toBe(false);
  });
});

describe('bffUnavailable', () => {
  it('answers /graphql 503 with a GraphQL error UPSTREAM_UNAVAILABLE and Retry-After', async () => {
    const response = bffUnavailable('/graphql');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(BFF_RETRY_AFTER_SECONDS));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      errors: [
        {
          message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
          extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE },
        },
      ],
    });
  });

  it('answers /auth/* and /attachments/* 503 in the /auth error shape', async () => {
    for (const path of ['/auth/session', '/attachments/messages/3']) {
      const response = bffUnavailable(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(BFF_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({
        error: {
          code: ErrorCode.UPSTREAM_UNAVAILABLE,
          message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
        },
      });
    }
  });
});

describe('proxy(): BFF paths with BFF_URL refusing connections', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE itself, and rewrites again once the BFF is up', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('../proxy');
    const probe = await listen();
    const port = portOf(probe);
    await stop(probe);
    const saved = process.env.BFF_URL;
    process.env.BFF_URL = `http://127.0.0.1:${port}`;
    const ask = (path: string) =>
      proxy(new NextRequest(`http://site.example${path}`, { method: 'POST', body: '{}' }));
    try {
      await until(() => ask('/graphql').status === 503);
      const answer = ask('/graphql');
      expect((await answer.json()).errors[0].extensions.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect((await ask('/auth/refresh').json()).error.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      // Pages are not the BFF's: they render (from the cache) as ever.
      expect(ask('/driver').status).toBe(200);

      const server = await listen(port);
      open.push(server);
      await until(() => ask('/graphql').headers.get('x-middleware-rewrite') !== null);
      expect(ask('/graphql').headers.get('x-middleware-rewrite')).toBe(
        `http://127.0.0.1:${port}/graphql`,
      );
    } finally {
      if (saved === undefined) delete process.env.BFF_URL;
      else process.env.BFF_URL = saved;
    }
  });
});
