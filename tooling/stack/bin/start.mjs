#!/usr/bin/env node
// `pnpm start`: builds what is stale, then runs the whole site on embedded defaults
// (api :4100, bff :4000, web :3000) until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { defaultServices, repoRoot } from '../lib/services.mjs';
import { Supervisor } from '../lib/supervisor.mjs';

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
supervisor.done.then((code) => process.exit(code));
try {
  await supervisor.start(defaultServices());
  console.info('\nサイトが起動しました: http://127.0.0.1:3000  (Ctrl-C で停止)\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
