// The self-contained bundle (`pnpm --filter @jobsite/bff deploy-bundle <dir>`): copied to a
// folder outside the repository, it starts with `node dist/server.js` and its environment
// alone, serves through the real api, and refuses to start as a deployment without secrets.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@jobsite/service-kit/ports';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(bffDir, '../..');

/** Only what a container would get: no inherited variables, no repository around. */
function bareEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), ...env };
}

describe('the deployable BFF bundle', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'jobsite-bff-bundle-'));
    rmSync(folder, { recursive: true });
    // What `pnpm --filter @jobsite/bff deploy-bundle <dir>` does, with the build through
    // Turborepo: up to date, it leaves dist/ as it is (other suites may be running it).
    const env = { ...process.env, CI: 'true', TURBO_TELEMETRY_DISABLED: '1' };
    const steps = [
      ['exec', 'turbo', 'run', 'build', '--filter=@jobsite/bff', '--output-logs=errors-only'],
      ['--filter', '@jobsite/bff', 'deploy', '--prod', folder],
    ];
    for (const args of steps) {
      const step = spawnSync('pnpm', args, { cwd: repoRoot, encoding: 'utf8', env });
      if (step.status !== 0) {
        throw new Error(`pnpm ${args.join(' ')} failed:\n${step.stdout}\n${step.stderr}`);
      }
    }
  }, 180_000);
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('holds the built server and production dependencies only, outside the repository', () => {
    expect(path.relative(repoRoot, folder).startsWith('..')).toBe(true);
    expect(existsSync(path.join(folder, 'dist/server.js'))).toBe(true);
    expect(existsSync(path.join(folder, 'src'))).toBe(false);
    expect(existsSync(path.join(folder, 'test'))).toBe(false);
    const installed = readdirSync(path.join(folder, 'node_modules'));
    expect(installed).toContain('fastify');
    expect(installed).not.toContain('vitest');
    expect(installed).not.toContain('@jobsite');
  });

  it('starts with node and its environment alone and answers through the real api', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: folder,
      env: bareEnv({
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        GQL_ENDPOINT: inject('apiGraphqlUrl'),
        REDIS_URL: inject('redisUrl'),
        REDIS_KEY_PREFIX: `bundle:${port}:`,
        FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
        FIREBASE_PROJECT_ID: inject('projectId'),
        SITE_ORIGIN: 'http://127.0.0.1:3000',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`bundle exited:\n${output}`);
        const ready = await fetch(`${url}/readyz`).catch(() => null);
        if (ready?.ok) break;
        if (Date.now() > deadline) throw new Error(`bundle not ready:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
        body: JSON.stringify({ query: '{ searchJobs(per: 1) { totalCount } }' }),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        data: { searchJobs: { totalCount: expect.any(Number) } },
      });
      const metrics = await fetch(`${url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_requests_total{');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    expect(child.exitCode).toBe(0);
  }, 60_000);

  it('refuses to start as a deployment without its secrets, one line per variable', () => {
    const result = spawnSync(process.execPath, ['dist/server.js'], {
      cwd: folder,
      env: bareEnv({ NODE_ENV: 'production', PORT: '0' }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^bff: refusing to start: FIREBASE_API_KEY: required/),
      expect.stringMatching(/^bff: refusing to start: TRUSTED_DOCUMENTS: required in production/),
      expect.stringMatching(/^bff: refusing to start: REDIS_URL: required in production/),
    ]);
  });
});
