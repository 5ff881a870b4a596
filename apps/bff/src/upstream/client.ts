import type { Readable } from 'node:stream';
import { ErrorCode } from '@jobsite/domain/errors';
import { REQUEST_ID_HEADER } from '@jobsite/service-kit';
import { Pool, errors as undiciErrors } from 'undici';

export interface UpstreamResponse {
  statusCode: number;
  body: string;
  contentType?: string | undefined;
}

/** A streamed GET answer of the upstream (attachment downloads). */
export interface UpstreamStream {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** Consume or `dump()` it: an unread body holds the connection. */
  body: Readable & { dump(): Promise<void> };
}

export interface UpstreamRequest {
  requestId: string;
  /** The member's ID token; sent with `token-type: end-user` (spec §6). */
  idToken?: string;
  /** Defaults to JSON; multipart uploads pass their own boundary. */
  contentType?: string;
}

/** The upstream could not be reached or did not answer in time: no hang, a stable code. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly code: typeof ErrorCode.UPSTREAM_UNAVAILABLE | typeof ErrorCode.UPSTREAM_TIMEOUT,
    options?: { cause?: unknown },
  ) {
    super(
      code === ErrorCode.UPSTREAM_TIMEOUT ? 'upstream timed out' : 'upstream unavailable',
      options,
    );
  }

  get statusCode(): number {
    return this.code === ErrorCode.UPSTREAM_TIMEOUT ? 504 : 502;
  }
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  );
}

/** How one upstream round-trip ended, for metrics. */
export type UpstreamOutcome = 'ok' | 'unavailable' | 'timeout';
export type UpstreamObserver = (outcome: UpstreamOutcome, seconds: number) => void;

/** One keep-alive connection pool to the upstream GraphQL endpoint. */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #path: string;
  readonly #healthPath = '/readyz';
  /** The upstream's origin (`http://host:port`); other paths there are reached with get(). */
  readonly origin: string;

  constructor(
    endpoint: string,
    private readonly timeoutMs: number,
    private readonly observe: UpstreamObserver = () => {},
  ) {
    const url = new URL(endpoint);
    this.#pool = new Pool(url.origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connect: { timeout: Math.min(timeoutMs, 5000) },
    });
    this.#path = url.pathname + url.search;
    this.origin = url.origin;
  }

  /** Sends one GraphQL request body as is; one round-trip on a kept-alive connection. */
  async post(body: string | Buffer, request: UpstreamRequest): Promise<UpstreamResponse> {
    const headers: Record<string, string> = {
      'content-type': request.contentType ?? 'application/json',
      accept: 'application/json',
      [REQUEST_ID_HEADER]: request.requestId,
    };
    if (request.idToken) {
      headers.authorization = request.idToken;
      headers['token-type'] = 'end-user';
    }
    const started = performance.now();
    try {
      const response = await this.#pool.request({
        method: 'POST',
        path: this.#path,
        body,
        headers,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const contentType = response.headers['content-type'];
      const answer = {
        statusCode: response.statusCode,
        body: await response.body.text(),
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
      };
      this.observe('ok', (performance.now() - started) / 1000);
      return answer;
    } catch (error) {
      const timeout = isTimeout(error);
      this.observe(timeout ? 'timeout' : 'unavailable', (performance.now() - started) / 1000);
      throw new UpstreamError(
        timeout ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_UNAVAILABLE,
        { cause: error },
      );
    }
  }

  /**
   * GETs another path of the upstream's origin (a file download) and hands the body over as
   * a stream, so a large file never sits in memory. The timeout bounds the wait for headers
   * and each pause between body chunks.
   */
  async get(
    pathAndQuery: string,
    request: { requestId: string; headers?: Record<string, string> },
  ): Promise<UpstreamStream> {
    if (!pathAndQuery.startsWith('/')) throw new Error(`not a path: ${pathAndQuery}`);
    try {
      const response = await this.#pool.request({
        method: 'GET',
        path: pathAndQuery,
        headers: { ...request.headers, [REQUEST_ID_HEADER]: request.requestId },
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      throw new UpstreamError(
        isTimeout(error) ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_UNAVAILABLE,
        { cause: error },
      );
    }
  }

  /** Resolves when the upstream says it is ready. */
  async checkReady(): Promise<void> {
    const response = await this.#pool.request({
      method: 'GET',
      path: this.#healthPath,
      headersTimeout: 2000,
      bodyTimeout: 2000,
    });
    await response.body.dump();
    if (response.statusCode !== 200) throw new Error(`upstream not ready: ${response.statusCode}`);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
