// The processes that make up the whole site on embedded defaults, in start order: the
// Firebase Auth emulator, the local SMTP server (tooling/mail-catcher), then api, bff and web.
// Each is started once the one before it answers its readiness URL.
//
// The Auth emulator signs nothing (the api and bff take any well-formed token it issued), so
// while it is in use every process listens on 127.0.0.1 only: each is given it explicitly,
// and each refuses to start on another address (service-kit's config for api and bff,
// apps/web/src/server/startup.mjs for the web, `bindingProblems` here before anything starts).

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_AUTH_HOST,
  DEFAULT_PROJECT_ID,
  EMULATOR_ENV,
  emulatorCommand,
} from '@jobsite/firebase-emulator';
import {
  DEFAULT_SMTP_URL,
  DEFAULT_HTTP_PORT as MAIL_HTTP_PORT,
  mailCatcherCommand,
} from '@jobsite/mail-catcher';
import { isLoopbackHost } from '@jobsite/service-kit/loopback';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The one address every process of the stack listens on. */
export const LOOPBACK = '127.0.0.1';

/**
 * Why the stack must not start with this environment: a `HOST` asking the services to listen
 * beyond this machine while they take the emulator's unsigned tokens. One line each.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function bindingProblems(env) {
  const host = env.HOST?.trim();
  if (!host || isLoopbackHost(host)) return [];
  return [
    `HOST="${host}": pnpm start runs the site on the Firebase Auth emulator, which signs nothing (any token would be taken), so every service listens on ${LOOPBACK} only. Unset HOST (or set it to ${LOOPBACK}); to serve other machines, run the production builds with the real Firebase project (docs/operations.md).`,
  ];
}

/**
 * @typedef {object} ServiceSpec
 * @property {string} name       short name used as the log prefix
 * @property {string} cwd        working directory
 * @property {string[]} command  argv of the process
 * @property {Record<string,string>} env  extra environment
 * @property {string} readyUrl   answers 200 once the service can serve
 */

/**
 * @param {{ apiPort?: number, bffPort?: number, webPort?: number, webOpsToken?: string }} [ports]
 * @returns {ServiceSpec[]}
 */
export function defaultServices({
  apiPort = 4100,
  bffPort = 4000,
  webPort = 3000,
  // The web's on-demand revalidation token, new each start: the api asks the web to render a
  // job's pages again once its publication or closing commits (decision 0061).
  webOpsToken = randomBytes(32).toString('hex'),
} = {}) {
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
      // Receives every mail the api sends (decision 0049); read them at
      // http://127.0.0.1:1080/messages.
      name: 'mail',
      cwd: path.join(repoRoot, 'tooling', 'mail-catcher'),
      command: mailCatcherCommand(),
      env: {},
      readyUrl: `http://${LOOPBACK}:${MAIL_HTTP_PORT}/healthz`,
    },
    {
      name: 'api',
      cwd: app('api'),
      command: [process.execPath, '--enable-source-maps', 'dist/server.js'],
      env: {
        HOST: LOOPBACK,
        PORT: String(apiPort),
        NODE_ENV: 'production',
        SMTP_URL: DEFAULT_SMTP_URL,
        WEB_URL: `http://${LOOPBACK}:${webPort}`,
        WEB_OPS_TOKEN: webOpsToken,
        ...identity,
      },
      readyUrl: `http://127.0.0.1:${apiPort}/readyz`,
    },
    {
      name: 'bff',
      cwd: app('bff'),
      command: [process.execPath, '--enable-source-maps', 'dist/server.js'],
      env: {
        HOST: LOOPBACK,
        PORT: String(bffPort),
        NODE_ENV: 'production',
        GQL_ENDPOINT: `http://127.0.0.1:${apiPort}/graphql`,
        // As in production, only the web's own documents run (decision 0035): the manifests
        // its `pnpm codegen` wrote.
        TRUSTED_DOCUMENTS: webDocumentManifests(repoRoot).join(','),
        ...identity,
      },
      readyUrl: `http://127.0.0.1:${bffPort}/readyz`,
    },
    {
      name: 'web',
      cwd: app('web'),
      // apps/web/server.mjs: Next.js' request handler (as `next start`); a cached page's own
      // Content-Security-Policy replaces the baseline (docs/decisions/0017).
      command: [process.execPath, 'server.mjs', '--hostname', LOOPBACK, '--port', String(webPort)],
      // The emulator's host tells server.mjs to refuse any address but loopback.
      env: {
        BFF_URL: `http://127.0.0.1:${bffPort}`,
        HOSTNAME: LOOPBACK,
        FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_AUTH_HOST,
        WEB_OPS_TOKEN: webOpsToken,
      },
      readyUrl: `http://127.0.0.1:${webPort}/healthz`,
    },
  ];
}

/**
 * What `pnpm start` prints once the site answers: where it is, that it runs on the Auth
 * emulator and so on loopback only, and the Node.js line of the runtime check.
 * @param {string} runtimeMessage
 */
export function startBanner(runtimeMessage, { webUrl = `http://${LOOPBACK}:3000` } = {}) {
  return [
    '',
    `サイトが起動しました: ${webUrl}  (Ctrl-C で停止)`,
    `開発用: Firebase Auth エミュレーター使用中 — ${LOOPBACK} のみで待ち受け`,
    `Development only: Firebase Auth emulator in use (it signs nothing) — listening on ${LOOPBACK} only`,
    runtimeMessage,
    '',
  ].join('\n');
}

/**
 * The persisted-document manifests of the web's GraphQL documents: the server's, the
 * browser's and those of scripts loaded on demand (apps/web/codegen.ts, one per output).
 */
export function webDocumentManifests(repoRoot) {
  const generated = path.join(repoRoot, 'apps', 'web', 'src', 'graphql', 'generated');
  return ['', 'browser', 'lazy'].map((output) =>
    path.join(generated, output, 'persisted-documents.json'),
  );
}
