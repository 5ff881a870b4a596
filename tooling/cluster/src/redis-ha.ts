// Redis as the topology runs it (decision 0038): a primary, a replica and three Sentinels
// (Debian's `redis-server` and `redis-sentinel`), all on loopback. Sentinel decides a failover
// (quorum 2 of 3); every client asks the Sentinels where the primary is (REDIS_SENTINELS).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type ProcessOptions,
  type RedisServer,
  ServiceProcess,
  startRedis,
} from '@jobsite/bench/services';
import { freePort } from '@jobsite/service-kit/ports';
import { redisPing } from '@jobsite/service-kit/testing/redis-server';

/** The name Sentinel monitors the primary under (REDIS_SENTINEL_NAME). */
export const SENTINEL_NAME = 'jobsite';
/** How long a primary may be silent before a Sentinel calls it down. */
const DOWN_AFTER_MS = 1000;

/**
 * Sends one command (inline protocol) to a Redis or Sentinel and resolves with the reply text:
 * a Redis closes the connection after QUIT; a Sentinel (which knows no QUIT) is read until its
 * first complete reply line.
 */
export function redisCommand(port: number, command: string, sentinel = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(2000);
    socket.once('connect', () =>
      socket.write(sentinel ? `${command}\r\n` : `${command}\r\nQUIT\r\n`),
    );
    socket.on('data', (chunk) => {
      reply += String(chunk);
      if (sentinel && reply.endsWith('\r\n')) {
        socket.destroy();
        resolve(reply);
      }
    });
    socket.once('end', () => resolve(reply));
    socket.once('error', reject);
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`redis :${port}: no answer to ${command}`));
    });
  });
}

/** `master` or `slave`, from INFO replication. */
export async function redisRole(port: number): Promise<string | undefined> {
  return /role:(\w+)/.exec(await redisCommand(port, 'INFO replication'))?.[1];
}

export interface RedisNode {
  name: string;
  port: number;
  server: RedisServer;
}

export interface RedisHa {
  nodes: RedisNode[];
  sentinels: Array<{ port: number; process: ServiceProcess }>;
  /** host:port of each Sentinel (REDIS_SENTINELS). */
  sentinelAddresses: string;
  /** The port of the node the Sentinels name as primary now. */
  primaryPort(): Promise<number>;
  /**
   * Starts a node that was killed again, as a replica of the current primary (an old primary
   * must never come back as a second primary: decision 0038).
   */
  restartAsReplica(node: RedisNode): Promise<void>;
  dispose(): Promise<void>;
}

export async function startRedisHa(options: ProcessOptions): Promise<RedisHa> {
  const primary = await startRedis({ ...options, name: 'redis-1' });
  const replica = await startRedis({
    ...options,
    name: 'redis-2',
    args: ['--replicaof', '127.0.0.1', String(primary.port)],
  });
  const nodes: RedisNode[] = [
    { name: 'redis-1', port: primary.port, server: primary },
    { name: 'redis-2', port: replica.port, server: replica },
  ];
  const extra: RedisServer[] = [];
  const sentinels: RedisHa['sentinels'] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-sentinel-'));
  for (const index of [1, 2, 3]) {
    const port = await freePort();
    // Sentinel rewrites its own file (what it learns of replicas and other Sentinels).
    const file = path.join(dir, `sentinel-${index}.conf`);
    writeFileSync(
      file,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${primary.port} 2`,
        `sentinel down-after-milliseconds ${SENTINEL_NAME} ${DOWN_AFTER_MS}`,
        `sentinel failover-timeout ${SENTINEL_NAME} 10000`,
        `sentinel parallel-syncs ${SENTINEL_NAME} 1`,
        '',
      ].join('\n'),
    );
    const process = new ServiceProcess(
      {
        name: `sentinel-${index}`,
        cwd: dir,
        command: ['redis-sentinel', file],
        ready: { probe: () => redisPing(port) },
        readyTimeoutMs: 15_000,
      },
      options,
    );
    await process.start();
    sentinels.push({ port, process });
  }
  const primaryPort = async () => {
    for (const sentinel of sentinels) {
      const reply = await redisCommand(
        sentinel.port,
        `SENTINEL get-master-addr-by-name ${SENTINEL_NAME}`,
        true,
      ).catch(() => '');
      const port = /\r\n(\d+)\r\n/.exec(reply)?.[1];
      if (port) return Number(port);
    }
    throw new Error('no Sentinel names a primary');
  };
  return {
    nodes,
    sentinels,
    sentinelAddresses: sentinels.map((s) => `127.0.0.1:${s.port}`).join(','),
    primaryPort,
    async restartAsReplica(node) {
      const current = await primaryPort();
      const server = await startRedis({
        ...options,
        name: node.name,
        port: node.port,
        args: ['--replicaof', '127.0.0.1', String(current)],
      });
      extra.push(node.server);
      node.server = server;
    },
    async dispose() {
      for (const sentinel of sentinels) await sentinel.process.dispose(2000);
      for (const server of [...nodes.map((n) => n.server), ...extra]) await server.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
