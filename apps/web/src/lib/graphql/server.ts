import { randomUUID } from 'node:crypto';
import { CacheTag } from '@jobsite/domain/web-cache';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import stringify from 'safe-stable-stringify';
import {
  type Document,
  GraphQLRequestError,
  operationIdentity,
  readGraphQLResponse,
  sendGraphQL,
} from './operation';

/** The BFF origin (server side); the browser reaches it through the /graphql rewrite. */
export function bffOrigin(): string {
  return (process.env.BFF_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

const TIMEOUT_MS = 10_000;

/**
 * One uncached request to the BFF, with a request id the BFF and api log: a query as GET by
 * its document id when `method` is GET (public data), otherwise a POST of documentId,
 * operationName, variables and query. No token is sent unless `extraHeaders` carry the
 * member's cookie: public pages must look the same to every visitor.
 */
export async function requestGraphQL<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  extraHeaders: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<TResult> {
  const { operationName } = operationIdentity(document);
  let response: Response;
  try {
    response = await sendGraphQL(bffOrigin(), document, variables, {
      asGet: method === 'GET',
      headers: { 'x-request-id': randomUUID(), ...extraHeaders },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    throw new GraphQLRequestError(`${operationName}: BFF unreachable`, { cause });
  }
  return readGraphQLResponse<TResult>(response, operationName ?? 'operation');
}

/** How long public data stays fresh, by kind (seconds). */
export const REVALIDATE = Object.freeze({
  /** Occupations, prefectures, features: change rarely. */
  master: 3600,
  /** Job lists and counts. */
  jobs: 300,
  /** One job page. */
  job: 600,
  /** Magazine, news, FAQ, voices. */
  content: 3600,
});

export type CacheOptions = { revalidate: number; tags?: string[] };

/**
 * The cache options of CMS content (REVALIDATE.content): tagged `content` and, where given,
 * by its kind, so a revalidation can name all content or one kind.
 */
export function contentCache(
  kind?:
    | typeof CacheTag.magazine
    | typeof CacheTag.news
    | typeof CacheTag.faq
    | typeof CacheTag.comments,
): CacheOptions {
  return {
    revalidate: REVALIDATE.content,
    tags: kind ? [CacheTag.content, kind] : [CacheTag.content],
  };
}

/** Calls already started in this render, by cache key (React's per-request memo). */
const callsOfThisRender = cache(() => new Map<string, Promise<unknown>>());

/**
 * A public query through Next.js's data cache: keyed by operation and variables (not by the
 * per-call request id), shared by every visitor, revalidated after `revalidate` seconds or on
 * `revalidateTag`. Errors are not cached. Within one render the same call runs once.
 */
export function cachedQuery<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  options: CacheOptions,
): Promise<TResult> {
  const { query, operationName } = operationIdentity(document);
  // Sorted keys, so equal variables share one cache entry.
  const key = ['gql', operationName ?? query, stringify(variables ?? null) ?? 'null'];
  const calls = callsOfThisRender();
  const memoKey = key.join('|');
  const running = calls.get(memoKey);
  if (running) return running as Promise<TResult>;
  const call = unstable_cache(() => requestGraphQL(document, variables, {}, 'GET'), key, {
    revalidate: options.revalidate,
    tags: ['gql', ...(options.tags ?? [])],
  })();
  calls.set(memoKey, call);
  call.catch(() => calls.delete(memoKey));
  return call;
}

/** A cached query that answers null when the api says NOT_FOUND (unknown slug or id). */
export async function cachedQueryOrNull<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  options: CacheOptions,
): Promise<TResult | null> {
  try {
    return await cachedQuery(document, variables, options);
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.isNotFound) return null;
    throw error;
  }
}
