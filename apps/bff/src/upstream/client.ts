import { ErrorCode } from '@jobsite/domain/errors';
import { REQUEST_ID_HEADER } from '@jobsite/service-kit';
import { Pool, errors as undiciErrors } from 'undici';

export interface UpstreamResponse {
  statusCode: number;
  body: string;
  contentType?: string | undefined;
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

/** One keep-alive connection pool to the upstream GraphQL endpoint. */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #path: string;
  readonly #healthPath = '/readyz';

  constructor(
    endpoint: string,
    private readonly timeoutMs: number,
  ) {
    const url = new URL(endpoint);
    this.#pool = new Pool(url.origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connect: { timeout: Math.min(timeoutMs, 5000) },
    });
    this.#path = url.pathname + url.search;
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
      return {
        statusCode: response.statusCode,
        body: await response.body.text(),
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
      };
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
