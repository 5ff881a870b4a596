import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';
import { startServerProcess, stopServerProcess } from './server-process';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api');

/**
 * The real api (apps/api) from its source, as its `dev` script runs it, on a free port with an
 * in-memory database and a temporary data folder, pointed at the run's Auth emulator.
 */
export async function startApi({
  emulatorHost,
  projectId,
  env = {},
  logFile,
}: {
  emulatorHost: string;
  projectId: string;
  env?: Record<string, string>;
  /** Every line the api writes goes to this file too (its JSON log). */
  logFile?: string;
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-bff-test-api-'));
  const { child, url } = await startServerProcess({
    name: 'api',
    dir: apiDir,
    port,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // In memory: never the repository's .data/ (that is `pnpm start`'s database).
      PGLITE_DATA_DIR: 'memory://',
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      GCLOUD_PROJECT: projectId,
      ...env,
    },
    readyPath: '/readyz',
    startTimeoutMs: 120_000,
    ...(logFile ? { logFile } : {}),
  });
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    /** The api's process (the bench reads its CPU time). */
    pid: child.pid,
    async stop() {
      await stopServerProcess(child, 10_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
