import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (`main`) and ESM (`module`) copies; Node and @graphql-tools load the
    // CommonJS one, so the sources under test must too (two copies cannot share a schema).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Named by what they need (`vitest run --project unit` runs the pure ones alone).
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          // `*.stack.test.ts`: one Redis, one Firebase Auth emulator and one api for the run
          // (test/global-setup.ts).
          name: 'stack',
          include: ['test/**/*.stack.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup-env.ts'],
        },
      },
    ],
  },
});
