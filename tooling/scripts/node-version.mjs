// The Node.js version every process runs on: `.node-version` pins it (decision 0023).
// `node tooling/scripts/node-version.mjs` prints the running version and fails, saying how to
// fix it, when it is not the pinned one; `pnpm test` and `pnpm start` begin with this check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The pinned version, as `node --version` prints it (`v26.12.1`). */
export function pinnedNodeVersion(root = repoRoot) {
  const text = readFileSync(path.join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
  return `v${text}`;
}

/** A one-line report on `running` against the pin, and whether they agree. */
export function checkNodeVersion(running = process.version, pinned = pinnedNodeVersion()) {
  if (running === pinned) return { ok: true, message: `Node.js ${running} (.node-version)` };
  return {
    ok: false,
    message:
      `Node.js ${running} is running, but this project runs on ${pinned} (.node-version).\n` +
      'Run `bash tooling/scripts/setup.sh` to install it, or put your own ' +
      `${pinned} first on PATH (nvm, fnm and mise read .node-version).`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ok, message } = checkNodeVersion();
  (ok ? console.info : console.error)(message);
  process.exit(ok ? 0 : 1);
}
