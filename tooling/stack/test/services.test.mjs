import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { bindingProblems, defaultServices, startBanner } from '../lib/services.mjs';

test('the Firebase Auth emulator starts first and api and bff are pointed at it', () => {
  const services = defaultServices();
  assert.deepEqual(
    services.map((service) => service.name),
    ['auth', 'mail', 'api', 'bff', 'web'],
  );
  const [auth, , api, bff] = services;
  assert.equal(auth.readyUrl, 'http://127.0.0.1:9099/');
  assert.deepEqual(auth.command.slice(2, 7), [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    'demo-jobsite',
  ]);
  assert.equal(auth.env.CI, 'true');
  for (const service of [api, bff]) {
    assert.equal(service.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099');
    assert.equal(service.env.FIREBASE_PROJECT_ID, 'demo-jobsite');
  }
});

test('the api sends its mail to the local SMTP server, which starts before it', () => {
  const [, mail, api] = defaultServices();
  assert.equal(api.env.SMTP_URL, 'smtp://127.0.0.1:1025');
  assert.equal(mail.readyUrl, 'http://127.0.0.1:1080/healthz');
  assert.match(mail.command[1], /tooling\/mail-catcher\/bin\/mail-catcher\.mjs$/);
});

test('the api revalidates the web’s pages with the web’s own token, new each start', () => {
  const [, , api, , web] = defaultServices();
  assert.equal(api.env.WEB_URL, 'http://127.0.0.1:3000');
  assert.match(web.env.WEB_OPS_TOKEN, /^[0-9a-f]{64}$/);
  assert.equal(api.env.WEB_OPS_TOKEN, web.env.WEB_OPS_TOKEN);
  assert.notEqual(defaultServices()[2].env.WEB_OPS_TOKEN, api.env.WEB_OPS_TOKEN);
});

test('every process listens on 127.0.0.1 while the stack runs on the Auth emulator', () => {
  const [, , api, bff, web] = defaultServices();
  assert.equal(api.env.HOST, '127.0.0.1');
  assert.equal(bff.env.HOST, '127.0.0.1');
  assert.equal(web.env.HOSTNAME, '127.0.0.1');
  assert.equal(web.command[web.command.indexOf('--hostname') + 1], '127.0.0.1');
  // The web is told the emulator is in use, so server.mjs refuses any other address.
  assert.equal(web.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099');
});

test('start refuses a HOST beyond this machine, with the reason', () => {
  for (const HOST of ['0.0.0.0', '::', '192.168.1.5', 'web.example.jp']) {
    const [problem, ...more] = bindingProblems({ HOST });
    assert.equal(more.length, 0);
    assert.match(
      problem,
      new RegExp(
        `^HOST="${HOST.replace(/\./g, '\\.')}": .*Firebase Auth emulator.*127\\.0\\.0\\.1 only`,
      ),
    );
  }
  for (const HOST of [undefined, '', '127.0.0.1', 'localhost', '::1']) {
    assert.deepEqual(bindingProblems({ HOST }), []);
  }
});

test('the start banner says the emulator is in use and keeps the runtime line', () => {
  const banner = startBanner('Node.js 26.12.1 (.node-version)');
  assert.match(banner, /サイトが起動しました: http:\/\/127\.0\.0\.1:3000/);
  assert.match(banner, /開発用: Firebase Auth エミュレーター使用中 — 127\.0\.0\.1 のみで待ち受け/);
  assert.match(banner, /Firebase Auth emulator in use .* listening on 127\.0\.0\.1 only/);
  assert.match(banner, /^Node\.js 26\.12\.1 \(\.node-version\)$/m);
});

test("the BFF runs only the web's own documents, from the manifests its codegen wrote", () => {
  const [, , , bff] = defaultServices();
  const manifests = bff.env.TRUSTED_DOCUMENTS.split(',');
  assert.equal(manifests.length, 3);
  assert.ok(!manifests.includes('any'));
  for (const manifest of manifests) {
    const entries = Object.entries(JSON.parse(readFileSync(manifest, 'utf8')));
    assert.ok(entries.length > 0, manifest);
    for (const [id, text] of entries) {
      assert.match(id, /^sha256:[0-9a-f]{64}$/);
      assert.match(text, /(^|\} )(query|mutation) [A-Z]/);
    }
  }
});
