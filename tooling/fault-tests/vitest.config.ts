import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The Auth emulator test stops the run's emulator: it goes last, the others need it. */
class EmulatorLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => file.moduleId.endsWith('auth-emulator.fault.test.ts');
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)];
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.fault.test.ts'],
    // One Firebase Auth emulator for the run (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file starts, kills and restarts real processes: one file at a time, so two files
    // never fight over two cores and timings stay meaningful.
    fileParallelism: false,
    sequence: { sequencer: EmulatorLastSequencer },
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
