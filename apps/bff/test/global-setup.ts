import { DEFAULT_PROJECT_ID, startAuthEmulator } from '@jobsite/firebase-emulator';
import type { TestProject } from 'vitest/node';
import { startApi } from './support/api-server';
import { startRedisServer } from './support/redis-server';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
    emulatorHost: string;
    projectId: string;
    apiGraphqlUrl: string;
  }
}

/**
 * One Redis, one Firebase Auth emulator and one real api for the whole run, shared by every
 * test file (each file uses its own Redis key prefix and its own accounts).
 */
export default async function setup(project: TestProject) {
  const [redis, emulator] = await Promise.all([
    startRedisServer(),
    startAuthEmulator({ projectId: DEFAULT_PROJECT_ID }),
  ]);
  const api = await startApi({ emulatorHost: emulator.host, projectId: emulator.projectId });
  project.provide('redisUrl', redis.url);
  project.provide('emulatorHost', emulator.host);
  project.provide('projectId', emulator.projectId);
  project.provide('apiGraphqlUrl', api.graphqlUrl);
  return async () => {
    await Promise.all([api.stop(), emulator.stop(), redis.kill()]);
  };
}
