import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROJECT_ID, startAuthEmulator } from '@jobsite/firebase-emulator';
import { startMailCatcher } from '@jobsite/mail-catcher';
import { freePort } from '@jobsite/service-kit/ports';
// The supervisor of `pnpm start` (tooling/stack): starts processes in order and waits for each.
import { webDocumentManifests } from '@jobsite/stack/services';
import { Supervisor } from '@jobsite/stack/supervisor';
import { servicesLogPath } from './services-log';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
const app = (name: string) => path.join(repoRoot, 'apps', name);

/**
 * Builds api, bff and web with Turborepo (nothing to do when they are up to date). With
 * NEXT_DIST_DIR set the web is built by `next build` into that folder instead, so two
 * checkouts' runs on one machine never share a build output.
 */
export function buildStack(): void {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' };
  const ownDistDir = Boolean(process.env.NEXT_DIST_DIR);
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`build failed (exit ${result.status})`);
  };
  const filters = ['@jobsite/api', '@jobsite/bff', ...(ownDistDir ? [] : ['@jobsite/web'])];
  run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      ...filters.map((name) => `--filter=${name}`),
      '--output-logs=errors-only',
    ],
    repoRoot,
  );
  if (ownDistDir) {
    run('node', ['node_modules/next/dist/bin/next', 'build'], app('web'));
    // What the package's build script runs after next build (see scripts/compile-hints.mjs).
    run('node', ['scripts/compile-hints.mjs'], app('web'));
  }
}

export type Stack = {
  webUrl: string;
  bffUrl: string;
  /** The api's origin (the operator CLI's `/ops/*` routes live there). */
  apiUrl: string;
  /** host:port of the Firebase Auth emulator the stack signs members in with. */
  emulatorHost: string;
  /** Bearer token of the api's `/ops/*` routes. */
  opsToken: string;
  /** The local SMTP server's list of received mail (tooling/mail-catcher). */
  mailUrl: string;
  stop: () => Promise<void>;
};

/**
 * api (in-memory PGlite seeded with `seedJobs` jobs), bff and web (`server.mjs`) on free
 * ports. The web keeps its ISR cache in memory so nothing cached by another run leaks in.
 */
export async function startStack({
  seedJobs,
  quiet = process.env.E2E_VERBOSE !== '1',
}: {
  seedJobs: number;
  quiet?: boolean;
}): Promise<Stack> {
  const [apiPort, bffPort, webPort] = [await freePort(), await freePort(), await freePort()];
  // Members sign up and sign in against the Firebase Auth emulator, as on `pnpm start`.
  const emulator = await startAuthEmulator({ projectId: DEFAULT_PROJECT_ID });
  // Notification mail goes to a local SMTP server, as on `pnpm start` (decision 0049).
  const mail = await startMailCatcher().catch(async (error: unknown) => {
    await emulator.stop();
    throw error;
  });
  const identity = {
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
  };
  const webUrl = `http://127.0.0.1:${webPort}`;
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  // The operator CLI's token: tests post company messages and scouts through /ops/*.
  const opsToken = randomBytes(24).toString('hex');
  const logLevel = quiet ? 'warn' : 'info';
  const log = quiet ? servicesLog() : undefined;
  const supervisor = new Supervisor({ out: log ?? process.stdout });
  const stopAll = async () => {
    await supervisor.stop(0);
    await Promise.all([emulator.stop(), mail.stop()]);
    log?.end();
  };
  try {
    await startServices(supervisor, {
      apiPort,
      bffPort,
      webPort,
      seedJobs,
      logLevel,
      identity,
      opsToken,
      smtpUrl: mail.smtpUrl,
    });
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }
  return {
    webUrl,
    bffUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    emulatorHost: emulator.host,
    opsToken,
    mailUrl: mail.httpUrl,
    stop: stopAll,
  };
}

function servicesLog() {
  mkdirSync(path.dirname(servicesLogPath), { recursive: true });
  return createWriteStream(servicesLogPath, { flags: 'w' });
}

async function startServices(
  supervisor: Supervisor,
  options: {
    apiPort: number;
    bffPort: number;
    webPort: number;
    seedJobs: number;
    logLevel: string;
    identity: Record<string, string>;
    opsToken: string;
    smtpUrl: string;
  },
) {
  const { apiPort, bffPort, webPort, seedJobs, logLevel, identity, opsToken, smtpUrl } = options;
  const webUrl = `http://127.0.0.1:${webPort}`;
  // The api asks the web to render a job's pages again after publish and close (decision 0061).
  const webOpsToken = randomBytes(32).toString('hex');
  const bffUrl = `http://127.0.0.1:${bffPort}`;
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
          OPS_TOKEN: opsToken,
          SMTP_URL: smtpUrl,
          SITE_URL: webUrl,
          WEB_URL: webUrl,
          WEB_OPS_TOKEN: webOpsToken,
          NOTIFICATION_POLL_MS: '500',
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
          // The tests' own set-up operations are not the web's documents: every document sent
          // as text runs here, and the web's by id (the BFF's suite tests the trusted-only
          // mode; `pnpm start` runs it).
          TRUSTED_DOCUMENTS: ['any', ...webDocumentManifests(repoRoot)].join(','),
          ...identity,
        },
        readyUrl: `${bffUrl}/readyz`,
      },
      {
        name: 'web',
        cwd: app('web'),
        // server.mjs: `next start`'s request handler; a cached page's own policy wins (0017).
        command: ['node', 'server.mjs', '--port', String(webPort)],
        env: {
          BFF_URL: bffUrl,
          SITE_URL: webUrl,
          HOSTNAME: '127.0.0.1',
          // The tests play the proxy in front of the web: each gives its own client address in
          // X-Forwarded-For (the BFF limits per address), which the web takes from loopback
          // only when told to. A deployment trusts no proxy unless listed (docs/operations.md).
          WEB_TRUST_PROXY: 'loopback',
          WEB_OPS_TOKEN: webOpsToken,
          ...identity,
          NEXT_ISR_FLUSH_TO_DISK: '0',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        readyUrl: `${webUrl}/healthz`,
      },
    ],
    { readyTimeoutMs: 180_000 },
  );
}
