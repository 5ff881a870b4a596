import { REQUEST_ID_HEADER } from '@jobsite/service-kit';
import { Pool } from 'undici';

export interface UpstreamResponse {
  statusCode: number;
  body: string;
}

/** One keep-alive connection pool to the upstream GraphQL endpoint. */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #path: string;
  readonly #healthUrl: URL;

  constructor(
    endpoint: string,
    private readonly timeoutMs: number,
  ) {
    const url = new URL(endpoint);
    this.#pool = new Pool(url.origin, { connections: 64, pipelining: 1 });
    this.#path = url.pathname + url.search;
    this.#healthUrl = new URL('/readyz', url.origin);
  }

  /** Sends a GraphQL request body as is, with the caller's request id and auth headers. */
  async post(
    body: string,
    headers: { requestId: string; authorization?: string; tokenType?: string },
  ): Promise<UpstreamResponse> {
    const response = await this.#pool.request({
      method: 'POST',
      path: this.#path,
      body,
      headers: {
        'content-type': 'application/json',
        [REQUEST_ID_HEADER]: headers.requestId,
        ...(headers.authorization ? { authorization: headers.authorization } : {}),
        ...(headers.tokenType ? { 'token-type': headers.tokenType } : {}),
      },
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    return { statusCode: response.statusCode, body: await response.body.text() };
  }

  /** Resolves when the upstream says it is ready. */
  async checkReady(): Promise<void> {
    const response = await this.#pool.request({
      method: 'GET',
      path: this.#healthUrl.pathname,
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
