// Secrets kept in DATA_DIR when not configured: every instance sharing the folder uses one.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { localSecret } from './services';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('localSecret', () => {
  it('makes one secret per name that every instance on the folder reads', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'jobsite-secret-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const first = localSecret(config, undefined, 'ops.token');
    const second = localSecret(config, undefined, 'ops.token');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'ops.token'), 'utf8').trim()).toBe(first);
    expect(readdirSync(dir)).toEqual(['ops.token']); // nothing left aside
    expect(localSecret(config, 'c'.repeat(32), 'ops.token')).toBe('c'.repeat(32));
  });

  it('replaces a leftover too short to be a secret', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'jobsite-secret-'));
    writeFileSync(path.join(dir, 'link-token.secret'), 'short\n');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const secret = localSecret(config, undefined, 'link-token.secret');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'link-token.secret'), 'utf8').trim()).toBe(secret);
    expect(readdirSync(dir)).toEqual(['link-token.secret']);
  });
});
