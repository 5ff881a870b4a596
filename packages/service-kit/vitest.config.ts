import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Named by what they need (`vitest run --project unit` runs the pure ones alone).
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.redis.test.ts'] },
      },
      // `*.redis.test.ts`: redis-servers (and sentinels) of their own.
      { extends: true, test: { name: 'redis', include: ['src/**/*.redis.test.ts'] } },
    ],
  },
});
