import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The supervisor of `pnpm start` (tooling/stack): starts processes in order and waits for each.
import { Supervisor } from '../../../tooling/stack/lib/supervisor.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
const app = (name: string) => path.join(repoRoot, 'apps', name);

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Builds api, bff and web with Turborepo (nothing to do when they are up to date). */
export function buildStack(): void {
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@jobsite/api',
      '--filter=@jobsite/bff',
      '--filter=@jobsite/web',
      '--output-logs=errors-only',
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status})`);
}

export type Stack = { webUrl: string; bffUrl: string; stop: () => Promise<void> };

/**
 * api (in-memory PGlite seeded with `seedJobs` jobs), bff and web (`next start`) on free
 * ports. The web keeps its ISR cache in memory so nothing cached by another run leaks in.
 */
export async function startStack({
  seedJobs,
  quiet = process.env.E2E_VERBOSE !== '1',
}: {
  seedJobs: number;
  quiet?: boolean;
}): Promise<Stack> {
  const [apiPort, bffPort, webPort, noIdentityPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // The public site never signs in, so no Firebase Auth emulator is started (issue 8's member
  // tests start it). api and bff only need to know where one would be to accept their config.
  const identity = {
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${noIdentityPort}`,
    FIREBASE_PROJECT_ID: 'demo-jobsite',
  };
  const webUrl = `http://127.0.0.1:${webPort}`;
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const logLevel = quiet ? 'warn' : 'info';
  const supervisor = new Supervisor({ out: quiet ? { write: () => true } : process.stdout });
  await supervisor.start(
    [
      {
        name: 'api',
        cwd: app('api'),
        command: ['node', '--enable-source-maps', 'dist/server.js'],
        env: {
          PORT: String(apiPort),
          NODE_ENV: 'production',
          LOG_LEVEL: logLevel,
          PGLITE_DATA_DIR: 'memory://',
          SEED_JOBS: String(seedJobs),
          ...identity,
        },
        readyUrl: `http://127.0.0.1:${apiPort}/readyz`,
      },
      {
        name: 'bff',
        cwd: app('bff'),
        command: ['node', '--enable-source-maps', 'dist/server.js'],
        env: {
          PORT: String(bffPort),
          NODE_ENV: 'production',
          LOG_LEVEL: logLevel,
          GQL_ENDPOINT: `http://127.0.0.1:${apiPort}/graphql`,
          SITE_ORIGIN: webUrl,
          ...identity,
        },
        readyUrl: `${bffUrl}/readyz`,
      },
      {
        name: 'web',
        cwd: app('web'),
        command: ['node', 'node_modules/next/dist/bin/next', 'start', '--port', String(webPort)],
        env: {
          BFF_URL: bffUrl,
          SITE_URL: webUrl,
          HOSTNAME: '127.0.0.1',
          NEXT_ISR_FLUSH_TO_DISK: '0',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        readyUrl: `${webUrl}/healthz`,
      },
    ],
    { readyTimeoutMs: 180_000 },
  );
  return {
    webUrl,
    bffUrl,
    stop: async () => {
      await supervisor.stop(0);
    },
  };
}
