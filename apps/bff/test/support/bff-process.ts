import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';
import { startServerProcess, stopServerProcess } from './server-process';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A BFF as its own OS process (src/server.ts through tsx), for restart and multi-process tests. */
export async function startBffProcess(env: Record<string, string>) {
  const port = await freePort();
  const { child, url } = await startServerProcess({
    name: 'bff',
    dir: bffDir,
    port,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    readyPath: '/healthz',
    startTimeoutMs: 60_000,
  });
  return {
    url,
    pid: child.pid,
    /** SIGTERM, as a deploy or a crash-restart would: graceful shutdown. */
    stop: () => stopServerProcess(child),
  };
}
