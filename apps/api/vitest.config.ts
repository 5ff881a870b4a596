import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (`main`) and ESM (`module`) copies; Node and mercurius load the
    // CommonJS one, so the sources under test must too (validation rules of one copy cannot
    // check a schema built by the other).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    // Named by what they need (`vitest run --project unit` runs the pure ones alone).
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.redis.test.ts'] },
      },
      // `*.redis.test.ts`: a redis-server of their own.
      { extends: true, test: { name: 'redis', include: ['src/**/*.redis.test.ts'] } },
      {
        extends: true,
        test: {
          // The database: migrated (and seeded) template databases built once per run
          // (test/support), on PGlite or TEST_DATABASE_URL's PostgreSQL.
          name: 'database',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
