import type { Readable } from 'node:stream';
import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import type { Authentication } from '../identity/authenticate';
import {
  IdentityUnavailableError,
  InvalidTokenError,
  type VerifiedToken,
} from '../identity/identity-provider';
import { type PublishedJobCounts, publishedJobCountsOf } from '../modules/masters/counts';
import { findMemberByUid, type MemberRow } from '../modules/members/repository';
import { type ApiServices, unavailableServices } from '../services';
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
  /** The primary: every write, and every member read (a member sees their own write at once). */
  db: Database;
  /**
   * Catalogue reads (search, job detail, lists, master data, content): the streaming replica
   * while it keeps up, else the primary (CatalogueRouter, decision 0037). The same as `db`
   * without a replica.
   */
  catalogue: Database;
  /** Per-request DataLoaders (batched nested fields). */
  loaders: Loaders;
  /** Published-job counts of the master lists, shared by requests for a short time. */
  counts: PublishedJobCounts;
  /** The caller: token claims, and the member record with the revocation check, lazily. */
  auth: RequestAuth;
  /** Identity provider, attachment storage, CRM, LINE, SMS, limits (src/services.ts). */
  services: ApiServices;
  /** The time (新着 searches); tests pass a fixed clock. */
  now: () => Date;
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
  /**
   * Settles when the rest of the multipart body was read: rejects (status 400) when it turned
   * out ambiguous after the file (a repeated `operations` or `map`). Absent outside multipart.
   */
  bodyParsed?: Promise<void>;
}

/**
 * The caller of one request. Each check runs at most once per request, and only when a
 * resolver asks: public operations never pay for the revocation round trip.
 */
export interface RequestAuth {
  /** Claims of a token that verified (not yet checked for revocation); null for a visitor. */
  readonly token: VerifiedToken | null;
  /** The verified, unrevoked identity; UNAUTHORIZED_ERROR otherwise. No member record needed. */
  identity(): Promise<VerifiedToken>;
  /** The member record of the verified, unrevoked identity; UNAUTHORIZED_ERROR otherwise. */
  member(): Promise<MemberRow>;
  /** As `member`, or null for a visitor (soft personal fields such as Job.isFavorited). */
  memberOrNull(): Promise<MemberRow | null>;
  /** Forgets the loaded member record (after a write changed it). */
  refresh(): void;
}

export interface ContextBuilderOptions {
  db: Database;
  /** The database of catalogue reads, chosen per request; `db` unless given. */
  catalogue?: () => Database;
  /**
   * Who the caller is: a verified token (src/identity/authenticate.ts), a bare uid (tests of
   * the catalogue that trust the caller), or undefined for a visitor.
   */
  authenticate?: (
    request: FastifyRequest,
  ) => Promise<Authentication | string | undefined> | Authentication | string | undefined;
  /** The member half's services; without them member operations fail (schema-only tests). */
  services?: ApiServices;
  /** The time; the wall clock unless given. */
  now?: () => Date;
}

/** True when the caller is not a signed-in member (their view hides member-only details). */
export function isVisitor(context: Pick<ApiContext, 'uid'>): boolean {
  return !context.uid;
}

export function unauthorized(): DomainError {
  return new DomainError(ErrorCode.UNAUTHORIZED_ERROR);
}

function memo<T>(load: () => Promise<T>): { get: () => Promise<T>; reset: () => void } {
  let pending: Promise<T> | undefined;
  return {
    get: () => {
      pending ??= load();
      return pending;
    },
    reset: () => {
      pending = undefined;
    },
  };
}

export function createRequestAuth(
  db: Database,
  authentication: Authentication | undefined,
  /** Why a presented token could not be verified (the identity provider is unreachable). */
  unverifiable?: IdentityUnavailableError,
): RequestAuth {
  const token = authentication?.token ?? null;
  const identity = memo(async () => {
    if (!authentication) throw unverifiable ?? unauthorized();
    try {
      await authentication.checkRevoked?.();
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized();
      throw error;
    }
    return authentication.token;
  });
  const member = memo(async () => {
    const verified = await identity.get();
    return (await findMemberByUid(db, verified.uid)) ?? null;
  });
  return {
    token,
    identity: identity.get,
    member: async () => {
      const row = await member.get();
      // A verified identity without a member record: the client repairs it with
      // recoverInconsistentUser (or signs up with createUserWithRelations).
      if (!row) throw unauthorized();
      return row;
    },
    memberOrNull: async () => {
      if (!authentication) return null;
      try {
        return await member.get();
      } catch (error) {
        if (error instanceof DomainError && error.code === ErrorCode.UNAUTHORIZED_ERROR) {
          return null;
        }
        throw error;
      }
    },
    refresh: member.reset,
  };
}

function authenticationOf(value: Authentication | string | undefined): Authentication | undefined {
  if (typeof value !== 'string') return value;
  if (!value) return undefined;
  return { token: { uid: value, email: null, phoneNumber: null, authType: 'email' } };
}

/** The per-request context builder the GraphQL plugin calls. */
export function createContextBuilder(options: ContextBuilderOptions) {
  const services = options.services ?? unavailableServices();
  return async (request: FastifyRequest): Promise<ApiContext> => {
    let unverifiable: IdentityUnavailableError | undefined;
    const authenticated = await Promise.resolve(options.authenticate?.(request)).catch(
      (error: unknown) => {
        // The identity provider is down: public fields are served as to a visitor, member
        // operations answer UPSTREAM_UNAVAILABLE (errors.ts), and the session is left alone.
        if (!(error instanceof IdentityUnavailableError)) throw error;
        request.log.warn({ err: error }, 'identity provider unreachable: token not verified');
        unverifiable = error;
        return undefined;
      },
    );
    const authentication = authenticationOf(authenticated);
    const uid = authentication?.token.uid;
    const catalogue = options.catalogue?.() ?? options.db;
    return {
      requestId: request.id,
      log: request.log,
      ...(uid ? { uid } : {}),
      db: options.db,
      catalogue,
      loaders: createLoaders(options.db, { visitor: !uid }, catalogue),
      counts: publishedJobCountsOf(catalogue),
      auth: createRequestAuth(options.db, authentication, unverifiable),
      services,
      now: options.now ?? (() => new Date()),
    };
  };
}
