import { startAuthEmulator } from '@jobsite/firebase-emulator';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const emulator = await startAuthEmulator();
const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-api-'));
const env = { ...process.env, NODE_ENV: 'production', PORT: '4199', FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: 'demo-jobsite', DATA_DIR: dir, PGLITE_DATA_DIR: path.join(dir, 'pglite'), SEED_JOBS: '400', LOG_LEVEL: 'info' };
const api = spawn(process.execPath, ['dist/server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
api.stdout.on('data', (c) => { out += c; });
api.stderr.on('data', (c) => { out += c; });
try {
  for (let i = 0; i < 300; i++) {
    try { if ((await fetch('http://127.0.0.1:4199/readyz')).ok) break; } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const signIn = await fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'jobsite-demo', returnSecureToken: true }) }).then((r) => r.json());
  const gql = (query, token) => fetch('http://127.0.0.1:4199/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'token-type': 'end-user', authorization: token }, body: JSON.stringify({ query }) }).then((r) => r.json());
  const viewer = await gql('{ endUserViewer { id name messageCount favoriteJobCount } rooms { edges { node { id scout { id } } } } }', signIn.idToken);
  console.log(JSON.stringify(viewer));
  const cli = (args) => execFileSync(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], { env: { ...env, OPS_API_URL: 'http://127.0.0.1:4199' }, encoding: 'utf8' });
  const room = viewer.data.rooms.edges[0].node.id;
  console.log(cli(['message', '--room', room, '--text', 'CLIからのメッセージ']));
  console.log(cli(['rooms', '--member', 'demo@example.com']));
  const after = await gql('{ endUserViewer { messageCount } }', signIn.idToken);
  console.log(JSON.stringify(after));
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await emulator.stop();
  console.log(out.split('\n').filter((l) => /demo|error|warn/i.test(l)).slice(0, 10).join('\n'));
}
