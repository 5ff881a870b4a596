import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './domain-error';
import { ERROR_MESSAGES, ErrorCode } from './error-codes';

describe('DomainError', () => {
  it('defaults its message to the catalogue message of the code', () => {
    const error = new DomainError(ErrorCode.JOB_NOT_HIRING);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('JOB_NOT_HIRING');
    expect(error.message).toBe(ERROR_MESSAGES.JOB_NOT_HIRING);
    expect(error.fieldErrors).toBeUndefined();
    expect(error.toExtensions()).toEqual({ code: 'JOB_NOT_HIRING' });
  });

  it('accepts a custom message and a cause', () => {
    const cause = new Error('db down');
    const error = new DomainError(ErrorCode.UPSTREAM_UNAVAILABLE, { message: '別の文言', cause });
    expect(error.message).toBe('別の文言');
    expect(error.cause).toBe(cause);
  });

  it('has no cause property when none is given', () => {
    expect('cause' in new DomainError(ErrorCode.NOT_FOUND)).toBe(false);
  });

  it('carries field errors as a frozen copy into the extensions', () => {
    const fieldErrors = { email: '入力してください' };
    const error = DomainError.badUserInput(fieldErrors);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(ERROR_MESSAGES.BAD_USER_INPUT);
    expect(error.toExtensions()).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: '入力してください' },
    });
    expect(Object.isFrozen(error.fieldErrors)).toBe(true);
    expect(error.fieldErrors).not.toBe(fieldErrors);
  });

  it('lets badUserInput override the message', () => {
    expect(DomainError.badUserInput({}, '入力内容を確認してください').message).toBe(
      '入力内容を確認してください',
    );
  });
});

describe('isDomainError', () => {
  it('recognises instances', () => {
    expect(isDomainError(new DomainError(ErrorCode.FORBIDDEN))).toBe(true);
  });

  it('recognises a DomainError from another copy of the package', () => {
    const foreign = Object.assign(new Error('x'), { name: 'DomainError', code: 'FORBIDDEN' });
    expect(isDomainError(foreign)).toBe(true);
  });

  it('rejects other values', () => {
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(
      isDomainError(Object.assign(new Error('x'), { name: 'DomainError', code: 'NOPE' })),
    ).toBe(false);
    expect(isDomainError({ name: 'DomainError', code: 'FORBIDDEN' })).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
