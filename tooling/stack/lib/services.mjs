// The processes that make up the whole site on embedded defaults, in start order: the
// Firebase Auth emulator, then api, bff and web.
// Each is started once the one before it answers its readiness URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_AUTH_HOST,
  DEFAULT_PROJECT_ID,
  EMULATOR_ENV,
  emulatorCommand,
} from '@jobsite/firebase-emulator';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * @typedef {object} ServiceSpec
 * @property {string} name       short name used as the log prefix
 * @property {string} cwd        working directory
 * @property {string[]} command  argv of the process
 * @property {Record<string,string>} env  extra environment
 * @property {string} readyUrl   answers 200 once the service can serve
 */

/** @param {{ apiPort?: number, bffPort?: number, webPort?: number }} [ports] @returns {ServiceSpec[]} */
export function defaultServices({ apiPort = 4100, bffPort = 4000, webPort = 3000 } = {}) {
  const app = (name) => path.join(repoRoot, 'apps', name);
  // api and bff verify and mint tokens against the local Firebase Auth emulator.
  const identity = {
    FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_AUTH_HOST,
    FIREBASE_PROJECT_ID: DEFAULT_PROJECT_ID,
  };
  return [
    {
      name: 'auth',
      cwd: path.join(repoRoot, 'tooling', 'firebase'),
      command: emulatorCommand(),
      env: { ...EMULATOR_ENV },
      readyUrl: `http://${DEFAULT_AUTH_HOST}/`,
    },
    {
      name: 'api',
      cwd: app('api'),
      command: [process.execPath, '--enable-source-maps', 'dist/server.js'],
      env: { PORT: String(apiPort), NODE_ENV: 'production', ...identity },
      readyUrl: `http://127.0.0.1:${apiPort}/readyz`,
    },
    {
      name: 'bff',
      cwd: app('bff'),
      command: [process.execPath, '--enable-source-maps', 'dist/server.js'],
      env: {
        PORT: String(bffPort),
        NODE_ENV: 'production',
        GQL_ENDPOINT: `http://127.0.0.1:${apiPort}/graphql`,
        ...identity,
      },
      readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
    },
    {
      name: 'web',
      cwd: app('web'),
      // apps/web/server.mjs: Next.js' request handler (as `next start`); a cached page's own
      // Content-Security-Policy replaces the baseline (docs/decisions/0017).
      command: [
        process.execPath,
        'server.mjs',
        '--hostname',
        '127.0.0.1',
        '--port',
        String(webPort),
      ],
      env: { BFF_URL: `http://127.0.0.1:${bffPort}`, HOSTNAME: '127.0.0.1' },
      readyUrl: `http://127.0.0.1:${webPort}/healthz`,
    },
  ];
}
