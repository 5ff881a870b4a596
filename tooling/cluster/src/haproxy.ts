// HAProxy (Debian's `haproxy`), one process with one frontend per tier of the topology
// (docs/decisions/0038-cluster-topology-and-failover.md):
// - web, bff, api: HTTP, round robin, health checks every 500 ms (`/healthz`); a request whose
//   connection fails is sent to the other instance (`retry-on conn-failure` + `redispatch`), a
//   request already sent is never sent twice (a write would be).
// - pg: TCP to the PostgreSQL primary; the replica is a `backup` server, used only once the
//   primary fails its check, and by then it has been promoted (the failover procedure).
// Redis is not behind HAProxy: every client finds the primary through the Sentinels.
// The admin socket lets the topology read server states and take a server out of rotation.
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type ProcessOptions, ServiceProcess } from '@jobsite/bench/services';

export interface Upstream {
  name: string;
  port: number;
}

export interface HaproxyConfig {
  /** Folder of haproxy.cfg and the admin socket. */
  dir: string;
  web: { port: number; servers: Upstream[] };
  bff: { port: number; servers: Upstream[] };
  api: { port: number; servers: Upstream[] };
  pg: { port: number; primary: Upstream; replica: Upstream };
}

/** How often a server is checked, and how many checks turn it down or up. */
const CHECK = 'inter 500ms fall 2 rise 2';

const serverLines = (servers: Upstream[], extra = '') =>
  servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check ${extra}`.trimEnd());

function httpSection(name: string, port: number, servers: Upstream[]): string[] {
  return [
    `listen ${name}`,
    '  mode http',
    `  bind 127.0.0.1:${port}`,
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    // The client's address goes on as X-Forwarded-For (the apps trust loopback proxies).
    '  option forwardfor',
    '  retry-on conn-failure',
    `  default-server ${CHECK}`,
    ...serverLines(servers),
  ];
}

export function haproxyConfig(config: HaproxyConfig): string {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${adminSocket(config.dir)} mode 600 level admin`,
    '',
    'defaults',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout check 2s',
    '  retries 3',
    '  option redispatch',
    '',
    ...httpSection('web', config.web.port, config.web.servers),
    '',
    ...httpSection('bff', config.bff.port, config.bff.servers),
    '',
    ...httpSection('api', config.api.port, config.api.servers),
    '',
    'listen pg',
    '  mode tcp',
    `  bind 127.0.0.1:${config.pg.port}`,
    // Pooled connections sit idle between bursts: not cut for idleness.
    '  timeout client 1h',
    '  timeout server 1h',
    '  option pgsql-check user postgres',
    `  default-server ${CHECK} on-marked-down shutdown-sessions`,
    ...serverLines([config.pg.primary]),
    ...serverLines([config.pg.replica], 'backup'),
    '',
  ].join('\n');
}

export const adminSocket = (dir: string) => path.join(dir, 'admin.sock');

/** Sends one command to HAProxy's admin socket and resolves with its answer. */
export function haproxyCommand(dir: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(adminSocket(dir));
    let answer = '';
    socket.setTimeout(2000);
    socket.once('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`haproxy admin socket: no answer to ${command}`));
    });
  });
}

/** `UP`, `DOWN`, `MAINT`, … of each server of `proxy`, by server name (`show stat`). */
export async function serverStates(dir: string, proxy: string): Promise<Record<string, string>> {
  const csv = await haproxyCommand(dir, 'show stat');
  const states: Record<string, string> = {};
  for (const line of csv.split('\n')) {
    const [pxname, svname, ...fields] = line.split(',');
    if (pxname !== proxy || !svname || svname === 'FRONTEND' || svname === 'BACKEND') continue;
    // Column 18 of `show stat` is `status` (0-based index 17; 15 after the two names).
    states[svname] = (fields[15] ?? '').split(' ')[0] ?? '';
  }
  return states;
}

/** Writes haproxy.cfg and runs `haproxy -db` (foreground) on it. */
export function haproxyProcess(config: HaproxyConfig, options: ProcessOptions): ServiceProcess {
  const file = path.join(config.dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(config));
  return new ServiceProcess(
    {
      name: 'haproxy',
      cwd: config.dir,
      command: ['haproxy', '-db', '-f', file],
      ready: {
        probe: () =>
          haproxyCommand(config.dir, 'show info').then((info) => info.includes('Name: HAProxy')),
      },
      readyTimeoutMs: 15_000,
    },
    options,
  );
}
