import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { BFF_RETRY_AFTER_SECONDS, bffUnavailable, ConnectionWatch } from './bff-proxy';

/** Connections each stand-in BFF holds, and the requests it read. */
const connections = new WeakMap<Server, Set<Socket>>();
const requests = new WeakMap<Server, string[]>();

/**
 * A stand-in BFF: a TCP server on loopback that can stop and start again on its port. It
 * answers each HTTP request with 200 unless `hung` says it no longer answers (a process that
 * takes connections but is stuck).
 */
async function listen(port = 0, hung: { now: boolean } = { now: false }): Promise<Server> {
  const sockets = new Set<Socket>();
  const seen: string[] = [];
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      for (const head of chunk.toString('latin1').split('\r\n\r\n').filter(Boolean)) {
        seen.push(head.split('\r\n')[0] ?? '');
        if (!hung.now) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 15\r\n\r\n{"status":"ok"}');
      }
    });
  });
  connections.set(server, sockets);
  requests.set(server, seen);
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

// Short enough for a quick test, long enough that a loaded CI machine still answers in time.
const FAST = { retryMs: 50, probeEveryMs: 40, answerWithinMs: 1_000 };

describe('ConnectionWatch', () => {
  it('holds one keep-alive connection while the BFF answers, carrying only health probes', async () => {
    const server = await listen();
    open.push(server);
    const watch = new ConnectionWatch('127.0.0.1', portOf(server), FAST);
    open.push(watch);
    expect(watch.state).toBe('unknown');
    await watch.settled();
    expect(watch.state).toBe('up');
    // Asking again and again opens no more connections.
    for (let i = 0; i < 100; i++) expect(watch.unavailable).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections.get(server)?.size).toBe(1);
    const seen = requests.get(server) ?? [];
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen)).toEqual(new Set(['GET /healthz HTTP/1.1']));
  });

  it('notices at once when the BFF stops, and again when it is back', async () => {
    const server = await listen();
    const port = portOf(server);
    const watch = new ConnectionWatch('127.0.0.1', port, FAST);
    open.push(watch);
    await watch.settled();
    expect(watch.unavailable).toBe(false);

    const stoppedAt = Date.now();
    await stop(server);
    await until(() => watch.state === 'refused');
    // The closed connection is noticed and retried at once, not after the retry interval.
    expect(Date.now() - stoppedAt).toBeLessThan(500);

    const again = await listen(port);
    open.push(again);
    await until(() => watch.state === 'up');
  });

  it('counts a BFF that was never up as refused at once, and keeps trying', async () => {
    const probe = await listen();
    const port = portOf(probe);
    await stop(probe);
    const watch = new ConnectionWatch('127.0.0.1', port, FAST);
    open.push(watch);
    await watch.settled();
    expect(watch.state).toBe('refused');
    expect(watch.unavailable).toBe(true);
    const server = await listen(port);
    open.push(server);
    await until(() => !watch.unavailable);
  });

  it('counts a BFF that takes connections but stops answering as unresponsive, until it answers', async () => {
    const hung = { now: false };
    const server = await listen(0, hung);
    open.push(server);
    const watch = new ConnectionWatch('127.0.0.1', portOf(server), FAST);
    open.push(watch);
    await watch.settled();
    expect(watch.state).toBe('up');

    hung.now = true;
    const hungAt = Date.now();
    await until(() => watch.state === 'unresponsive');
    // Within one probe interval plus the answer limit.
    expect(Date.now() - hungAt).toBeLessThan(FAST.probeEveryMs + FAST.answerWithinMs + 2_000);
    // Reconnecting does not make it up again: the new connection is taken, not answered.
    await new Promise((resolve) => setTimeout(resolve, 3 * FAST.retryMs));
    expect(watch.unavailable).toBe(true);

    hung.now = false;
    await until(() => watch.state === 'up');
  });

  it('settles a first look at a hung BFF within the answer limit', async () => {
    const server = await listen(0, { now: true });
    open.push(server);
    const watch = new ConnectionWatch('127.0.0.1', portOf(server), FAST);
    open.push(watch);
    const askedAt = Date.now();
    await watch.settled();
    expect(watch.state).toBe('unresponsive');
    expect(Date.now() - askedAt).toBeLessThan(FAST.answerWithinMs + 2_000);
  });

  it('reconnects when the BFF closes the kept connection, staying up', async () => {
    const server = await listen();
    open.push(server);
    const watch = new ConnectionWatch('127.0.0.1', portOf(server), FAST);
    open.push(watch);
    await watch.settled();
    await until(() => (connections.get(server)?.size ?? 0) === 1);
    for (const socket of connections.get(server) ?? []) socket.destroy();
    expect(watch.unavailable).toBe(false);
    await until(() => (connections.get(server)?.size ?? 0) === 1);
    expect(watch.state).toBe('up');
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
  it('answers 503 UPSTREAM_UNAVAILABLE itself from the first request, and rewrites again once the BFF is up', async () => {
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
      // The web has just started: the first request already learns the BFF is down.
      const first = await ask('/graphql');
      expect(first.status).toBe(503);
      expect((await first.json()).errors[0].extensions.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect((await (await ask('/auth/refresh')).json()).error.code).toBe(
        ErrorCode.UPSTREAM_UNAVAILABLE,
      );
      // Pages are not the BFF's: they render (from the cache) as ever.
      expect((await ask('/driver')).status).toBe(200);

      const server = await listen(port);
      open.push(server);
      const rewriteOf = async () => (await ask('/graphql')).headers.get('x-middleware-rewrite');
      const deadline = Date.now() + 10_000;
      while ((await rewriteOf()) === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await rewriteOf()).toBe(`http://127.0.0.1:${port}/graphql`);
    } finally {
      if (saved === undefined) delete process.env.BFF_URL;
      else process.env.BFF_URL = saved;
    }
  });
});
