import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-6000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  if (logFile) child.stdout?.pipe(createWriteStream(logFile));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited at start:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`api not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    /** The api's process (the bench reads its CPU time). */
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
