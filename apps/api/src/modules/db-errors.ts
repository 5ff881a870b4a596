/**
 * PostgreSQL errors the member half turns into answers. Drizzle wraps driver errors
 * (DrizzleQueryError); the SQLSTATE and constraint are on the cause (both drivers).
 */
interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

function pgFields(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

/** A unique violation (23505), optionally of one constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = pgFields(error);
  if (fields?.code !== '23505') return false;
  return constraint === undefined || fields.constraint === constraint;
}

/** Node socket errors of a database that cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * True when the database server is down, restarting or unreachable, rather than the query
 * being wrong: SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash,
 * starting up), 25006 (a write reached a server still in recovery: during a failover, the
 * address of the primary leads to the replica before it is promoted; decision 0038), a
 * refused or reset socket, or node-postgres losing its connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (/^(08...|57P0[123]|25006)$/.test(code) || UNREACHABLE.has(code))
    ) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /^Connection terminated|connection timeout|Client has encountered a connection error/.test(
        message,
      )
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}
