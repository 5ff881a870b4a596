import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.fault.test.ts'],
    // One Firebase Auth emulator for the run (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file starts, kills and restarts real processes: one file at a time, so two files
    // never fight over two cores and timings stay meaningful.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
