import { connect, type Socket } from 'node:net';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';

/**
 * The web origin's answer for `/graphql`, `/auth/*` and `/attachments/*` while the BFF is down
 * (src/proxy.ts; decision 0021).
 *
 * Those paths are rewritten to the BFF. When the BFF does not take the connection, Next.js'
 * proxy for an external rewrite answers a bare `500 Internal Server Error`, and offers no hook
 * to change that. Forwarding every request through `fetch` in the proxy instead would make
 * the answer ours, but costs the web 1–2 ms of CPU per request (measured, decision 0021). So
 * the proxy keeps the rewrite and learns whether the BFF takes connections without asking it
 * anything: one idle TCP connection to it stays open. A BFF that stops (crash, restart,
 * deploy) closes it at once; a new one is tried at once and, while refused, every
 * `BFF_RETRY_MS`. Meanwhile the proxy answers 503 with the catalogued code itself.
 */

/** Seconds the client is asked to wait before trying again while the BFF is unreachable. */
export const BFF_RETRY_AFTER_SECONDS = 5;

/** How often a refused BFF is tried again (how soon the web notices it is back). */
export const BFF_RETRY_MS = 500;

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

/** Whether a host and port take TCP connections, watched through one idle connection. */
export class ConnectionWatch {
  #state: 'unknown' | 'up' | 'refused' = 'unknown';
  #socket: Socket | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #lastAttempt = 0;
  #closed = false;

  constructor(
    readonly host: string,
    readonly port: number,
    readonly retryMs = BFF_RETRY_MS,
  ) {}

  /**
   * True when the last connection attempt was refused. Starts watching on first use; until
   * the first attempt has an outcome the answer is false (the request is tried).
   */
  get refused(): boolean {
    this.#watch();
    return this.#state === 'refused';
  }

  /** Stops watching (tests; a server never needs it: nothing here keeps the process alive). */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#socket?.destroy();
  }

  #watch(): void {
    if (this.#closed || this.#socket || this.#timer) return;
    this.#lastAttempt = Date.now();
    let connected = false;
    const socket = connect({ host: this.host, port: this.port });
    this.#socket = socket;
    socket.unref();
    const connectTimer = setTimeout(() => socket.destroy(), CONNECT_TIMEOUT_MS);
    connectTimer.unref();
    socket.once('connect', () => {
      connected = true;
      clearTimeout(connectTimer);
      this.#state = 'up';
    });
    // The BFF never writes to a connection that sent no request; nothing to read or report.
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(connectTimer);
      this.#socket = null;
      if (!connected) this.#state = 'refused';
      // A live connection that closed: the BFF stopped, or closed an idle connection. Try
      // again at once (at most once per retryMs); a refused one after retryMs.
      const wait = connected
        ? Math.max(0, this.retryMs - (Date.now() - this.#lastAttempt))
        : this.retryMs;
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.#watch();
      }, wait);
      this.#timer.unref();
    });
  }
}

const watches = new Map<string, ConnectionWatch>();

/** Whether the BFF at `target`'s origin refuses connections (one watch per origin). */
export function bffRefusesConnections(target: URL): boolean {
  let watch = watches.get(target.origin);
  if (!watch) {
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    watch = new ConnectionWatch(target.hostname.replace(/^\[|\]$/g, ''), port);
    watches.set(target.origin, watch);
  }
  return watch.refused;
}
