import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../ports.mjs';

export interface RedisServer {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: an outage, not a clean shutdown). */
  kill(): Promise<void>;
  /**
   * Starts it again on the same port (empty, unless it was a replica: then its last snapshot),
   * with `args` in place of the first start's (`['--replicaof', host, port]`: an old primary
   * back as a replica of the one Sentinel promoted).
   */
  start(args?: string[]): Promise<void>;
  /** Kills it and removes its folder. */
  stop(): Promise<void>;
}

/** True when a Redis answers PING on the port. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A throwaway Debian redis-server on a free port: no persistence, loopback only. `args` are
 * more options (`['--replicaof', '127.0.0.1', '6379']`); with `sentinel` it runs as a Redis
 * Sentinel (the Debian `redis-sentinel` is the same binary) from a config file of its own.
 */
export async function startRedisServer(
  options: { args?: string[]; sentinel?: string } = {},
): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  // Its own folder: a replica writes the primary's snapshot to dump.rdb there, never in the
  // working directory where another server would load it.
  const dir = mkdtempSync(path.join(os.tmpdir(), `redis-${port}-`));
  const configFile = options.sentinel === undefined ? null : sentinelConfig(dir, options.sentinel);

  async function start(args = options.args ?? []) {
    const base = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir];
    child = spawn(
      'redis-server',
      configFile
        ? [configFile, '--sentinel', ...base]
        : [...base, '--save', '', '--appendonly', 'no', ...args],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(
          'redis-server exited at start (is it installed? apt-get install redis-server)',
        );
      if (await redisPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not answer');
  }

  async function kill() {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  async function stop() {
    await kill();
    rmSync(dir, { recursive: true, force: true });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, stop };
}

/** A sentinel's config file (a sentinel rewrites it as it learns the topology). */
function sentinelConfig(dir: string, lines: string): string {
  const file = path.join(dir, 'sentinel.conf');
  writeFileSync(file, `${lines}\n`);
  return file;
}

/**
 * Whether the Sentinel at `port` knows a replica of `name` it could promote. A Sentinel learns
 * of replicas from the primary's INFO (on connecting, then every 10 s): a primary killed before
 * that leaves it nothing to promote, so a failover test waits for this first.
 */
export async function sentinelKnowsAReplica(port: number, name: string): Promise<boolean> {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    const replicas = (await client.call('SENTINEL', 'REPLICAS', name)) as string[][];
    return replicas.some((fields) => {
      const flags = fields[fields.indexOf('flags') + 1] ?? '';
      return flags.split(',').includes('slave') && !/s_down|o_down|disconnected/.test(flags);
    });
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
