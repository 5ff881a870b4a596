import { stdSerializers } from 'pino';

/**
 * The `err` serializer of the api's logger. A failed query's error carries the statement's
 * parameters: drizzle's DrizzleQueryError puts them in its message ("params: …"), its stack
 * and a `params` field, and PostgreSQL's own message and detail quote values ("Key
 * (email)=(…) already exists", "invalid input syntax for type integer: \"…\""). Those are
 * members' personal data. A database error is therefore logged as its SQLSTATE, the
 * constraint, table and column, and the query text without parameters; other errors as
 * pino's standard serializer has them.
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  if (!(error instanceof Error) || !involvesDatabase(error)) return stdSerializers.err(error);
  const described = describe(error, 0) ?? {};
  const serialized = {
    ...described,
    type: String(described.type),
    message: String(described.message),
    stack: String(described.stack ?? ''),
  };
  // pino's own shape: the original error kept, not logged.
  Object.defineProperty(serialized, 'raw', { value: error, enumerable: false });
  return serialized as ReturnType<typeof stdSerializers.err>;
}

interface QueryError {
  query: unknown;
  params: unknown;
}
interface PgFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  routine?: unknown;
}

function isQueryError(error: object): error is Error & QueryError {
  return 'query' in error && 'params' in error;
}

/** A server error of PostgreSQL or PGlite: a five-character SQLSTATE and its severity. */
function isPgError(error: object): error is Error & PgFields {
  const { code, severity } = error as PgFields;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function involvesDatabase(error: Error): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    if (isQueryError(current) || isPgError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The stack's frames without the message above them (which may quote values). */
function framesOf(error: Error): string | undefined {
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames?.length ? frames.join('\n') : undefined;
}

function describe(error: unknown, depth: number): Record<string, unknown> | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const type = error.constructor?.name ?? error.name;
  const cause = describe((error as { cause?: unknown }).cause, depth + 1);
  if (isQueryError(error)) {
    const message = `Failed query: ${String(error.query)}`;
    return { type, message, query: String(error.query), stack: framesOf(error), cause };
  }
  if (isPgError(error)) {
    const { code, constraint, table, column, schema, routine } = error;
    return {
      type,
      message: `database error ${String(code)}`,
      sqlState: code,
      ...(constraint ? { constraint } : {}),
      ...(table ? { table } : {}),
      ...(column ? { column } : {}),
      ...(schema ? { schema } : {}),
      ...(routine ? { routine } : {}),
      cause,
    };
  }
  // Anything wrapping a database error keeps its own message only when it is not the
  // database's (a wrapper may repeat its cause's message).
  return { type, message: 'error around a database error', stack: framesOf(error), cause };
}
