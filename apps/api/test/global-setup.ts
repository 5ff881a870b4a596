import { DEFAULT_PROJECT_ID, startAuthEmulator } from '@jobsite/firebase-emulator';
import type { TestProject } from 'vitest/node';
import { buildTemplates, type DatabaseTemplates } from './support/templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
    /** host:port of the run's Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
    emulatorHost: string;
    firebaseProjectId: string;
  }
}

/**
 * Once per test run: migrate (and seed) one database, which every test file then copies
 * (PGlite: loads a dump, ~0.5 s; PostgreSQL: CREATE DATABASE … TEMPLATE). With
 * TEST_DATABASE_URL set the suite runs against that PostgreSQL server instead of PGlite.
 * Meanwhile the Firebase Auth emulator (tooling/firebase) starts on free ports for the member
 * tests, which sign accounts up and in against it as the BFF does.
 */
export default async function setup(project: TestProject) {
  const [built, emulator] = await Promise.allSettled([
    buildTemplates(process.env.TEST_DATABASE_URL || undefined),
    startAuthEmulator({ projectId: DEFAULT_PROJECT_ID }),
  ]);
  const teardown = async () => {
    await Promise.allSettled([
      built.status === 'fulfilled' ? built.value.teardown() : undefined,
      emulator.status === 'fulfilled' ? emulator.value.stop() : undefined,
    ]);
  };
  if (built.status === 'rejected' || emulator.status === 'rejected') {
    await teardown();
    throw built.status === 'rejected' ? built.reason : (emulator as PromiseRejectedResult).reason;
  }
  project.provide('databaseTemplates', built.value.templates);
  project.provide('emulatorHost', emulator.value.host);
  project.provide('firebaseProjectId', emulator.value.projectId);
  return teardown;
}
