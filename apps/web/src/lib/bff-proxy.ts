import { connect, type Socket } from 'node:net';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';

/**
 * The web origin's answer for `/graphql`, `/auth/*` and `/attachments/*` while the BFF is down
 * or hung (src/proxy.ts; decision 0021).
 *
 * Those paths are rewritten to the BFF. When the BFF does not take the connection, or takes it
 * and never answers, Next.js' proxy for an external rewrite answers a bare `500 Internal Server
 * Error` (at once, or after its 30 s proxy timeout), and offers no hook to change that.
 * Forwarding every request through `fetch` in the proxy instead would make the answer ours,
 * but costs the web 1–2 ms of CPU per request (measured, decision 0021). So the proxy keeps the
 * rewrite and watches the BFF beside it: one keep-alive connection that asks `GET /healthz`
 * every `BFF_PROBE_EVERY_MS`. A BFF that stops (crash, restart, deploy) closes it at once; one
 * that takes connections but does not answer the probe within `BFF_ANSWER_WITHIN_MS` counts as
 * unresponsive. Meanwhile the proxy answers 503 with the catalogued code itself, and a new
 * connection is tried every `BFF_RETRY_MS`; the BFF counts as up again once it answers.
 */

/** Seconds the client is asked to wait before trying again while the BFF is unreachable. */
export const BFF_RETRY_AFTER_SECONDS = 5;

/** How often a refused or unresponsive BFF is tried again (how soon the web notices it is back). */
export const BFF_RETRY_MS = 500;

/** How often the health probe is sent on the watch connection while the BFF answers. */
export const BFF_PROBE_EVERY_MS = 2_000;

/**
 * A BFF that has not answered the probe within this long counts as unresponsive. Generous: a
 * BFF busy with a burst still answers `/healthz` in milliseconds, and a false alarm turns
 * requests away.
 */
export const BFF_ANSWER_WITHIN_MS = 5_000;

/** A connection attempt that neither succeeds nor fails within this long counts as refused. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * 503 `UPSTREAM_UNAVAILABLE` in the shape the client of `pathname` reads: a GraphQL error on
 * `/graphql`, `{ error: { code, message } }` (the BFF's own `/auth/*` errors) elsewhere.
 */
export function bffUnavailable(pathname: string): Response {
  const code = ErrorCode.UPSTREAM_UNAVAILABLE;
  const message = errorMessage(code);
  const body =
    pathname === '/graphql'
      ? { errors: [{ message, extensions: { code } }] }
      : { error: { code, message } };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(BFF_RETRY_AFTER_SECONDS),
    },
  });
}

export type WatchState = 'unknown' | 'up' | 'refused' | 'unresponsive';

export interface WatchTiming {
  retryMs?: number;
  probeEveryMs?: number;
  answerWithinMs?: number;
}

/**
 * Whether an HTTP server at a host and port answers, watched through one keep-alive connection
 * that carries a `GET /healthz` probe every `probeEveryMs`.
 */
export class ConnectionWatch {
  #state: WatchState = 'unknown';
  #socket: Socket | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #probeTimer: ReturnType<typeof setTimeout> | null = null;
  #lastAttempt = 0;
  #closed = false;
  #waiters: Array<() => void> = [];
  readonly #retryMs: number;
  readonly #probeEveryMs: number;
  readonly #answerWithinMs: number;
  readonly #probe: string;

  constructor(
    readonly host: string,
    readonly port: number,
    timing: WatchTiming = {},
  ) {
    this.#retryMs = timing.retryMs ?? BFF_RETRY_MS;
    this.#probeEveryMs = timing.probeEveryMs ?? BFF_PROBE_EVERY_MS;
    this.#answerWithinMs = timing.answerWithinMs ?? BFF_ANSWER_WITHIN_MS;
    const authority = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
    this.#probe = `GET /healthz HTTP/1.1\r\nHost: ${authority}\r\nUser-Agent: jobsite-web-bff-watch\r\n\r\n`;
  }

  /** What the watch knows. Starts watching on first use. */
  get state(): WatchState {
    this.#watch();
    return this.#state;
  }

  /**
   * True while the BFF refuses connections or does not answer. Until the first attempt has an
   * outcome the answer is false (see `settled`).
   */
  get unavailable(): boolean {
    const state = this.state;
    return state === 'refused' || state === 'unresponsive';
  }

  /**
   * Resolves once the watch knows (the first probe answered, the connection was refused, or
   * the probe went unanswered): at most the connect timeout or `answerWithinMs`.
   */
  settled(): Promise<void> {
    if (this.state !== 'unknown' || this.#closed) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Stops watching (tests; a server never needs it: nothing here keeps the process alive). */
  close(): void {
    this.#closed = true;
    this.#clearTimers();
    this.#socket?.destroy();
    this.#settle();
  }

  #set(state: WatchState): void {
    this.#state = state;
    this.#settle();
  }

  #settle(): void {
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  #clearTimers(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    if (this.#probeTimer) clearTimeout(this.#probeTimer);
    this.#retryTimer = null;
    this.#probeTimer = null;
  }

  #watch(): void {
    if (this.#closed || this.#socket || this.#retryTimer) return;
    this.#lastAttempt = Date.now();
    let connected = false;
    let answered = false;
    const socket = connect({ host: this.host, port: this.port });
    this.#socket = socket;
    socket.unref();
    socket.setNoDelay(true);

    const sendProbe = () => {
      this.#probeTimer = setTimeout(() => {
        // Took the connection, or answered before, but not this probe: hung.
        this.#set('unresponsive');
        socket.destroy();
      }, this.#answerWithinMs);
      this.#probeTimer.unref();
      socket.write(this.#probe);
    };
    const connectTimer = setTimeout(() => socket.destroy(), CONNECT_TIMEOUT_MS);
    connectTimer.unref();

    socket.once('connect', () => {
      connected = true;
      clearTimeout(connectTimer);
      sendProbe();
    });
    // Any bytes after a probe are its answer: the process reads, routes and writes.
    socket.on('data', () => {
      if (!this.#probeTimer) return;
      clearTimeout(this.#probeTimer);
      answered = true;
      this.#set('up');
      this.#probeTimer = setTimeout(sendProbe, this.#probeEveryMs);
      this.#probeTimer.unref();
    });
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(connectTimer);
      if (this.#probeTimer) clearTimeout(this.#probeTimer);
      this.#probeTimer = null;
      this.#socket = null;
      if (this.#closed) return;
      if (!connected) this.#set('refused');
      // A connection that answered and then closed: the BFF stopped, or closed a connection
      // it had kept. Try again at once (at most once per retryMs); otherwise after retryMs.
      const wait = answered
        ? Math.max(0, this.#retryMs - (Date.now() - this.#lastAttempt))
        : this.#retryMs;
      this.#retryTimer = setTimeout(() => {
        this.#retryTimer = null;
        this.#watch();
      }, wait);
      this.#retryTimer.unref();
    });
  }
}

const watches = new Map<string, ConnectionWatch>();

/**
 * Whether the BFF at `target`'s origin is down or hung (one watch per origin). The first
 * request after the web starts waits for the watch's first outcome, so a BFF already down
 * then is answered 503 like later ones.
 */
export async function bffUnavailableAt(target: URL): Promise<boolean> {
  let watch = watches.get(target.origin);
  if (!watch) {
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    watch = new ConnectionWatch(target.hostname.replace(/^\[|\]$/g, ''), port);
    watches.set(target.origin, watch);
  }
  if (watch.state === 'unknown') await watch.settled();
  return watch.unavailable;
}
