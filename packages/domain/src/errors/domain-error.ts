import { ErrorCode, errorMessage, isErrorCode } from './error-codes';

/** Field path ('detail.numberOfDependents', 'jobHistories.0.companyName') → Japanese message. */
export type FieldErrors = Readonly<Record<string, string>>;

/** What a server puts in a GraphQL error's `extensions`. */
export interface DomainErrorExtensions {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
}

export interface DomainErrorOptions {
  /** Japanese display message; defaults to the catalogue message of the code. */
  readonly message?: string;
  readonly fieldErrors?: FieldErrors;
  readonly cause?: unknown;
}

/**
 * A failure the user can be told about. Services throw it; the GraphQL layer turns it into
 * an error with `message` and `extensions` (see toExtensions) instead of a masked 500.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    super(
      options.message ?? errorMessage(code),
      'cause' in options ? { cause: options.cause } : undefined,
    );
    this.code = code;
    if (options.fieldErrors) this.fieldErrors = Object.freeze({ ...options.fieldErrors });
  }

  /** BAD_USER_INPUT carrying the first message per field, e.g. from validators' fieldErrors. */
  static badUserInput(fieldErrors: FieldErrors, message?: string): DomainError {
    return new DomainError(
      ErrorCode.BAD_USER_INPUT,
      message ? { fieldErrors, message } : { fieldErrors },
    );
  }

  toExtensions(): DomainErrorExtensions {
    return this.fieldErrors
      ? { code: this.code, fieldErrors: this.fieldErrors }
      : { code: this.code };
  }
}

/**
 * True for a DomainError, also one created by another copy of this package (bundlers may
 * duplicate it, which defeats instanceof).
 */
export function isDomainError(value: unknown): value is DomainError {
  if (value instanceof DomainError) return true;
  return (
    value instanceof Error &&
    value.name === 'DomainError' &&
    isErrorCode((value as { code?: unknown }).code)
  );
}
