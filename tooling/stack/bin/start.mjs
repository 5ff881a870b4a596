#!/usr/bin/env node
// `pnpm start`: builds what is stale, then runs the whole site on embedded defaults
// (api :4100, bff :4000, web :3000) until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { checkNodeVersion } from '../../scripts/node-version.mjs';
import { bindingProblems, defaultServices, repoRoot, startBanner } from '../lib/services.mjs';
import { Supervisor } from '../lib/supervisor.mjs';

// Every process of the site runs on this node (the supervisor starts them with its own
// binary), so a wrong one stops here rather than somewhere inside a build.
const runtime = checkNodeVersion();
if (!runtime.ok) {
  console.error(runtime.message);
  process.exit(1);
}

// The services take the Auth emulator's unsigned tokens: loopback only (lib/services.mjs).
const binding = bindingProblems(process.env);
if (binding.length > 0) {
  for (const problem of binding) console.error(`start: refusing to start: ${problem}`);
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' };
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
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
    { cwd: repoRoot, stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const supervisor = new Supervisor();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void supervisor.stop(0));
}
// Once the site is up, it ends when the supervisor does; a failed start ends in the catch
// below, after saying which service failed and why.
let started = false;
supervisor.done.then((code) => {
  if (started) process.exit(code);
});
try {
  await supervisor.start(defaultServices());
  started = true;
  console.info(startBanner(runtime.message));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
