// The Firebase Authentication emulator (inside firebase-tools) for `pnpm start` and the test
// suites: the command that runs it, and a helper that starts it, waits until it answers and
// returns a stop function. Plain JavaScript so tooling scripts and vitest setups share it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Project id of the local stack; `demo-` ids never reach Google's servers. */
export const DEFAULT_PROJECT_ID = 'demo-jobsite';
/** Where `pnpm start` runs the emulator (firebase.json beside this file). */
export const DEFAULT_AUTH_HOST = '127.0.0.1:9099';
export const FIREBASE_CONFIG_PATH = path.join(here, 'firebase.json');

/** firebase-tools' CLI entry, run by node directly so the PID we hold is the emulator's. */
export function firebaseBin() {
  return path.join(
    path.dirname(require.resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
}

/** Environment that keeps the CLI quiet and offline. */
export const EMULATOR_ENV = Object.freeze({
  CI: 'true',
  NO_UPDATE_NOTIFIER: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
});

/**
 * argv of `firebase emulators:start --only auth` for a config file.
 * @param {{ configPath?: string, projectId?: string }} [options]
 */
export function emulatorCommand({
  configPath = FIREBASE_CONFIG_PATH,
  projectId = DEFAULT_PROJECT_ID,
} = {}) {
  return [
    process.execPath,
    firebaseBin(),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configPath,
  ];
}

export { freePort };

/** Polls the emulator's root URL until it answers 200, the process dies or `timeoutMs` passes. */
async function waitUntilReady(url, { timeoutMs, isAlive, output }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive())
      throw new Error(`Firebase Auth emulator exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Firebase Auth emulator not ready after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the Auth emulator and resolves once it serves.
 *
 * With `port: 0` (the default) it takes free ports for auth, hub and logging and writes a
 * config for them in a temporary folder, so test runs never clash with `pnpm start` or
 * with each other. Pass `port: 9099` and `configPath` to run the committed config.
 *
 * @param {{ port?: number, projectId?: string, configPath?: string, timeoutMs?: number,
 *           log?: (line: string) => void }} [options]
 * @returns {Promise<{ host: string, url: string, projectId: string, pid: number,
 *                     stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({
  port = 0,
  projectId = DEFAULT_PROJECT_ID,
  configPath,
  timeoutMs = 180_000,
  log,
} = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-auth-emulator-'));
  let authPort = port;
  if (!configPath) {
    authPort = port || (await freePort());
    const config = {
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    configPath = path.join(workDir, 'firebase.json');
    writeFileSync(configPath, JSON.stringify(config, null, 2));
  }
  const [command, ...args] = emulatorCommand({ configPath, projectId });
  // Own process group, so stop() also ends anything the CLI spawned.
  const child = spawn(command, args, {
    cwd: workDir,
    env: { ...process.env, ...EMULATOR_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk) => {
    const text = String(chunk);
    output = (output + text).slice(-8000);
    if (log) for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exitedPromise = new Promise((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  const host = `127.0.0.1:${authPort}`;
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exitedPromise;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`http://${host}/`, {
      timeoutMs,
      isAlive: () => !exited,
      output: () => output,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, url: `http://${host}`, projectId, pid: child.pid, stop };
}

/**
 * Deletes every account of the project (the emulator's REST extension), e.g. between test files.
 * @param {string} host e.g. '127.0.0.1:9099'
 */
export async function clearAccounts(host, projectId = DEFAULT_PROJECT_ID) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`clearing emulator accounts failed: ${response.status}`);
}

/**
 * Out-of-band codes (password reset, email change) the emulator recorded instead of mailing them.
 * @returns {Promise<{ email: string, requestType: string, oobCode: string, oobLink: string }[]>}
 */
export async function listOobCodes(host, projectId = DEFAULT_PROJECT_ID) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`listing emulator oob codes failed: ${response.status}`);
  return (await response.json()).oobCodes;
}
