import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The same `@/` → `src/` mapping as tsconfig.json, so modules under test may import by alias.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    passWithNoTests: false,
    // Named by what they need (`vitest run --project unit` runs the pure ones alone); the
    // browser tests are Playwright's (e2e/).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', '*.test.ts'],
          exclude: ['src/**/*.redis.test.ts'],
        },
      },
      // `*.redis.test.ts`: a redis-server of their own.
      { extends: true, test: { name: 'redis', include: ['src/**/*.redis.test.ts'] } },
    ],
  },
});
