import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clearAccounts, listOobCodes, startAuthEmulator } from '../index.mjs';

test('starts the Auth emulator on free ports, serves the Identity Toolkit API and stops', {
  timeout: 120_000,
}, async () => {
  const emulator = await startAuthEmulator();
  try {
    assert.match(emulator.host, /^127\.0\.0\.1:\d+$/);
    const api = `${emulator.url}/identitytoolkit.googleapis.com/v1`;
    const post = (path, body) =>
      fetch(`${api}/${path}?key=any`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const signUp = await post('accounts:signUp', {
      email: 'emulator@example.com',
      password: 'secret-123',
      returnSecureToken: true,
    });
    assert.equal(signUp.status, 200);
    assert.ok((await signUp.json()).refreshToken);
    await post('accounts:sendOobCode', {
      requestType: 'PASSWORD_RESET',
      email: 'emulator@example.com',
    });
    const codes = await listOobCodes(emulator.host, emulator.projectId);
    assert.equal(codes[0]?.email, 'emulator@example.com');
    await clearAccounts(emulator.host, emulator.projectId);
    const signIn = await post('accounts:signInWithPassword', {
      email: 'emulator@example.com',
      password: 'secret-123',
    });
    assert.equal(signIn.status, 400);
  } finally {
    await emulator.stop();
  }
  assert.throws(() => process.kill(emulator.pid, 0), /ESRCH/);
  await assert.rejects(fetch(emulator.url));
});
