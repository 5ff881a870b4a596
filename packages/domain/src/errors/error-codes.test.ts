import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ErrorCode, errorCodeOf, errorMessage, isErrorCode } from './error-codes';
import { FALLBACK_ERROR_MESSAGE, KEEP_LIST_FULL_MESSAGE } from './messages';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('ErrorCode', () => {
  it('maps every key to the identical string', () => {
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });

  it('keeps the spec §8 code exactly', () => {
    expect(ErrorCode.UNAUTHORIZED_ERROR).toBe('UNAUTHORIZED_ERROR');
  });

  it('has a Japanese message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ERROR_MESSAGES[code]).toMatch(JAPANESE);
    }
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ErrorCode)).toBe(true);
    expect(Object.isFrozen(ERROR_MESSAGES)).toBe(true);
  });
});

describe('isErrorCode', () => {
  it('accepts catalogued codes only', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode('UNAUTHENTICATED')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('returns the Japanese message of a code', () => {
    expect(errorMessage(ErrorCode.KEEP_LIST_FULL)).toBe(KEEP_LIST_FULL_MESSAGE);
    expect(errorMessage(ErrorCode.FAVORITE_LIST_FULL)).toBe(KEEP_LIST_FULL_MESSAGE);
    expect(errorMessage('ATTACHMENT_TOO_LARGE')).toBe('添付できるファイルは10MBまでです。');
  });

  it('falls back for unknown or missing codes', () => {
    expect(errorMessage('SOMETHING_ELSE')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage('')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(null)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage('toString')).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('errorCodeOf', () => {
  it('reads extensions.code of a GraphQL error', () => {
    expect(errorCodeOf({ message: 'x', extensions: { code: 'UNAUTHORIZED_ERROR' } })).toBe(
      'UNAUTHORIZED_ERROR',
    );
  });

  it('reads code of a DomainError-like object', () => {
    expect(errorCodeOf({ code: 'RATE_LIMITED' })).toBe('RATE_LIMITED');
  });

  it('returns null without a catalogued code', () => {
    expect(errorCodeOf({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })).toBeNull();
    expect(errorCodeOf({ extensions: {} })).toBeNull();
    expect(errorCodeOf(new Error('boom'))).toBeNull();
    expect(errorCodeOf('NOT_FOUND')).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
  });
});
