import { afterAll, beforeAll } from 'vitest';

/**
 * Makes something (an api, a database) before the tests of the enclosing `describe` (or file)
 * and ends it after them; `started` is given it once made, and may prepare data from it.
 * withApi, withTestDatabase and withMemberApi are this with their own start and end.
 */
export function withSuite<T>(
  start: () => Promise<T>,
  end: (made: T) => Promise<void>,
  started: (made: T) => unknown,
): void {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
    await started(made);
  });
  afterAll(async () => {
    if (made !== undefined) await end(made);
  });
}
