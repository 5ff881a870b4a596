// A throwaway Debian redis-server on a free loopback port. With `persistent`, it keeps an
// append-only file written on every command (appendfsync always) in its own folder, so a
// SIGKILL and a start on the same folder bring the data back: Redis as production runs it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@jobsite/service-kit/ports';
import { redisPing } from '@jobsite/service-kit/testing/redis-server';
import { type ProcessOptions, ServiceProcess } from './process';

export interface RedisServer {
  url: string;
  port: number;
  process: ServiceProcess;
  /** SIGKILL: an outage. With `persistent`, what was written so far survives it. */
  kill(): Promise<void>;
  /** Starts it again on the same port (and folder). */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}

export async function startRedis(
  options: {
    persistent?: boolean;
    port?: number;
    /** Log prefix (several servers in one topology). */
    name?: string;
    /** More `redis-server` arguments, e.g. `--replicaof 127.0.0.1 <port>`. */
    args?: string[];
  } & ProcessOptions = {},
): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-redis-'));
  const persistence = options.persistent
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir]
    : ['--appendonly', 'no', '--dir', dir];
  const redisProcess = new ServiceProcess(
    {
      name: options.name ?? 'redis',
      cwd: dir,
      command: [
        'redis-server',
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        ...persistence,
        ...(options.args ?? []),
      ],
      ready: { probe: () => redisPing(port) },
      readyTimeoutMs: 15_000,
      tempDirs: [dir],
    },
    options,
  );
  await redisProcess.start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: redisProcess,
    kill: () => redisProcess.kill(),
    start: () => redisProcess.start(),
    async dispose() {
      await redisProcess.dispose(2000);
    },
  };
}
