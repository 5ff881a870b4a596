// How the api, the bff and the web run as processes: the same commands and environment as
// `pnpm start` (tooling/stack/lib/services.mjs) and the web's e2e stack (apps/web/e2e/stack.ts),
// on ports the caller chooses, from the production bundles (`dist`) or, where nothing is
// built (the fault tests under `pnpm test`), from source through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webDocumentManifests } from '@jobsite/stack/services';
import type { ProcessSpec } from './process';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const appDir = (name: 'api' | 'bff' | 'web') => path.join(repoRoot, 'apps', name);

/** The web build folder of the bench and the fault tests (never `.next`, which others use). */
export const BENCH_DIST_DIR = '.next-bench';

/** `dist`: the tsup bundle a deploy runs; `source`: src/server.ts through tsx (no build). */
export type RunMode = 'dist' | 'source';

/** Where api and bff send identity calls: a Firebase Auth emulator, or a closed port. */
export interface Identity {
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIREBASE_PROJECT_ID: string;
}

/** Visitor traffic only: nothing asks the identity provider, so nothing needs to listen. */
export const NO_IDENTITY: Identity = {
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  FIREBASE_PROJECT_ID: 'demo-jobsite',
};

function serverCommand(mode: RunMode): string[] {
  return mode === 'dist'
    ? [process.execPath, '--enable-source-maps', 'dist/server.js']
    : [process.execPath, '--import', 'tsx', 'src/server.ts'];
}

/** Options both servers (api and bff) take. */
interface ServerOptions {
  port: number;
  identity: Identity;
  mode?: RunMode;
  env?: Record<string, string>;
}

/** A server's process: production mode on loopback, warnings only, its identity provider. */
function serverProcess(
  name: 'api' | 'bff',
  options: ServerOptions,
  own: Record<string, string>,
): Pick<ProcessSpec, 'name' | 'cwd' | 'command' | 'env'> {
  return {
    name,
    cwd: appDir(name),
    command: serverCommand(options.mode ?? 'dist'),
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      ...own,
      ...options.identity,
      GCLOUD_PROJECT: options.identity.FIREBASE_PROJECT_ID,
      ...options.env,
    },
  };
}

export function apiSpec(
  options: ServerOptions & {
    /** PGlite in memory (`memory://`, the default) or a data directory; ignored with databaseUrl. */
    pgliteDataDir?: string;
    databaseUrl?: string;
    /** Jobs seeded when the catalogue is empty (0: no seed). */
    seedJobs?: number;
  },
): ProcessSpec {
  const seedJobs = options.seedJobs ?? 0;
  // Its own folder for generated secrets and attachments, never the repository's .data/.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-bench-api-'));
  return {
    ...serverProcess('api', options, {
      DATA_DIR: dataDir,
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl }
        : { PGLITE_DATA_DIR: options.pgliteDataDir ?? 'memory://' }),
      SEED_ON_EMPTY: seedJobs > 0 ? 'true' : 'false',
      SEED_JOBS: String(seedJobs),
    }),
    ready: { url: `http://127.0.0.1:${options.port}/readyz` },
    readyTimeoutMs: 300_000,
    tempDirs: [dataDir],
  };
}

export function bffSpec(
  options: ServerOptions & {
    apiPort: number;
    /** Unset: the BFF's in-process store. */
    redisUrl?: string;
    /** The web origin (cookies, CSRF). */
    siteOrigin?: string;
  },
): ProcessSpec {
  return {
    ...serverProcess('bff', options, {
      GQL_ENDPOINT: `http://127.0.0.1:${options.apiPort}/graphql`,
      // The web's documents by id (its production build asks by id), and any other document
      // as text: the bench and the fault tests send their own (decision 0035).
      TRUSTED_DOCUMENTS: ['any', ...webDocumentManifests(repoRoot)].join(','),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...(options.siteOrigin ? { SITE_ORIGIN: options.siteOrigin } : {}),
    }),
    // Readiness follows the upstream (503 while the api is down): wait on liveness here.
    ready: { url: `http://127.0.0.1:${options.port}/healthz` },
    readyTimeoutMs: 60_000,
  };
}

export function webSpec(options: {
  port: number;
  bffUrl: string;
  distDir?: string;
  env?: Record<string, string>;
}): ProcessSpec {
  const webUrl = `http://127.0.0.1:${options.port}`;
  return {
    name: 'web',
    cwd: appDir('web'),
    // apps/web/server.mjs: Next.js' request handler, as `next start` (docs/decisions/0017).
    command: [process.execPath, 'server.mjs', '--port', String(options.port)],
    env: {
      NEXT_DIST_DIR: options.distDir ?? BENCH_DIST_DIR,
      BFF_URL: options.bffUrl,
      SITE_URL: webUrl,
      HOSTNAME: '127.0.0.1',
      // A stack on this machine, as `pnpm start`: server.mjs then takes http origins and
      // listens on loopback only (it refuses both in a deployment).
      FIREBASE_AUTH_EMULATOR_HOST: NO_IDENTITY.FIREBASE_AUTH_EMULATOR_HOST,
      // Rendered pages stay in memory: nothing another run cached from other data leaks in.
      NEXT_ISR_FLUSH_TO_DISK: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
    },
    ready: { url: `${webUrl}/healthz` },
    readyTimeoutMs: 120_000,
  };
}

/** True when the web has a production build in `distDir`. */
export function webBuilt(distDir = BENCH_DIST_DIR): boolean {
  return existsSync(path.join(appDir('web'), distDir, 'BUILD_ID'));
}

/** `next build` into `distDir` (a few minutes on two cores). */
export function buildWeb(distDir = BENCH_DIST_DIR): void {
  // The package's build script: next build, then the compile hints (scripts/compile-hints.mjs).
  for (const args of [
    ['node_modules/next/dist/bin/next', 'build'],
    ['scripts/compile-hints.mjs'],
  ]) {
    const result = spawnSync(process.execPath, args, {
      cwd: appDir('web'),
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} into ${distDir} failed`);
  }
}
