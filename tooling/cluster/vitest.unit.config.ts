import { defineConfig } from 'vitest/config';

// `pnpm test` (turbo): the unit tests; the cluster test itself is `pnpm test:cluster`.
export default defineConfig({
  test: { include: ['test/**/*.unit.test.ts'] },
});
