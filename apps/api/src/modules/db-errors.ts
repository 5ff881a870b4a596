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
