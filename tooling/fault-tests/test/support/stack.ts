// The processes a fault test runs: the real api and bff from source (nothing needs building),
// the web from its production build, each a ServiceProcess that can be killed and started
// again on the same port (tooling/bench/src/services).
import { freePort } from '@jobsite/firebase-emulator';

export { freePort };

import { apiSpec, bffSpec, type Identity, ServiceProcess, webSpec } from '@jobsite/bench/services';
import { inject } from 'vitest';

/** Jobs each test's api seeds: enough for lists, prefecture pages and entries. */
export const SEED_JOBS = 150;

/** The run's Firebase Auth emulator (test/global-setup.ts). */
export function emulatorIdentity(): Identity {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    FIREBASE_PROJECT_ID: inject('projectId'),
  };
}

export interface Service {
  process: ServiceProcess;
  port: number;
  url: string;
}

async function started(spec: ServiceProcess, port: number): Promise<Service> {
  await spec.start();
  return { process: spec, port, url: `http://127.0.0.1:${port}` };
}

interface ApiOptions {
  /** A port chosen beforehand (freePort), so the BFF can start at the same time. */
  port?: number;
  identity?: Identity;
  databaseUrl?: string;
  pgliteDataDir?: string;
  seedJobs?: number;
  env?: Record<string, string>;
}

export async function startApi(options: ApiOptions = {}): Promise<Service> {
  const port = options.port ?? (await freePort());
  const spec = apiSpec({
    port,
    mode: 'source',
    identity: options.identity ?? emulatorIdentity(),
    seedJobs: options.seedJobs ?? SEED_JOBS,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.pgliteDataDir ? { pgliteDataDir: options.pgliteDataDir } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  return started(new ServiceProcess(spec), port);
}

import { SITE_ORIGIN } from './client';

export { SITE_ORIGIN };

interface BffOptions {
  port?: number;
  apiPort: number;
  identity?: Identity;
  redisUrl?: string;
  siteOrigin?: string;
}

/** The BFF; it starts without waiting for the api (its readiness follows the api's). */
export async function startBff(options: BffOptions): Promise<Service> {
  const port = options.port ?? (await freePort());
  const spec = bffSpec({
    port,
    apiPort: options.apiPort,
    mode: 'source',
    identity: options.identity ?? emulatorIdentity(),
    siteOrigin: options.siteOrigin ?? SITE_ORIGIN,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    env: { UPSTREAM_TIMEOUT_MS: '3000' },
  });
  return started(new ServiceProcess(spec), port);
}

/** An api and a BFF in front of it, started at the same time. */
export async function startApiAndBff(
  options: { api?: Omit<ApiOptions, 'port'>; bff?: Omit<BffOptions, 'apiPort'> } = {},
): Promise<{ api: Service; bff: Service }> {
  const apiPort = await freePort();
  const [api, bff] = await Promise.all([
    startApi({ ...options.api, port: apiPort }),
    startBff({ ...options.bff, apiPort }),
  ]);
  return { api, bff };
}

export async function startWeb(options: { bffPort: number; distDir: string }): Promise<Service> {
  const port = await freePort();
  const spec = webSpec({
    port,
    bffUrl: `http://127.0.0.1:${options.bffPort}`,
    distDir: options.distDir,
  });
  return started(new ServiceProcess(spec), port);
}

/** Stops what was started, last first, and removes its folders; tolerates parts never started. */
export async function stopAll(...services: Array<{ process: ServiceProcess } | undefined>) {
  for (const service of services.reverse()) await service?.process.dispose(5000);
}

/** Polls `check` until it is true (or throws after `timeoutMs`). */
export async function eventually(
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** HTTP status of a GET (0 when nothing answers). */
export async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}
