import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerFactoryHandler } from 'fastify';

/**
 * Something that may answer a request before Fastify routes it (the response cache). It must
 * decline anything it is not sure of: Fastify then handles the request as if nothing happened.
 */
export interface EarlyResponder {
  /**
   * From the request line and headers only: whether its body is worth reading to try an early
   * answer. Must be cheap, and must say yes only to a `content-length` of at most
   * `EARLY_BODY_LIMIT` (no chunked bodies).
   */
  wants(request: IncomingMessage): boolean;
  /**
   * Answers the request (returns true) or declines (false: nothing may have been written).
   * `receivedAt` is `performance.now()` when the request arrived.
   */
  answer(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    receivedAt: number,
  ): boolean;
}

/** Largest body the front door reads itself; larger ones go to Fastify untouched. */
export const EARLY_BODY_LIMIT = 8 * 1024;

const PREFETCHED = Symbol('bff.prefetchedBody');
type Prefetched = IncomingMessage & { [PREFETCHED]?: Buffer };

/**
 * The body the front door read from a request it then handed to Fastify (once), so the body
 * parser reads these bytes instead of the drained socket stream.
 */
export function takePrefetchedBody(request: IncomingMessage): Buffer | undefined {
  const body = (request as Prefetched)[PREFETCHED];
  if (body) delete (request as Prefetched)[PREFETCHED];
  return body;
}

/**
 * The BFF's HTTP server: Node's, with one step in front of Fastify. A request an
 * `EarlyResponder` wants is read (small bodies only) and answered from memory when it can be;
 * everything else, and every request it declines, reaches Fastify's handler unchanged (a body
 * already read is handed over through `takePrefetchedBody`). The server is configured as
 * Fastify configures its own (keep-alive, request and connection timeouts).
 */
export class FrontDoor {
  #responder: EarlyResponder | null = null;
  #closing = false;

  /** Puts a responder in front (one at a time). */
  use(responder: EarlyResponder): void {
    this.#responder = responder;
  }

  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close(): void {
    this.#closing = true;
  }

  readonly serverFactory: FastifyServerFactory = (
    handler: FastifyServerFactoryHandler,
    options: Record<string, unknown>,
  ) => {
    const server = http.createServer(
      (options.http as http.ServerOptions | undefined) ?? {},
      (request, response) => this.#handle(request, response, handler),
    );
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
    server.requestTimeout = Number(options.requestTimeout ?? 0);
    server.setTimeout(Number(options.connectionTimeout ?? 0));
    const maxRequestsPerSocket = Number(options.maxRequestsPerSocket ?? 0);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  #handle(
    request: IncomingMessage,
    response: ServerResponse,
    handler: FastifyServerFactoryHandler,
  ): void {
    const responder = this.#responder;
    if (!responder || this.#closing || !responder.wants(request)) {
      handler(request, response);
      return;
    }
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    let length = 0;
    // `wants` checked content-length, and Node's parser never reads past it.
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      detach();
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length);
      if (!this.#closing && responder.answer(request, response, body, receivedAt)) return;
      (request as Prefetched)[PREFETCHED] = body;
      handler(request, response);
    };
    // The client went away before sending its body: nobody is left to answer.
    const onError = () => {
      detach();
      response.destroy();
    };
    const detach = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  }
}
