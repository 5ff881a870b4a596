import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../src/haproxy';

const config = haproxyConfig({
  dir: '/tmp/x',
  web: { port: 1000, servers: [{ name: 'web-1', port: 1001 }] },
  bff: { port: 2000, servers: [{ name: 'bff-1', port: 2001 }] },
  api: { port: 3000, servers: [{ name: 'api-1', port: 3001 }] },
  pg: { port: 4000, primary: { name: 'p', port: 4001 }, replica: { name: 'r', port: 4002 } },
});

const section = (name: string) => {
  const start = config.indexOf(`listen ${name}\n`);
  const end = config.indexOf('\n\n', start);
  return config.slice(start, end);
};

describe('haproxyConfig', () => {
  it('checks the HTTP tiers on /healthz and retries only requests never sent', () => {
    for (const tier of ['web', 'bff', 'api']) {
      expect(section(tier)).toContain('option httpchk GET /healthz');
      expect(section(tier)).toContain('retry-on conn-failure\n');
    }
    expect(section('web')).toContain('bind 127.0.0.1:1000');
    expect(section('web')).toContain('server web-1 127.0.0.1:1001 check');
  });

  it('sends PostgreSQL to the replica only as a backup of the primary', () => {
    expect(section('pg')).toContain('server p 127.0.0.1:4001 check\n');
    expect(section('pg')).toMatch(/server r 127\.0\.0\.1:4002 check backup$/);
  });
});

describe('haproxy -c', () => {
  it('accepts the configuration (Debian haproxy)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jobsite-haproxy-check-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, config.replace('/tmp/x', dir));
      const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
