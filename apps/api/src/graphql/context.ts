import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What every resolver receives as its context. The generated resolver types
 * (`resolvers-types.generated.ts`) point here; the api owner extends it (database, loaders,
 * services) and builds it per request in the GraphQL plugin.
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
