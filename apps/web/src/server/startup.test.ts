import { describe, expect, it } from 'vitest';
import { startupSettings } from './startup.mjs';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('startupSettings', () => {
  it('listens on 127.0.0.1 when no hostname is given while the Auth emulator is in use', () => {
    const settings = startupSettings({ hostname: undefined, env: emulator });
    expect(settings).toMatchObject({ ok: true, hostname: '127.0.0.1', emulator: true });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'web.internal'])(
    'refuses to listen on %j while the Auth emulator is in use, saying why',
    (hostname) => {
      const settings = startupSettings({ hostname, env: emulator });
      expect(settings.ok).toBe(false);
      expect(!settings.ok && settings.problems.join('\n')).toMatch(
        /not a loopback address while FIREBASE_AUTH_EMULATOR_HOST is set/,
      );
    },
  );

  it('takes any hostname on the real Firebase project', () => {
    expect(startupSettings({ hostname: '0.0.0.0', env: {} })).toMatchObject({
      ok: true,
      hostname: '0.0.0.0',
      emulator: false,
    });
    expect(startupSettings({ hostname: undefined, env: {} })).toMatchObject({
      hostname: undefined,
    });
  });

  it('trusts no proxy by default, the listed ones with WEB_TRUST_PROXY, and names a bad entry', () => {
    const none = startupSettings({ env: {} });
    expect(none.ok && none.isTrustedProxy('127.0.0.1')).toBe(false);
    const some = startupSettings({ env: { WEB_TRUST_PROXY: '10.0.0.0/8' } });
    expect(some.ok && some.isTrustedProxy('10.2.3.4')).toBe(true);
    const bad = startupSettings({ env: { WEB_TRUST_PROXY: 'lb.internal' } });
    expect(!bad.ok && bad.problems).toEqual([
      'WEB_TRUST_PROXY: "lb.internal" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal',
    ]);
  });
});
