import { type GraphQLErrorItem, GraphQLRequestError } from './request-error';

// Kept in their own module so that code needing only the error class (the saved-jobs state
// on every page) does not bring the sender into first-load JavaScript (decision 0064).
export { GraphQLRequestError };

/** A typed document as the client preset generates it with `documentMode: 'string'`. */
export type Document<TResult, TVariables> = {
  toString(): string;
  /** `hash`: the persisted document's id (`sha256:<hex>`, codegen's `persistedDocuments`). */
  __meta__?: { hash?: string } | undefined;
  /** Phantom types carried by `TypedDocumentString`. */
  __apiType?: (variables: TVariables) => TResult;
};

/** The name of the (first) operation in a document, sent as `operationName`. */
export function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

/**
 * What identifies an operation to the BFF (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md):
 * the persisted document's id, which is all a production BFF runs, and the name. The text goes
 * along in POST bodies (the spec's `{operationName, variables, query}`), never in GET URLs.
 */
export function operationIdentity(document: Pick<Document<unknown, unknown>, '__meta__'>) {
  const query = document.toString();
  return { query, operationName: operationNameOf(query), documentId: document.__meta__?.hash };
}

/**
 * The `/graphql` URL of a query sent as GET (public answers are cacheable by browsers and a
 * CDN), or null for a document without an id or one that is not a query, and in development,
 * where documents change while the BFF runs and are sent as text.
 */
export function graphqlGetUrl(
  base: string,
  document: Pick<Document<unknown, unknown>, '__meta__'>,
  variables: unknown,
): string | null {
  if (process.env.NODE_ENV !== 'production') return null;
  const { query, operationName, documentId } = operationIdentity(document);
  if (!documentId || !/^\s*query\b/.test(query)) return null;
  const params = new URLSearchParams({ documentId });
  if (operationName) params.set('operationName', operationName);
  if (variables && Object.keys(variables).length > 0) {
    params.set('variables', JSON.stringify(variables));
  }
  return `${base}/graphql?${params}`;
}

/** How a request to `/graphql` is sent, beyond the operation (fetch's own options). */
export type GraphQLSendOptions = Pick<RequestInit, 'credentials' | 'cache' | 'signal'> & {
  headers?: Record<string, string>;
  /** False: POST whatever the operation (a member's reads, never cached). Default true. */
  asGet?: boolean;
};

/**
 * Sends an operation to `${base}/graphql`: a query from a production build as GET by its
 * document id; anything else, and a GET the BFF answers DOCUMENT_NOT_TRUSTED (a BFF that does
 * not know this build's ids: a development or test stack), as a JSON POST of documentId,
 * operationName, variables and query — the persisted-query fallback (decision 0035).
 */
export async function sendGraphQL(
  base: string,
  document: Pick<Document<unknown, unknown>, '__meta__'>,
  variables: unknown,
  options: GraphQLSendOptions = {},
): Promise<Response> {
  const { headers = {}, asGet = true, ...init } = options;
  const getUrl = asGet ? graphqlGetUrl(base, document, variables) : null;
  if (getUrl) {
    const response = await fetch(getUrl, {
      ...init,
      headers: { accept: 'application/json', ...headers },
    });
    if (response.status !== 400 || !(await isUnknownDocument(response.clone()))) return response;
  }
  const { query, operationName, documentId } = operationIdentity(document);
  return fetch(`${base}/graphql`, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ documentId, operationName, variables, query }),
  });
}

async function isUnknownDocument(response: Response): Promise<boolean> {
  try {
    const body = (await response.json()) as { errors?: GraphQLErrorItem[] };
    return body.errors?.some((error) => error.extensions?.code === 'DOCUMENT_NOT_TRUSTED') ?? false;
  } catch {
    return false;
  }
}

type GraphQLResponse<T> = { data?: T | null; errors?: GraphQLErrorItem[] };

/** Reads a GraphQL-over-HTTP response: data, or a GraphQLRequestError. */
export async function readGraphQLResponse<T>(response: Response, operation: string): Promise<T> {
  let body: GraphQLResponse<T> | undefined;
  try {
    body = (await response.json()) as GraphQLResponse<T>;
  } catch (cause) {
    throw new GraphQLRequestError(`${operation}: HTTP ${response.status} without JSON`, {
      status: response.status,
      cause,
    });
  }
  if (body.errors?.length) {
    throw new GraphQLRequestError(`${operation}: ${body.errors[0]?.message ?? 'error'}`, {
      errors: body.errors,
      status: response.status,
    });
  }
  if (!response.ok || !body.data) {
    throw new GraphQLRequestError(`${operation}: HTTP ${response.status}`, {
      status: response.status,
    });
  }
  return body.data;
}
