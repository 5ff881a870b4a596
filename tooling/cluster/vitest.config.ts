import { defineConfig } from 'vitest/config';

// `pnpm test:cluster`: the one file that starts the topology and fails each part of it.
export default defineConfig({
  test: {
    include: ['test/cluster.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
