import { DEFAULT_PROJECT_ID, startAuthEmulator } from '@jobsite/firebase-emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
    projectId: string;
    /** Leader of the emulator's process group (auth-emulator.fault.test.ts stops it). */
    emulatorPid: number;
  }
}

/** One Firebase Auth emulator for the run; each file starts its own api, bff, Redis, … */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: DEFAULT_PROJECT_ID });
  project.provide('emulatorHost', emulator.host);
  project.provide('projectId', emulator.projectId);
  project.provide('emulatorPid', emulator.pid);
  return () => emulator.stop();
}
