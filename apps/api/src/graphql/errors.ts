import { ErrorCode, errorMessage, isDomainError } from '@jobsite/domain/errors';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { IdentityUnavailableError } from '../identity/identity-provider';
import { isDatabaseUnavailable } from '../modules/db-errors';
import { UploadBodyTooLargeError } from './uploads';

interface Execution {
  data?: unknown;
  errors?: readonly GraphQLError[];
}

/** What mercurius hands the formatter as context (the request's, or a bare one on early errors). */
interface FormatterContext {
  reply?: FastifyReply;
  app?: { log: FastifyBaseLogger };
  requestId?: string;
}

interface Formatted {
  formatted: GraphQLFormattedError;
  statusCode: number;
}

/** Mercurius wraps document validation errors in one MER_ERR_GQL_VALIDATION that carries `errors`. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    if (!Array.isArray(inner)) return [error];
    return inner.map((e) =>
      e instanceof GraphQLError ? e : new GraphQLError(String((e as Error)?.message ?? e)),
    );
  });
}

function where(error: GraphQLError): Pick<GraphQLFormattedError, 'locations' | 'path'> {
  return {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
}

/** graphql-js' "Did you mean …?" hints, which name fields, types and enum values. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function formatOne(
  error: GraphQLError,
  log: FastifyBaseLogger | undefined,
  requestId?: string,
  hideSuggestions = false,
): Formatted {
  const original = error.originalError;
  if (isDomainError(original)) {
    // A failure the user can be told about: its Japanese message and its stable code.
    return {
      formatted: {
        message: original.message,
        ...where(error),
        extensions: { ...original.toExtensions() },
      },
      statusCode: 200,
    };
  }
  if (original === undefined && error.extensions?.code === ErrorCode.QUERY_TOO_COMPLEX) {
    // The document bounds (graphql/limits.ts): a refusal with its own code.
    return { formatted: { ...error.toJSON(), ...where(error) }, statusCode: 400 };
  }
  if (
    original instanceof GraphQLError &&
    original.extensions?.code === ErrorCode.QUERY_TOO_COMPLEX
  ) {
    // The cost limit, thrown from a hook (Mercurius wraps it).
    return { formatted: { ...original.toJSON(), ...where(original) }, statusCode: 400 };
  }
  // HTTP-layer errors carry their status as statusCode (Fastify) or status (http-errors:
  // graphql-upload's refusals of a broken multipart body).
  const statusCode =
    (original as { statusCode?: unknown } | undefined)?.statusCode ??
    (original as { status?: unknown } | undefined)?.status;
  // A variable value that does not fit its type: graphql-js names the variable in the message
  // and keeps the scalar's own error as originalError, which is no failure of ours.
  const variableError = !error.path && error.message.startsWith('Variable "$');
  if (original instanceof UploadBodyTooLargeError) {
    // Which upload the body carried is not known yet: the transport's code (decision 0056).
    return {
      formatted: {
        message: errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE),
        ...where(error),
        extensions: { code: ErrorCode.ATTACHMENT_TOO_LARGE },
      },
      statusCode: 413,
    };
  }
  if (
    original === undefined ||
    variableError ||
    (typeof statusCode === 'number' && statusCode < 500)
  ) {
    // Syntax, document validation and variable errors, and client errors of the HTTP layer
    // (an unparsable body): the client's fault. The reason stays for developers.
    return {
      formatted: {
        message: errorMessage(ErrorCode.BAD_USER_INPUT),
        ...where(error),
        extensions: {
          code: ErrorCode.BAD_USER_INPUT,
          // Variable coercion adds its hints whatever validation was told: cut them here.
          reason: hideSuggestions ? error.message.replace(SUGGESTION, '') : error.message,
        },
      },
      statusCode: typeof statusCode === 'number' && statusCode >= 400 ? statusCode : 400,
    };
  }
  if (isDatabaseUnavailable(original) || original instanceof IdentityUnavailableError) {
    // The database is down or restarting (readiness fails meanwhile), or the identity provider
    // cannot be asked whether a token was revoked: a clear code the client may retry on, not a
    // 500 (a retried entry is refused as ALREADY_APPLIED if it did commit).
    log?.warn({ err: original, requestId, path: error.path }, 'a dependency is unavailable');
    return {
      formatted: {
        message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
        ...where(error),
        extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE },
      },
      statusCode: 503,
    };
  }
  // Anything else is ours: log it with the request id, tell the client nothing of it.
  log?.error({ err: original, requestId, path: error.path }, 'graphql resolver failed');
  return {
    formatted: {
      message: errorMessage(ErrorCode.INTERNAL_SERVER_ERROR),
      ...where(error),
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    },
    statusCode: 500,
  };
}

/**
 * Mercurius' errorFormatter: DomainError → its message and `extensions` (code, fieldErrors),
 * status 200 as GraphQL over HTTP wants; invalid documents and variables → BAD_USER_INPUT,
 * status 400; the database or the identity provider unreachable → UPSTREAM_UNAVAILABLE, status
 * 503; unexpected
 * errors → INTERNAL_SERVER_ERROR with a generic Japanese message, status 500, logged with the
 * request id.
 */
export function formatGraphqlErrors(
  execution: Execution,
  context: FormatterContext,
  options: { hideSuggestions?: boolean } = {},
): { statusCode: number; response: { data: unknown; errors: GraphQLFormattedError[] } } {
  const log = context.reply?.log ?? context.app?.log;
  const requestId = context.requestId ?? context.reply?.request.id;
  let statusCode = 200;
  const errors = flatten(execution.errors ?? []).map((error) => {
    const one = formatOne(error, log, requestId, options.hideSuggestions);
    statusCode = Math.max(statusCode, one.statusCode);
    return one.formatted;
  });
  return { statusCode, response: { data: execution.data ?? null, errors } };
}
