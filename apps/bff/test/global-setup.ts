import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PROJECT_ID, startAuthEmulator } from '@jobsite/firebase-emulator';
import { startRedisServer } from '@jobsite/service-kit/testing/redis-server';
import type { TestProject } from 'vitest/node';
import { startApi } from './support/api-server';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
    emulatorHost: string;
    projectId: string;
    apiGraphqlUrl: string;
    /** The api's JSON log (one line per request, with its requestId). */
    apiLogFile: string;
  }
}

/**
 * One Redis, one Firebase Auth emulator and one real api for the whole run, shared by every
 * test file (each file uses its own Redis key prefix and its own accounts).
 */
export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.allSettled(stops.reverse().map((stop) => stop()));
  };
  try {
    const started = <T>(service: T, stop: () => Promise<void>) => {
      stops.push(stop);
      return service;
    };
    const [redis, emulator] = await Promise.all([
      startRedisServer().then((server) => started(server, server.stop)),
      startAuthEmulator({ projectId: DEFAULT_PROJECT_ID }).then((auth) => started(auth, auth.stop)),
    ]);
    const logDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-bff-test-log-'));
    stops.push(async () => rmSync(logDir, { recursive: true, force: true }));
    const apiLogFile = path.join(logDir, 'api.log');
    const api = await startApi({
      emulatorHost: emulator.host,
      projectId: emulator.projectId,
      env: { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
      logFile: apiLogFile,
    });
    stops.push(api.stop);
    project.provide('redisUrl', redis.url);
    project.provide('emulatorHost', emulator.host);
    project.provide('projectId', emulator.projectId);
    project.provide('apiGraphqlUrl', api.graphqlUrl);
    project.provide('apiLogFile', apiLogFile);
  } catch (error) {
    // Leave nothing running when a part fails to start (e.g. the api does not compile).
    await teardown();
    throw error;
  }
  return teardown;
}
