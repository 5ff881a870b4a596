import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { Client } from 'undici';

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
 * that takes connections but does not answer the probe within `BFF_ANSWER_WITHIN_MS`, or
 * answers it with other than 2xx, counts as unresponsive. Meanwhile the proxy answers 503 with the catalogued code itself, and a new
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

/** What one probe learnt: a state, or that its kept connection closed under it. */
type Outcome = Exclude<WatchState, 'unknown'> | 'lost';

const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Whether an HTTP server at a host and port answers, watched through one keep-alive connection
 * (undici's `Client`, one request at a time) that carries a `GET /healthz` probe every
 * `probeEveryMs`. Only a 2xx answer is up: a BFF answering 503 (draining, not ready) is not.
 */
export class ConnectionWatch {
  #state: WatchState = 'unknown';
  #client: Client | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #probing = false;
  /** Set by the client's `connectionError` while a probe is under way: it found no server. */
  #connectFailed = false;
  #lastAtOnce = Number.NEGATIVE_INFINITY;
  /** The last probe's connection closed under it too (a second loss in a row is an outage). */
  #lostBefore = false;
  #closed = false;
  #waiters: Array<() => void> = [];
  readonly #retryMs: number;
  readonly #probeEveryMs: number;
  readonly #answerWithinMs: number;

  constructor(
    readonly host: string,
    readonly port: number,
    timing: WatchTiming = {},
    readonly protocol: 'http:' | 'https:' = 'http:',
  ) {
    this.#retryMs = timing.retryMs ?? BFF_RETRY_MS;
    this.#probeEveryMs = timing.probeEveryMs ?? BFF_PROBE_EVERY_MS;
    this.#answerWithinMs = timing.answerWithinMs ?? BFF_ANSWER_WITHIN_MS;
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

  /**
   * Stops watching (tests; a server never needs it: the client unrefs its idle connection and
   * the timers are unref'd, so nothing here keeps the process alive).
   */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#client?.destroy().catch(() => {});
    this.#settle();
  }

  #set(state: WatchState): void {
    this.#state = state;
    this.#settle();
  }

  #settle(): void {
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  #watch(): void {
    if (this.#closed || this.#client) return;
    const authority = this.host.includes(':') ? `[${this.host}]` : this.host;
    this.#client = new Client(`${this.protocol}//${authority}:${this.port}`, {
      pipelining: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
      headersTimeout: this.#answerWithinMs,
      bodyTimeout: this.#answerWithinMs,
    });
    this.#client.on('connectionError', () => {
      this.#connectFailed = true;
    });
    // The kept connection closed: the BFF stopped (crash, restart, deploy) or closed an idle
    // connection. Ask again at once rather than at the next probe.
    this.#client.on('disconnect', () => {
      if (!this.#probing && this.#state === 'up') this.#probeAtOnce();
    });
    this.#probe();
  }

  /**
   * Probes now, but at most once per `retryMs` (a BFF that closes every connection after
   * answering would otherwise be asked in a loop); else as soon as that allows.
   */
  #probeAtOnce(): void {
    const wait = this.#lastAtOnce + this.#retryMs - Date.now();
    if (wait > 0) {
      this.#schedule(wait);
    } else {
      this.#lastAtOnce = Date.now();
      this.#probe();
    }
  }

  #schedule(ms: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#probe(), ms);
    this.#timer.unref();
  }

  #probe(): void {
    const client = this.#client;
    if (this.#closed || this.#probing || !client) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#probing = true;
    this.#connectFailed = false;
    void this.#ask(client).then((outcome) => {
      this.#probing = false;
      if (this.#closed) return;
      const lostBefore = this.#lostBefore;
      this.#lostBefore = outcome === 'lost';
      if (outcome === 'lost') {
        // The connection closed before the answer: while up, once, that is a kept connection
        // the BFF closed just then, until a new one says otherwise; before, or twice in a
        // row, a server that does not answer.
        if (this.#state === 'up' && !lostBefore) {
          this.#probeAtOnce();
          return;
        }
        outcome = 'refused';
      }
      this.#set(outcome);
      this.#schedule(outcome === 'up' ? this.#probeEveryMs : this.#retryMs);
    });
  }

  async #ask(client: Client): Promise<Outcome> {
    try {
      const { statusCode, body } = await client.request({
        path: '/healthz',
        method: 'GET',
        headers: { 'user-agent': 'jobsite-web-bff-watch' },
      });
      await body.dump();
      return statusCode >= 200 && statusCode < 300 ? 'up' : 'unresponsive';
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && TIMEOUTS.has(code)) return 'unresponsive';
      return this.#connectFailed ? 'refused' : 'lost';
    }
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
    const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
    watch = new ConnectionWatch(target.hostname.replace(/^\[|\]$/g, ''), port, {}, protocol);
    watches.set(target.origin, watch);
  }
  if (watch.state === 'unknown') await watch.settled();
  return watch.unavailable;
}
