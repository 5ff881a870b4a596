import { DomainError, ERROR_MESSAGES, ErrorCode } from '@jobsite/domain/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { IdentityUnavailableError } from '../identity/identity-provider';
import { formatGraphqlErrors } from './errors';

function logger() {
  return { error: vi.fn(), info: vi.fn(), warn: vi.fn() };
}

function contextWith(log: ReturnType<typeof logger>) {
  return { reply: { log, request: { id: 'req-42' } } } as never;
}

const inResolver = (error: Error) =>
  new GraphQLError(error.message, { path: ['searchJobs'], originalError: error });

describe('formatGraphqlErrors', () => {
  it('turns a DomainError into its message and extensions, status 200', () => {
    const log = logger();
    const error = DomainError.badUserInput({ page: 'ページ番号は1以上の整数で指定してください' });
    const { statusCode, response } = formatGraphqlErrors(
      { data: { searchJobs: null }, errors: [inResolver(error)] },
      contextWith(log),
    );
    expect(statusCode).toBe(200);
    expect(response).toEqual({
      data: { searchJobs: null },
      errors: [
        {
          message: ERROR_MESSAGES.BAD_USER_INPUT,
          path: ['searchJobs'],
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { page: expect.any(String) } },
        },
      ],
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('answers UPSTREAM_UNAVAILABLE with 503 when the database or the identity provider is unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    const lost = new Error('Connection terminated unexpectedly');
    // The identity provider cannot be asked whether a token was revoked.
    const identity = new IdentityUnavailableError('app/network-error');
    // drizzle wraps the driver's error: the SQLSTATE or socket code is on its cause.
    const query = (cause: Error) => new Error('Failed query: insert into "entries" …', { cause });
    for (const error of [query(refused), query(shutdown), query(lost), identity]) {
      const log = logger();
      const { statusCode, response } = formatGraphqlErrors(
        { data: null, errors: [inResolver(error)] },
        contextWith(log),
      );
      expect(statusCode).toBe(503);
      expect(response.errors).toEqual([
        {
          message: ERROR_MESSAGES.UPSTREAM_UNAVAILABLE,
          path: ['searchJobs'],
          extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE },
        },
      ]);
      expect(log.warn).toHaveBeenCalled();
    }
  });

  it('hides an unexpected error behind INTERNAL_SERVER_ERROR and logs it with the request id', () => {
    const log = logger();
    const cause = new Error('relation "jobs" does not exist');
    const { statusCode, response } = formatGraphqlErrors(
      { data: null, errors: [inResolver(cause)] },
      contextWith(log),
    );
    expect(statusCode).toBe(500);
    expect(response.errors).toEqual([
      {
        message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR,
        path: ['searchJobs'],
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      },
    ]);
    expect(JSON.stringify(response)).not.toContain('relation');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: cause, requestId: 'req-42' }),
      expect.any(String),
    );
  });

  it('keeps document validation errors as 400 BAD_USER_INPUT with the reason', () => {
    const validation = Object.assign(new Error('Graphql validation error'), {
      statusCode: 400,
      errors: [new GraphQLError('Cannot query field "nope" on type "JobPage".')],
    });
    const { statusCode, response } = formatGraphqlErrors(
      { errors: [new GraphQLError(validation.message, { originalError: validation })] },
      contextWith(logger()),
    );
    expect(statusCode).toBe(400);
    expect(response.errors).toEqual([
      {
        message: ERROR_MESSAGES.BAD_USER_INPUT,
        extensions: {
          code: 'BAD_USER_INPUT',
          reason: 'Cannot query field "nope" on type "JobPage".',
        },
      },
    ]);
  });

  it('answers the highest status of several errors', () => {
    const { statusCode, response } = formatGraphqlErrors(
      {
        data: { a: null, b: null },
        errors: [inResolver(new DomainError(ErrorCode.NOT_FOUND)), inResolver(new TypeError('x'))],
      },
      contextWith(logger()),
    );
    expect(statusCode).toBe(500);
    expect(response.errors.map((e) => e.extensions?.code)).toEqual([
      'NOT_FOUND',
      'INTERNAL_SERVER_ERROR',
    ]);
  });
});
