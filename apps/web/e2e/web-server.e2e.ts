import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort } from '@jobsite/service-kit/ports';
import type { APIResponse } from '@playwright/test';
import { expect, HTTP_ONLY, test } from './fixtures';
import { repoRoot } from './stack';

/**
 * What apps/web/server.mjs does before and after Next.js: the client address it tells the BFF
 * comes from the socket, a page POST from another origin is refused with 403 and a multipart
 * body that does not parse with 400 (both were 500), no response names the BFF's address, and
 * it does not listen beyond loopback while the Auth emulator is in use. HTTP only (`@http`):
 * the desktop project runs it.
 */

const webDir = path.join(repoRoot, 'apps', 'web');

/** Starts server.mjs with `env` on `args`; resolves with the process and what it printed. */
function startWeb(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['server.mjs', ...args], {
    cwd: webDir,
    env: {
      ...process.env,
      NEXT_ISR_FLUSH_TO_DISK: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      WEB_TRUST_PROXY: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

test('a spoofed X-Forwarded-For through the web reaches the BFF as the socket address', {
  tag: HTTP_ONLY,
}, async () => {
  // A stand-in BFF that keeps the headers of every request it is forwarded.
  const seen: IncomingHttpHeaders[] = [];
  const bff = http.createServer((request, response) => {
    if (request.url !== '/healthz') seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end('{"data":{"__typename":"Query"}}');
  });
  bff.listen(0, '127.0.0.1');
  await once(bff, 'listening');
  const bffHost = `127.0.0.1:${(bff.address() as AddressInfo).port}`;
  const port = await freePort();
  const web = startWeb(['--port', String(port), '--hostname', '127.0.0.1'], {
    BFF_URL: `http://${bffHost}`,
    SITE_URL: 'https://www.example.jp',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, {
        timeout: 40_000,
      })
      .toBe(200);
    for (const path of ['/graphql', '/auth/session']) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.7, 198.51.100.9',
          forwarded: 'for=203.0.113.7;host=evil.example;proto=https',
          'x-real-ip': '203.0.113.7',
          'true-client-ip': '203.0.113.7',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        body: '{"query":"{__typename}"}',
      });
      expect(response.status).toBe(200);
      const forwarded = seen.at(-1);
      expect(forwarded?.['x-forwarded-for']).toBe('127.0.0.1');
      expect(forwarded?.forwarded).toBeUndefined();
      expect(forwarded?.['x-real-ip']).toBeUndefined();
      expect(forwarded?.['true-client-ip']).toBeUndefined();
      expect(forwarded?.['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
      expect(forwarded?.['x-forwarded-proto']).toBe('http');
      // And the answer does not name the BFF.
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`);
      expect(
        headers.filter((line) => /^x-middleware-/.test(line) || line.includes(bffHost)),
      ).toEqual([]);
    }
  } finally {
    await stop(web.child);
    bff.close();
  }
});

test('the web refuses to listen beyond loopback while FIREBASE_AUTH_EMULATOR_HOST is set', {
  tag: HTTP_ONLY,
}, async () => {
  const port = await freePort();
  const web = startWeb(['--port', String(port), '--hostname', '0.0.0.0'], {
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const [code] = await once(web.child, 'exit');
  expect(code).toBe(1);
  expect(web.output()).toMatch(
    /web: refusing to start: --hostname\/HOSTNAME: "0\.0\.0\.0" is not a loopback address while FIREBASE_AUTH_EMULATOR_HOST is set/,
  );
});

/** Every header line of a response, to look for internal addresses. */
function headerLines(response: APIResponse) {
  return response.headersArray().map(({ name, value }) => `${name}: ${value}`);
}

test('no response names the BFF or carries x-middleware-* headers', { tag: HTTP_ONLY }, async ({
  request,
}) => {
  const bffHost = new URL(process.env.E2E_BFF_URL ?? 'http://127.0.0.1:4000').host;
  const responses = [
    await request.post('/graphql', { data: { query: '{ __typename }' } }),
    await request.get('/auth/session'),
    await request.get('/driver?page=2'),
    await request.get('/driver?page=2', { headers: { RSC: '1' } }),
    await request.get('/driver/tokyo/'),
    await request.get('/member/login/'),
  ];
  for (const response of responses) {
    const lines = headerLines(response);
    expect(lines.filter((line) => /^x-middleware-/i.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes(bffHost))).toEqual([]);
  }
});

test('a Server Action posted from another origin is refused with 403, not 500', {
  tag: HTTP_ONLY,
}, async ({ request }) => {
  for (const [path, headers] of [
    ['/member/login/', { 'next-action': '7f1d3c2b1a', 'content-type': 'text/plain;charset=UTF-8' }],
    [
      '/member/profile/',
      { 'next-action': '7f1d3c2b1a', 'content-type': 'text/plain;charset=UTF-8' },
    ],
    ['/', { 'content-type': 'application/x-www-form-urlencoded' }],
  ] as const) {
    const response = await request.post(path, {
      headers: { ...headers, origin: 'http://evil.example' },
      data: '[]',
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
    expect(await response.text()).toContain('このリクエストは受け付けられません');
  }
  const opaque = await request.post('/member/login/', {
    headers: { 'next-action': '7f1d3c2b1a', origin: 'null' },
    data: '[]',
  });
  expect(opaque.status()).toBe(403);
});

test('a malformed multipart body to a page or Server Action is answered 400, not 500', {
  tag: HTTP_ONLY,
}, async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const bodies: Array<[string, string]> = [
    ['multipart/form-data; boundary=XYZ', '--XYZ\r\nbroken'],
    [
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
    ['multipart/form-data', 'no boundary at all'],
  ];
  for (const path of ['/member/login/', '/', '/driver/tokyo/']) {
    for (const withAction of [true, false]) {
      for (const [type, body] of bodies) {
        const response = await request.post(path, {
          headers: {
            'content-type': type,
            origin,
            ...(withAction ? { 'next-action': '7f1d3c2b1a' } : {}),
          },
          data: body,
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${withAction} ${JSON.stringify(body)}`).toBe(400);
        expect(await response.text()).toContain('送信された内容を読み取れませんでした');
      }
    }
  }
});
