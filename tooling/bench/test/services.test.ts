// The process helpers the fault tests stand on: a service started, killed and started again on
// the same port; memory of a process tree; Redis with and without its append-only file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '@jobsite/firebase-emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { processTree, ServiceProcess, startRedis, treeRss } from '../src/services';

const running: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const service of running.splice(0)) await service.stop();
});

/** A tiny HTTP server that answers its pid and keeps a child process (like `next start`). */
function server(port: number) {
  const script = `
    const { spawn } = require('node:child_process');
    spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    require('node:http').createServer((_, res) => res.end(String(process.pid))).listen(${port}, '127.0.0.1');
  `;
  const service = new ServiceProcess({
    name: 'test',
    cwd: process.cwd(),
    command: [process.execPath, '-e', script],
    ready: { url: `http://127.0.0.1:${port}/` },
    readyTimeoutMs: 10_000,
  });
  running.push(service);
  return service;
}

describe('ServiceProcess', () => {
  it('starts once ready, dies with its children on kill, and starts again on the same port', async () => {
    const port = await freePort();
    const service = server(port);
    await service.start();
    const first = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    expect(first).toBe(service.pid);
    const tree = processTree(first);
    expect(tree.length).toBeGreaterThanOrEqual(2); // the server and its child
    expect(treeRss(first)).toBeGreaterThan(10 * 1024 * 1024);

    await service.kill();
    expect(service.running).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    // The whole group is gone, the child too (reaped, or a zombie awaiting its reaper).
    const alive = (pid: number) => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    const deadline = Date.now() + 5000;
    while (tree.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(tree.filter(alive)).toEqual([]);

    await service.start();
    const second = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    expect(second).not.toBe(first);
  });

  it('fails to start with the output of a process that exits', async () => {
    const service = new ServiceProcess({
      name: 'broken',
      cwd: process.cwd(),
      command: [process.execPath, '-e', 'console.error("no config"); process.exit(3)'],
      ready: { url: 'http://127.0.0.1:9/' },
    });
    await expect(service.start()).rejects.toThrow(/broken did not start[\s\S]*no config/);
  });
});

describe('startRedis', () => {
  const redisCli = (port: number, ...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).trim();

  it('keeps what was written across a SIGKILL when persistent, and forgets it otherwise', async () => {
    for (const persistent of [true, false]) {
      const redis = await startRedis({ persistent });
      running.push({ stop: () => redis.dispose() });
      expect(redisCli(redis.port, 'SET', 'k', 'v')).toBe('OK');
      await redis.kill();
      await redis.start();
      expect(redisCli(redis.port, 'GET', 'k')).toBe(persistent ? 'v' : '');
    }
  });
});
