/** Test-only helpers; not exported from the package. */
import { afterEach, beforeEach, vi } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './field-errors';

/** Field errors of a failed parse, or {} when the input is valid. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/** The parsed value; fails the test with the field errors when the input is invalid. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`Expected valid input, got ${JSON.stringify(fieldErrors(result.error))}`);
  }
  return result.data;
}

/** Japan time 2025-06-15 12:00, the "now" of date-dependent tests. */
export const FIXED_NOW = new Date('2025-06-15T03:00:00Z');

/** Runs each test of the enclosing scope with `Date` at FIXED_NOW (timers stay real). */
export function atFixedNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
