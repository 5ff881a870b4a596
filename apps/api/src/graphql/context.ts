import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { type PublishedJobCounts, publishedJobCountsOf } from '../modules/masters/counts';
import { createLoaders, type Loaders } from './loaders';

/**
 * What every resolver receives as its context. The generated resolver types
 * (`resolvers-types.generated.ts`) point here; `createContextBuilder` builds it per request.
 */
export interface ApiContext {
  /** The request id (also echoed in the response headers and logged). */
  requestId: string;
  /** Logger bound to the request. */
  log: FastifyBaseLogger;
  /**
   * Firebase uid from the verified `authorization` ID token; absent for a visitor. Member-only
   * fields answer UNAUTHORIZED_ERROR without it and scope every read and write by it.
   */
  uid?: string;
  /** The database every repository reads through. */
  db: Database;
  /** Per-request DataLoaders (batched nested fields). */
  loaders: Loaders;
  /** Published-job counts of the master lists, shared by requests for a short time. */
  counts: PublishedJobCounts;
}

/**
 * A file of a multipart request, as the `Upload` scalar resolves it (graphql-upload shape,
 * e.g. mercurius-upload). Inputs receive `Promise<FileUpload>`.
 */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

export interface ContextBuilderOptions {
  db: Database;
  /**
   * The verified uid of the caller, or undefined for a visitor. Verifying the ID token is
   * the member half of the api (issue 4); until then every caller is a visitor.
   */
  authenticate?: (request: FastifyRequest) => Promise<string | undefined> | string | undefined;
}

/** True when the caller is not a signed-in member (their view hides member-only details). */
export function isVisitor(context: Pick<ApiContext, 'uid'>): boolean {
  return !context.uid;
}

/** The per-request context builder the GraphQL plugin calls. */
export function createContextBuilder(options: ContextBuilderOptions) {
  const counts = publishedJobCountsOf(options.db);
  return async (request: FastifyRequest): Promise<ApiContext> => {
    const uid = (await options.authenticate?.(request)) || undefined;
    return {
      requestId: request.id,
      log: request.log,
      ...(uid ? { uid } : {}),
      db: options.db,
      loaders: createLoaders(options.db, { visitor: !uid }),
      counts,
    };
  };
}
