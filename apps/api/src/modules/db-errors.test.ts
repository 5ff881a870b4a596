import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

/** As Drizzle wraps a driver error: the SQLSTATE is on the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert into …'), {
    cause: Object.assign(new Error(`database error ${code}`), { code }),
  });

describe('database errors', () => {
  it.each([
    ['08006', 'a connection lost'],
    ['57P01', 'an administrator shutdown'],
    ['57P03', 'a server starting up'],
    ['25006', 'a write on a server still in recovery (a failover under way)'],
  ])('%s (%s) is the database being unavailable: retry later', (code) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(true);
  });

  it.each([
    ['23505', 'a unique violation'],
    ['42P01', 'a missing table'],
    ['22P02', 'bad input text'],
  ])('%s (%s) is not', (code) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(false);
  });

  it('knows node-postgres losing its connection and refused sockets', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
  });

  it('tells a unique violation, of one constraint when asked', () => {
    const error = Object.assign(wrapped('23505'), {});
    (error.cause as { constraint?: string }).constraint = 'entries_job_user';
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'entries_job_user')).toBe(true);
    expect(isUniqueViolation(error, 'other')).toBe(false);
  });
});
