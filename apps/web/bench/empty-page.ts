// The JavaScript baseline: an empty App Router page (bench/empty-app) built and served with the
// same Next.js, measured like a route (js-weight.ts). Budget: a route stays within 15 kB of it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';
import { type JsWeight, jsWeightOf } from './js-weight';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emptyAppDir = path.join(webDir, 'bench', 'empty-app');
const nextBin = path.join(webDir, 'node_modules', 'next', 'dist', 'bin', 'next');

/** How far over the empty page a route's JavaScript may go. */
export const JS_BUDGET_BYTES = 15 * 1024;

/** Builds and serves the empty baseline app; returns its JS weight. */
export async function emptyPageWeight(): Promise<JsWeight> {
  const build = spawnSync(process.execPath, [nextBin, 'build', emptyAppDir], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('building the empty baseline app failed');
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', emptyAppDir, '--port', String(port)], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await jsWeightOf(url);
  } finally {
    server.kill('SIGTERM');
  }
}
