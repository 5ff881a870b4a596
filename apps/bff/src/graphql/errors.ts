import { ErrorCode, errorMessage, isErrorCode } from '@jobsite/domain/errors';
import type { FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { BffError } from '../http/errors';

/** What forwarding leaves on the GraphQL context for the error formatter. */
export interface ForwardingOutcome {
  /** The BFF answers in the upstream's place (upstream down, session ended). */
  failure?: BffError;
}

/** A GraphQL error of a catalogued code with its Japanese message. */
export function catalogueError(code: ErrorCode, extensions: Record<string, unknown> = {}) {
  return { message: errorMessage(code), extensions: { code, ...extensions } };
}

/**
 * A variable value that does not fit its type. graphql-js names the variable in the message
 * and keeps the scalar's own error (a GraphQLError or TypeError) as `originalError`, which
 * must not make it look like a failure of ours.
 */
function isVariableError(error: GraphQLError): boolean {
  return error.message.startsWith('Variable "$') || error.originalError instanceof GraphQLError;
}

/**
 * An error the BFF raised itself, as the client sees it: catalogued codes keep theirs;
 * documents that do not validate get BAD_USER_INPUT with the reason; anything unexpected
 * is logged and answered as INTERNAL_SERVER_ERROR, never with its internals.
 */
export function formatLocalError(
  error: GraphQLError,
  request: FastifyRequest | undefined,
  options: ErrorFormatterOptions,
): { formatted: GraphQLFormattedError; statusCode: number } {
  const original = error.originalError;
  if (original instanceof BffError) {
    return {
      formatted: { ...catalogueError(original.code, original.extensions) },
      statusCode: original.statusCode,
    };
  }
  const code = error.extensions?.code;
  if (isErrorCode(code)) {
    return {
      formatted: error.toJSON(),
      statusCode: code === ErrorCode.QUERY_TOO_COMPLEX ? 400 : 200,
    };
  }
  const statusCode = (original as { statusCode?: unknown } | undefined)?.statusCode;
  if (
    original === undefined ||
    isVariableError(error) ||
    (typeof statusCode === 'number' && statusCode < 500)
  ) {
    // Syntax, validation and variable errors, and client errors of the HTTP layer.
    const formatted = error.toJSON();
    return {
      formatted: {
        message: errorMessage(ErrorCode.BAD_USER_INPUT),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: ErrorCode.BAD_USER_INPUT,
          reason: options.hideSuggestions ? withoutSuggestions(error.message) : error.message,
        },
      },
      statusCode: typeof statusCode === 'number' ? statusCode : 400,
    };
  }
  request?.log.error({ err: original }, 'graphql request failed in the BFF');
  return { formatted: catalogueError(ErrorCode.INTERNAL_SERVER_ERROR), statusCode: 500 };
}

export interface ErrorFormatterOptions {
  /** Drop graphql-js' "Did you mean …?" hints, which spell out the schema (production). */
  hideSuggestions: boolean;
}

/**
 * graphql-js (16) adds "Did you mean …?" to validation and variable errors, naming fields,
 * arguments, types and enum values next to what was sent: a way to read the schema with
 * introspection off. It has no switch for it, so the hint is cut from the reason.
 */
export function withoutSuggestions(message: string): string {
  const at = message.indexOf(' Did you mean ');
  return at === -1 ? message : message.slice(0, at);
}
