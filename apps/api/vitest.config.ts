import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Builds the migrated (and seeded) template databases once per run: test/support.
    globalSetup: ['test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
