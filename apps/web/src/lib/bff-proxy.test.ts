import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { freePort } from '@jobsite/service-kit/ports';
import { afterEach, describe, expect, it } from 'vitest';
import { BFF_RETRY_AFTER_SECONDS, bffUnavailable, ConnectionWatch } from './bff-proxy';

/**
 * A stand-in BFF on loopback that can stop and start again on its port. It answers each
 * request with `answer.status`, not at all while `answer.status` is null (a process that
 * takes connections but is stuck), or closes the connection unanswered while it is 'close';
 * it counts the connections it took and the requests it read.
 */
interface StandIn {
  server: Server;
  port: number;
  answer: { status: number | null | 'close' };
  /** Connections taken since it started, and those still open. */
  connections: { total: number; open: Set<Socket> };
  /** Request lines read (`GET /healthz`), in order. */
  requests: string[];
}

async function listen(port = 0, status: number | null = 200): Promise<StandIn> {
  const answer: StandIn['answer'] = { status };
  const requests: string[] = [];
  const connections = { total: 0, open: new Set<Socket>() };
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (answer.status === null) return;
    if (answer.status === 'close') return void request.socket.destroy();
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end('{"status":"ok"}');
  });
  server.on('connection', (socket) => {
    connections.total += 1;
    connections.open.add(socket);
    socket.on('close', () => connections.open.delete(socket));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const stand: StandIn = {
    server,
    port: (server.address() as AddressInfo).port,
    answer,
    connections,
    requests,
  };
  open.push({ close: () => void stop(stand) });
  return stand;
}

/** Stops a stand-in as a stopped process would: its connections go with it. */
async function stop({ server }: StandIn): Promise<void> {
  if (!server.listening) return;
  const closed = once(server, 'close');
  server.close();
  server.closeAllConnections();
  await closed;
}

const open: Array<{ close(): void }> = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

function watch(port: number, timing: ConstructorParameters<typeof ConnectionWatch>[2]) {
  const created = new ConnectionWatch('127.0.0.1', port, timing);
  open.push(created);
  return created;
}

/** How long a condition may take on a loaded machine before the test fails. */
const WAIT = 20_000;
const HOUR = 3_600_000;
/**
 * Probes and retries often, so the tests need no waiting; the answer limit is long enough
 * that a loaded machine still answers in time (a test that needs a probe to go unanswered
 * uses a stand-in that never answers).
 */
const FAST = { retryMs: 20, probeEveryMs: 20, answerWithinMs: 2_000 };
/** Probes and retries only when asked to by an event: what happens is the event's doing. */
const ON_EVENTS_ONLY = { retryMs: HOUR, probeEveryMs: HOUR, answerWithinMs: 60_000 };

// Each test waits for conditions for up to WAIT; the probes' own timing is FAST's.
describe('ConnectionWatch', { timeout: 3 * WAIT }, () => {
  it('holds one keep-alive connection while the BFF answers, carrying only health probes', async () => {
    const bff = await listen();
    const watching = watch(bff.port, FAST);
    expect(watching.state).toBe('unknown');
    await watching.settled();
    expect(watching.state).toBe('up');
    // Asking again and again opens no more connections.
    for (let i = 0; i < 100; i++) expect(watching.unavailable).toBe(false);
    await expect.poll(() => bff.requests.length, { timeout: WAIT }).toBeGreaterThanOrEqual(5);
    expect(bff.connections.total).toBe(1);
    expect(new Set(bff.requests)).toEqual(new Set(['GET /healthz']));
    expect(watching.state).toBe('up');
  });

  it('notices at once when the BFF stops (its kept connection closes)', async () => {
    const bff = await listen();
    // No probe or retry is due for an hour: only the closed connection can tell.
    const watching = watch(bff.port, ON_EVENTS_ONLY);
    await watching.settled();
    expect(watching.unavailable).toBe(false);

    await stop(bff);
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('refused');
    expect(watching.unavailable).toBe(true);
  });

  it('counts a BFF that was never up as refused at once, and keeps trying', async () => {
    const port = await freePort();
    const watching = watch(port, FAST);
    await watching.settled();
    expect(watching.state).toBe('refused');
    expect(watching.unavailable).toBe(true);
    const bff = await listen(port);
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('up');
    expect(bff.connections.total).toBe(1);
  });

  it('counts a BFF that takes connections but stops answering as unresponsive, until it answers', async () => {
    const bff = await listen();
    const watching = watch(bff.port, FAST);
    await watching.settled();
    expect(watching.state).toBe('up');

    bff.answer.status = null;
    const askedBefore = bff.requests.length;
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('unresponsive');
    // Asked again on a new connection (the unanswered one was given up), which is taken but
    // not answered either: still unresponsive.
    await expect
      .poll(() => bff.requests.length, { timeout: WAIT })
      .toBeGreaterThanOrEqual(askedBefore + 2);
    expect(bff.connections.total).toBeGreaterThanOrEqual(2);
    expect(watching.unavailable).toBe(true);

    bff.answer.status = 200;
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('up');
  });

  it('settles a first look at a hung BFF as unresponsive once the answer limit has passed', async () => {
    const bff = await listen(0, null);
    const watching = watch(bff.port, { ...FAST, answerWithinMs: 200 });
    await watching.settled();
    expect(watching.state).toBe('unresponsive');
    expect(bff.requests).toEqual(['GET /healthz']);
  });

  it('counts a BFF answering 503 as unresponsive, and up once it answers 200', async () => {
    const bff = await listen(0, 503);
    const watching = watch(bff.port, FAST);
    await watching.settled();
    expect(watching.state).toBe('unresponsive');
    expect(watching.unavailable).toBe(true);

    bff.answer.status = 200;
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('up');
    bff.answer.status = 503;
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('unresponsive');
    // Still on the one kept connection: a 503 is an answer, not a broken connection.
    expect(bff.connections.total).toBe(1);
  });

  it('counts a BFF that closes connections without answering as refused, not as up', async () => {
    const bff = await listen();
    const watching = watch(bff.port, FAST);
    await watching.settled();
    expect(watching.state).toBe('up');

    bff.answer.status = 'close';
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('refused');
    bff.answer.status = 200;
    await expect.poll(() => watching.state, { timeout: WAIT }).toBe('up');
  });

  it('reconnects at once when the BFF closes the kept connection, staying up', async () => {
    const bff = await listen();
    const watching = watch(bff.port, ON_EVENTS_ONLY);
    await watching.settled();
    expect(bff.connections.total).toBe(1);
    for (const socket of bff.connections.open) socket.destroy();
    // A second probe, on a new connection, made only because the first one closed.
    await expect.poll(() => bff.requests.length, { timeout: WAIT }).toBe(2);
    expect(bff.connections.total).toBe(2);
    expect(watching.state).toBe('up');
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

describe('proxy(): BFF paths with BFF_URL refusing connections', { timeout: 3 * WAIT }, () => {
  it('answers 503 UPSTREAM_UNAVAILABLE itself from the first request, and rewrites again once the BFF is up', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('../proxy');
    const port = await freePort();
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

      await listen(port);
      const rewriteOf = async () => (await ask('/graphql')).headers.get('x-middleware-rewrite');
      await expect.poll(rewriteOf, { timeout: WAIT }).toBe(`http://127.0.0.1:${port}/graphql`);
    } finally {
      if (saved === undefined) delete process.env.BFF_URL;
      else process.env.BFF_URL = saved;
    }
  });
});
