import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultServices } from '../lib/services.mjs';

test('the Firebase Auth emulator starts first and api and bff are pointed at it', () => {
  const services = defaultServices();
  assert.deepEqual(
    services.map((service) => service.name),
    ['auth', 'api', 'bff', 'web'],
  );
  const [auth, api, bff] = services;
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
