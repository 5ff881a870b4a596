import assert from 'node:assert/strict';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { Supervisor, waitForReady } from '../lib/supervisor.mjs';

function collect() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => {
    text += chunk;
  });
  return { out, text: () => text };
}

// A tiny service: listens on a free port, answers 503 on /readyz until `readyAfterMs`.
const serviceScript = (readyAfterMs) => `
const http = require('node:http');
const started = Date.now();
const server = http.createServer((req, res) => {
  res.statusCode = Date.now() - started >= ${readyAfterMs} ? 200 : 503;
  res.end('x');
});
server.listen(0, '127.0.0.1', () => console.log('PORT=' + server.address().port));
process.on('SIGTERM', () => { console.log('bye'); server.close(() => process.exit(0)); });
`;

test('waitForReady resolves once the URL answers 200', async () => {
  let calls = 0;
  const server = http.createServer((_req, res) => {
    calls += 1;
    res.statusCode = calls >= 3 ? 200 : 503;
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await waitForReady(`http://127.0.0.1:${port}/readyz`, { intervalMs: 10 });
  assert.equal(calls, 3);
  server.close();
});

test('waitForReady rejects after its timeout with the last failure', async () => {
  await assert.rejects(
    waitForReady('http://127.0.0.1:9/readyz', { timeoutMs: 200, intervalMs: 20 }),
    /not ready after 200 ms/,
  );
});

test('waitForReady stops waiting when the process has died', async () => {
  await assert.rejects(
    waitForReady('http://127.0.0.1:9/readyz', { timeoutMs: 5000, isAlive: () => false }),
    /exited before it was ready/,
  );
});

test('the supervisor starts a service, prefixes its output and stops it with SIGTERM', async () => {
  // Find a free port first, then start a service fixed on it so readyUrl is known.
  const probe = http.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  const script = serviceScript(100).replace('listen(0,', `listen(${port},`);
  const { out, text } = collect();
  const supervisor = new Supervisor({ out });
  await supervisor.start(
    [
      {
        name: 'svc',
        cwd: process.cwd(),
        command: [process.execPath, '-e', script],
        env: {},
        readyUrl: `http://127.0.0.1:${port}/`,
      },
    ],
    { readyTimeoutMs: 10_000 },
  );
  await supervisor.stop(0);
  assert.equal(await supervisor.done, 0);
  assert.match(text(), /svc {2}\| PORT=\d+/);
  assert.match(text(), /svc {2}\| bye/);
  assert.match(text(), /svc ready at/);
});

test('the supervisor fails the start and stops the rest when a service dies early', async () => {
  const { out } = collect();
  const supervisor = new Supervisor({ out });
  await assert.rejects(
    supervisor.start(
      [
        {
          name: 'dead',
          cwd: process.cwd(),
          command: [process.execPath, '-e', 'process.exit(3)'],
          env: {},
          readyUrl: 'http://127.0.0.1:9/',
        },
      ],
      { readyTimeoutMs: 10_000 },
    ),
    /dead: exited before it was ready/,
  );
  assert.equal(await supervisor.done, 1);
});
